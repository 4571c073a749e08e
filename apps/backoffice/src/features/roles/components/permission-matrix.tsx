import { PERMISSIONS } from '@gaceta/shared/roles';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Minus } from 'lucide-react';
import { ListState } from '@/components/list-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { PERMISSION_LABELS, ROLE_LABELS } from '@/lib/roles';
import { useRoles } from '../api/get-roles';

/** What each role may do, as the API enforces it: permissions down, roles across. */
export function PermissionMatrix() {
  const { i18n, t } = useLingui();
  const roles = useRoles();
  return (
    <ListState
      loading={roles.isPending}
      error={roles.error?.message}
      onRetry={() => void roles.refetch()}
      empty={roles.data?.length === 0}
      emptyText={<Trans>No roles defined.</Trans>}
    >
      <Table>
        <caption className="sr-only">
          <Trans>Permissions of each role</Trans>
        </caption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>
              <Trans>Permission</Trans>
            </TableHead>
            {roles.data?.map((role) => (
              <TableHead key={role.key} scope="col" className="min-w-24 text-center whitespace-normal">
                {i18n._(ROLE_LABELS[role.key])}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {PERMISSIONS.map((permission) => (
            <TableRow key={permission}>
              <TableCell className="font-medium text-ink-900">
                <span>{i18n._(PERMISSION_LABELS[permission])}</span>
              </TableCell>
              {roles.data?.map((role) => {
                const granted = role.permissions.includes(permission);
                const Icon = granted ? Check : Minus;
                return (
                  <TableCell key={role.key} className="text-center" data-granted={granted}>
                    <Icon
                      className={granted ? 'mx-auto size-4 text-success' : 'mx-auto size-4 text-ink-200'}
                      aria-hidden
                    />
                    <span className="sr-only">{granted ? t`Yes` : t`No`}</span>
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ListState>
  );
}
