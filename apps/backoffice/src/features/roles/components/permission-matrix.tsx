import { PERMISSIONS } from '@gaceta/shared/accounts/roles';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Minus } from 'lucide-react';
import { QueryState } from '@/components/list/query-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { PERMISSION_LABELS, ROLE_LABELS } from '@/lib/roles';
import { useRoles } from '../api/get-roles';

/**
 * What each role may do, as the API enforces it: a matrix (permissions down, roles across) on
 * wide screens, one card per role listing its permissions on narrow ones.
 */
export function PermissionMatrix() {
  const { i18n, t } = useLingui();
  const roles = useRoles();
  return (
    <QueryState
      query={roles}
      isEmpty={(loaded) => loaded.length === 0}
      emptyText={<Trans>No roles defined.</Trans>}
    >
      {(loaded) => (
        <>
          <ul className="grid gap-3 px-4 md:hidden">
            {loaded.map((role) => (
              <li key={role.key} className="rounded-lg border p-4 text-sm">
                <p className="font-medium text-ink-900">{i18n._(ROLE_LABELS[role.key])}</p>
                <ul className="mt-2 grid gap-1.5">
                  {PERMISSIONS.filter((permission) => role.permissions.includes(permission)).map(
                    (permission) => (
                      <li key={permission} className="flex items-center gap-2 text-ink-800">
                        <Check className="size-4 shrink-0 text-success" aria-hidden />
                        {i18n._(PERMISSION_LABELS[permission])}
                      </li>
                    ),
                  )}
                </ul>
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <Table scrollLabel={t`Permissions of each role`}>
              <caption className="sr-only">
                <Trans>Permissions of each role</Trans>
              </caption>
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead>
                    <Trans>Permission</Trans>
                  </TableHead>
                  {loaded.map((role) => (
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
                    {loaded.map((role) => {
                      const granted = role.permissions.includes(permission);
                      const Icon = granted ? Check : Minus;
                      return (
                        <TableCell key={role.key} className="text-center" data-granted={granted}>
                          <Icon
                            className={
                              granted ? 'mx-auto size-4 text-success' : 'mx-auto size-4 text-ink-200'
                            }
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
          </div>
        </>
      )}
    </QueryState>
  );
}
