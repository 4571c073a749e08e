import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { requirePermission } from '@/features/auth/require-permission';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { NewsletterRecipientsSection } from './-newsletter/recipients-section';
import { NewsletterScheduleSection } from './-newsletter/schedule-section';

export const Route = createFileRoute('/_auth/settings/newsletter-configuration')({
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'newsletter.manage'),
  staticData: { title: SCREEN_TITLES.newsletterConfiguration },
  component: NewsletterConfigurationPage,
});

function NewsletterConfigurationPage() {
  const { t, i18n } = useLingui();
  return (
    <PageFrame>
      <PageHeader
        title={i18n._(SCREEN_TITLES.newsletterConfiguration)}
        description={t`Your clients' newsletter: when it goes out, and to whom.`}
      />
      <div className="grid gap-6">
        {/* The schedule is a short form; the recipients' table takes the page's width. */}
        <div className="max-w-3xl">
          <NewsletterScheduleSection />
        </div>
        <NewsletterRecipientsSection />
      </div>
    </PageFrame>
  );
}
