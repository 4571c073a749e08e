import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { ListState } from '@/components/list/list-state';
import { Button } from '@/components/ui/button';
import { useActingOffice } from '@/features/auth/api/get-me';
import { requirePermission } from '@/features/auth/require-permission';
import { useSenders } from '@/features/newsletter-settings/api/get-senders';
import { SenderVerification } from '@/features/newsletter-settings/components/sender-verification';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

/** One sender address: enter its code, ask for a new one, or delete it. */
export const Route = createFileRoute('/_auth/settings/edit-configuration-email/$id')({
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'newsletter.manage'),
  staticData: { title: SCREEN_TITLES.editConfigurationEmail },
  component: EditConfigurationEmailPage,
});

function EditConfigurationEmailPage() {
  const { t, i18n } = useLingui();
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  const office = useActingOffice();
  const senders = useSenders();
  const sender = senders.data?.find((each) => each.id === id);
  return (
    <PageFrame>
      <PageHeader
        title={i18n._(SCREEN_TITLES.editConfigurationEmail)}
        description={t`Confirm the address with the code it received.`}
        actions={
          <Button asChild variant="outline">
            <Link to="/settings/configure-emails">
              <ArrowLeft aria-hidden />
              <Trans>Sender addresses</Trans>
            </Link>
          </Button>
        }
      />
      <div className="grid max-w-3xl gap-6">
        <ListState
          loading={senders.isPending}
          error={senders.error?.message}
          onRetry={() => void senders.refetch()}
          empty={senders.isSuccess && !sender}
          emptyText={<Trans>This address is not among your office's senders.</Trans>}
        >
          {sender && (
            <SenderVerification
              sender={sender}
              timeZone={office.time_zone}
              onDeleted={() => void navigate({ to: '/settings/configure-emails' })}
            />
          )}
        </ListState>
      </div>
    </PageFrame>
  );
}
