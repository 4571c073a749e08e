import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { requirePermission } from '@/features/auth/require-permission';
import { SenderList } from '@/features/newsletter-settings/components/sender-list';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

/** The office's sender addresses (the spec's "configuration emails"): add, verify, delete. */
export const Route = createFileRoute('/_auth/settings/configure-emails')({
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'newsletter.manage'),
  staticData: { title: SCREEN_TITLES.configureEmails },
  component: ConfigureEmailsPage,
});

function ConfigureEmailsPage() {
  const { t, i18n } = useLingui();
  return (
    <PageFrame>
      <PageHeader
        title={i18n._(SCREEN_TITLES.configureEmails)}
        description={t`The addresses your newsletter may be sent from. Each one is confirmed with a code sent to it.`}
        actions={
          <Button asChild>
            <Link to="/settings/add-configuration-email">
              <Plus aria-hidden />
              <Trans>Add an address</Trans>
            </Link>
          </Button>
        }
      />
      <SenderList />
    </PageFrame>
  );
}
