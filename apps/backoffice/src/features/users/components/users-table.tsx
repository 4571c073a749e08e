import type { User } from '@gaceta/shared/users';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ROLE_LABELS } from '@/lib/roles';
import { useUpdateUser } from '../api/update-user';
import { UserAvatar } from './user-avatar';

/** The users of one page, each with its state switch, edit and delete. */
export function UsersTable({
  users,
  meId,
  onEdit,
  onDelete,
}: {
  users: User[];
  meId: string;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}) {
  const { i18n, t } = useLingui();
  const update = useUpdateUser();
  const setActive = (user: User, active: boolean) =>
    update.mutate(
      { id: user.id, input: { active } },
      {
        onSuccess: () => toast.success(t`User updated`),
        onError: (error) => toast.error(error.message),
      },
    );

  const busy = (user: User) => update.isPending && update.variables.id === user.id;
  const controls = (user: User, name: string) => ({
    active: (
      <Switch
        checked={user.active}
        aria-label={t`Active: ${name}`}
        // Deactivating oneself would end one's own session: another manager does it.
        disabled={user.id === meId || busy(user)}
        onCheckedChange={(active) => setActive(user, active)}
      />
    ),
    actions: (
      <>
        <Button variant="ghost" size="icon" aria-label={t`Edit ${name}`} onClick={() => onEdit(user)}>
          <Pencil aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="text-destructive hover:text-destructive"
          disabled={user.id === meId}
          aria-label={t`Delete ${name}`}
          onClick={() => onDelete(user)}
        >
          <Trash2 aria-hidden />
        </Button>
      </>
    ),
  });

  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>
            <Trans>Name</Trans>
          </TableHead>
          <TableHead className="hidden md:table-cell">
            <Trans>Roles</Trans>
          </TableHead>
          <TableHead className="hidden sm:table-cell">
            <Trans>Active</Trans>
          </TableHead>
          <TableHead className="hidden text-right sm:table-cell">
            <span className="sr-only">
              <Trans>Actions</Trans>
            </span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => {
          const name = `${user.first_name} ${user.last_name}`;
          const { active, actions } = controls(user, name);
          return (
            <TableRow key={user.id}>
              <TableCell>
                <div className="flex min-w-0 items-center gap-3">
                  <UserAvatar user={user} className={user.active ? undefined : 'opacity-50'} />
                  <div className="min-w-0">
                    <p className="truncate font-medium text-ink-900">
                      {name}
                      {user.id === meId && (
                        <span className="ml-2 text-xs font-normal text-muted-foreground">
                          <Trans>(you)</Trans>
                        </span>
                      )}
                    </p>
                    <p className="truncate text-muted-foreground">{user.email}</p>
                  </div>
                </div>
                {/* On phones the switch and the actions go under the name, not in columns off screen. */}
                <div className="mt-2 flex items-center gap-2 pl-12 sm:hidden">
                  {active}
                  <span className="mr-auto text-muted-foreground">
                    {user.active ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
                  </span>
                  {actions}
                </div>
              </TableCell>
              <TableCell className="hidden md:table-cell">
                <div className="flex flex-wrap gap-1">
                  {user.roles.map((role) => (
                    <Badge key={role}>{i18n._(ROLE_LABELS[role])}</Badge>
                  ))}
                </div>
              </TableCell>
              <TableCell className="hidden sm:table-cell">{active}</TableCell>
              <TableCell className="hidden text-right whitespace-nowrap sm:table-cell">{actions}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
