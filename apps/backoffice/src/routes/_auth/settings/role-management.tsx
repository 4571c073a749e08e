import { OFFICE_ROLE_KEYS } from '@gaceta/shared/accounts/roles';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useMe } from '@/features/auth/api/get-me';
import { requirePermission } from '@/features/auth/require-permission';
import { PermissionMatrix } from '@/features/roles/components/permission-matrix';
import { UserRolesTable } from '@/features/users/components/user-roles-table';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '@/lib/roles';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_auth/settings/role-management')({
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'users.manage'),
  staticData: { title: SCREEN_TITLES.roleManagement },
  component: RoleManagementPage,
});

function RoleManagementPage() {
  const { i18n } = useLingui();
  const me = useMe();
  return (
    <PageFrame>
      <PageHeader
        title={i18n._(SCREEN_TITLES.roleManagement)}
        description={
          <Trans>Each user holds one or more roles; each role grants the permissions below.</Trans>
        }
      />

      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Users and their roles</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              Changes are saved at once. A user whose roles change is signed out and signs in again with the
              new ones.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="px-0 pb-2">
          <UserRolesTable meId={me.id} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Permissions of each role</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 px-0 pb-2">
          <dl className="grid gap-3 px-6 text-sm sm:grid-cols-2">
            {OFFICE_ROLE_KEYS.map((role) => (
              <div key={role}>
                <dt className="font-medium text-ink-900">{i18n._(ROLE_LABELS[role])}</dt>
                <dd className="text-muted-foreground">{i18n._(ROLE_DESCRIPTIONS[role])}</dd>
              </div>
            ))}
          </dl>
          <PermissionMatrix />
        </CardContent>
      </Card>
    </PageFrame>
  );
}
