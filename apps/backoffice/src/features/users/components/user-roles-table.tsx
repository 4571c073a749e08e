import { OFFICE_ROLE_KEYS, type OfficeRole } from '@gaceta/shared/accounts/roles';
import type { User } from '@gaceta/shared/accounts/users';
import { pageCount } from '@gaceta/shared/pagination';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { ListPagination } from '@/components/list/list-pagination';
import { QueryState } from '@/components/list/query-state';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ROLE_LABELS } from '@/lib/roles';
import { USERS_PER_PAGE, useUsers } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { UserAvatar } from './user-avatar';

interface RoleChange {
  user: User;
  roles: OfficeRole[];
}

/**
 * Assigns roles, saved on each change: a table (one row per user, one column per role) on wide
 * screens, one card per user on narrow ones, where four role columns would not fit.
 */
export function UserRolesTable({ meId }: { meId: string }) {
  const { i18n, t } = useLingui();
  const [page, setPage] = useState(1);
  const users = useUsers({ page, search: '' });
  const update = useUpdateUser();
  // Changing one's own roles ends one's session, so it is confirmed first.
  const [ownChange, setOwnChange] = useState<RoleChange | null>(null);

  const save = ({ user, roles }: RoleChange) =>
    update.mutate(
      { id: user.id, input: { roles } },
      {
        onSuccess: () => toast.success(t`User updated`),
        onError: (error) => toast.error(error.message),
        onSettled: () => setOwnChange(null),
      },
    );
  const toggle = (user: User, role: OfficeRole, on: boolean) => {
    const change = {
      user,
      roles: OFFICE_ROLE_KEYS.filter((key) => (key === role ? on : user.roles.includes(key))),
    };
    if (user.id === meId) setOwnChange(change);
    else save(change);
  };
  const saving = (user: User) => update.isPending && update.variables.id === user.id;
  const pages = pageCount(users.data?.total_number_of_objects, USERS_PER_PAGE);
  const roleCheckbox = (user: User, role: OfficeRole, id?: string) => {
    const held = user.roles.includes(role);
    const roleLabel = i18n._(ROLE_LABELS[role]);
    const name = `${user.first_name} ${user.last_name}`;
    return (
      <Checkbox
        id={id}
        checked={held}
        aria-label={t`${roleLabel}: ${name}`}
        // Every user keeps at least one role (spec section 5: role required).
        disabled={saving(user) || (held && user.roles.length === 1)}
        onCheckedChange={(checked) => toggle(user, role, checked === true)}
      />
    );
  };

  return (
    <QueryState
      query={users}
      isEmpty={(loaded) => loaded.objects.length === 0}
      emptyText={<Trans>No users yet.</Trans>}
    >
      {(loaded) => (
        <>
          <ul className="grid gap-3 px-4 md:hidden">
            {loaded.objects.map((user) => (
              <UserRolesCard key={user.id} user={user} roleCheckbox={roleCheckbox} />
            ))}
          </ul>
          <div className="hidden md:block">
            <Table scrollLabel={t`Users and their roles`}>
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead>
                    <Trans>User</Trans>
                  </TableHead>
                  {OFFICE_ROLE_KEYS.map((role) => (
                    <TableHead key={role} scope="col" className="min-w-24 text-center whitespace-normal">
                      {i18n._(ROLE_LABELS[role])}
                    </TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {loaded.objects.map((user) => (
                  <TableRow key={user.id}>
                    <TableCell>
                      <UserIdentity user={user} />
                    </TableCell>
                    {OFFICE_ROLE_KEYS.map((role) => (
                      <TableCell key={role} className="text-center">
                        {roleCheckbox(user, role)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <ListPagination page={page} pageCount={pages} onPageChange={setPage} />
          <ConfirmDialog
            open={ownChange !== null}
            onOpenChange={(open) => !open && setOwnChange(null)}
            destructive={false}
            title={<Trans>Change your own roles?</Trans>}
            description={
              <Trans>
                Your session ends when your roles change: you will sign in again with the new ones.
              </Trans>
            }
            confirmLabel={<Trans>Change my roles</Trans>}
            pending={update.isPending}
            onConfirm={() => ownChange && save(ownChange)}
          />
        </>
      )}
    </QueryState>
  );
}

function UserIdentity({ user }: { user: User }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar user={user} />
      <div className="min-w-0">
        <p className="truncate font-medium text-ink-900">
          {user.first_name} {user.last_name}
        </p>
        <p className="truncate text-muted-foreground">{user.email}</p>
      </div>
    </div>
  );
}

/** One user on a narrow screen: who they are, then each role with its name beside its checkbox. */
function UserRolesCard({
  user,
  roleCheckbox,
}: {
  user: User;
  roleCheckbox: (user: User, role: OfficeRole, id: string) => ReactNode;
}) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <li className="grid gap-3 rounded-lg border p-4 text-sm">
      <UserIdentity user={user} />
      <ul className="grid gap-2.5">
        {OFFICE_ROLE_KEYS.map((role) => (
          <li key={role} className="flex items-center gap-2.5">
            {roleCheckbox(user, role, `${id}-${role}`)}
            <Label htmlFor={`${id}-${role}`} className="font-normal">
              {i18n._(ROLE_LABELS[role])}
            </Label>
          </li>
        ))}
      </ul>
    </li>
  );
}
