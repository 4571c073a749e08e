import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { QueryState } from '@/components/list/query-state';
import { useActingOffice } from '@/features/auth/api/get-me';
import { requirePermission } from '@/features/auth/require-permission';
import { useEmailQuota } from '@/features/newsletter-settings/api/get-email-quota';
import { EmailQuotaPanel } from '@/features/newsletter-settings/components/email-quota-panel';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_auth/settings/email-quota-configuration')({
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'newsletter.manage'),
  staticData: { title: SCREEN_TITLES.emailQuotaConfiguration },
  component: EmailQuotaPage,
});

function EmailQuotaPage() {
  const { t, i18n } = useLingui();
  const office = useActingOffice();
  const quota = useEmailQuota();
  return (
    <PageFrame>
      <PageHeader
        title={i18n._(SCREEN_TITLES.emailQuotaConfiguration)}
        description={t`The emails your office may send with its newsletter, and how many are left.`}
      />
      <QueryState query={quota}>
        {(loaded) => <EmailQuotaPanel quota={loaded} timeZone={office.time_zone} />}
      </QueryState>
    </PageFrame>
  );
}
