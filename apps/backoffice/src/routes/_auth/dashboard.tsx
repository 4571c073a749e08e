import { STATISTICS_RANGES } from '@gaceta/shared/statistics';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { useMe } from '@/features/auth/api/get-me';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { AdminDashboard } from './-dashboard/admin-dashboard';
import { ClientDashboard } from './-dashboard/client-dashboard';

export const Route = createFileRoute('/_auth/dashboard')({
  validateSearch: v.object({ range: v.optional(v.fallback(v.picklist(STATISTICS_RANGES), 'week')) }),
  staticData: { title: SCREEN_TITLES.dashboard },
  component: DashboardPage,
});

/** Admins see the provider's dashboard, office users their office's (spec section 2). */
function DashboardPage() {
  const me = useMe();
  const { range = 'week' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const isAdmin = me.kind === 'admin';
  const firstName = me.first_name;
  const officeName = me.office?.name;

  return (
    <PageFrame>
      <PageHeader
        eyebrow={isAdmin ? <Trans>Admin dashboard</Trans> : <Trans>Client dashboard</Trans>}
        title={<Trans>Hello, {firstName}</Trans>}
        description={
          officeName ? (
            <Trans>Welcome to the back-office of {officeName}.</Trans>
          ) : (
            <Trans>Welcome to the Gaceta administration.</Trans>
          )
        }
      />
      {isAdmin ? (
        <AdminDashboard />
      ) : (
        <ClientDashboard
          range={range}
          onRangeChange={(next) => void navigate({ search: { range: next }, replace: true })}
        />
      )}
    </PageFrame>
  );
}
