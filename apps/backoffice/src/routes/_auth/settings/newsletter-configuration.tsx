import { RECIPIENT_STATUSES } from '@gaceta/shared/newsletter';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { PageParam } from '@/components/list/list-pagination';
import { useMe } from '@/features/auth/api/get-me';
import { requirePermission } from '@/features/auth/require-permission';
import { WaitingIssue } from '@/features/newsletter-campaigns/components/waiting-issue';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { NewsletterMessageSection } from './-newsletter/message-section';
import { NewsletterNextIssueSection } from './-newsletter/next-issue-section';
import { NewsletterReadingPrivacySection } from './-newsletter/reading-privacy-section';
import { NewsletterRecipientsSection } from './-newsletter/recipients-section';
import { NewsletterScheduleSection } from './-newsletter/schedule-section';

export const Route = createFileRoute('/_auth/settings/newsletter-configuration')({
  // The recipients list's page, search and filters, so that a reload or a shared link shows the same list.
  validateSearch: v.object({
    page: PageParam,
    search: v.optional(v.fallback(v.string(), '')),
    status: v.fallback(v.optional(v.picklist(RECIPIENT_STATUSES)), undefined),
    active: v.fallback(v.optional(v.boolean()), undefined),
  }),
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'newsletter.manage'),
  staticData: { title: SCREEN_TITLES.newsletterConfiguration },
  component: NewsletterConfigurationPage,
});

function NewsletterConfigurationPage() {
  const { t, i18n } = useLingui();
  const { page = 1, search = '', status, active } = Route.useSearch();
  const navigate = Route.useNavigate();
  const timeZone = useMe().office?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <PageFrame>
      <PageHeader
        title={i18n._(SCREEN_TITLES.newsletterConfiguration)}
        description={t`Your clients' newsletter: when it goes out, and to whom.`}
      />
      <div className="grid gap-6">
        {/* The schedule is a short form; the recipients' table takes the page's width. */}
        <div className="grid max-w-3xl gap-6">
          <WaitingIssue timeZone={timeZone} />
          <NewsletterScheduleSection />
          <NewsletterNextIssueSection />
          <NewsletterMessageSection />
          <NewsletterReadingPrivacySection />
        </div>
        <NewsletterRecipientsSection
          query={{ page, search, status, active }}
          onQueryChange={(changes) =>
            void navigate({ search: (previous) => ({ ...previous, ...changes }), replace: true })
          }
        />
      </div>
    </PageFrame>
  );
}
