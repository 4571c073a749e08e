import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Mail } from 'lucide-react';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { ListState } from '@/components/list/list-state';
import { Button } from '@/components/ui/button';
import { useActingOffice } from '@/features/auth/api/get-me';
import { requirePermission } from '@/features/auth/require-permission';
import { useNewsletterConfiguration } from '@/features/newsletter-settings/api/get-newsletter-configuration';
import { useSenders } from '@/features/newsletter-settings/api/get-senders';
import { SenderChoice } from '@/features/newsletter-settings/components/sender-choice';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

/** Which verified address the newsletter goes out from; the addresses themselves are on configure-emails. */
export const Route = createFileRoute('/_auth/settings/newsletter-sender')({
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'newsletter.manage'),
  staticData: { title: SCREEN_TITLES.newsletterSender },
  component: NewsletterSenderPage,
});

function NewsletterSenderPage() {
  const { t, i18n } = useLingui();
  const office = useActingOffice();
  const configuration = useNewsletterConfiguration();
  const senders = useSenders();
  const failed = configuration.error ?? senders.error;
  return (
    <PageFrame>
      <PageHeader
        title={i18n._(SCREEN_TITLES.newsletterSender)}
        description={t`The address your newsletter is sent from, among those your office has verified.`}
        actions={
          <Button asChild variant="outline">
            <Link to="/settings/configure-emails">
              <Mail aria-hidden />
              <Trans>Sender addresses</Trans>
            </Link>
          </Button>
        }
      />
      <div className="grid max-w-3xl gap-6">
        <ListState
          loading={configuration.isPending || senders.isPending}
          error={failed?.message}
          onRetry={() => void Promise.all([configuration.refetch(), senders.refetch()])}
        >
          {configuration.data && senders.data && (
            <SenderChoice
              configuration={configuration.data}
              senders={senders.data}
              officeName={office.name}
            />
          )}
        </ListState>
      </div>
    </PageFrame>
  );
}
