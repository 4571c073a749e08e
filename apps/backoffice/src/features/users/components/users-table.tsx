import type { User } from '@gaceta/shared/accounts/users';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailPlus, Pencil, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ListTable } from '@/components/list/searchable-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { ROLE_LABELS } from '@/lib/roles';
import { useResendInvitation } from '../api/resend-invitation';
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
  const invite = useResendInvitation();
  const resend = (user: User) =>
    invite.mutate(user.id, {
      onSuccess: (done) => toast.success(done.message),
      onError: (error) => toast.error(error.message),
    });
  const setActive = (user: User, active: boolean) =>
    update.mutate(
      { id: user.id, input: { active } },
      {
        onSuccess: () => toast.success(t`User updated`),
        onError: (error) => toast.error(error.message),
      },
    );

  const busy = (user: User) => update.isPending && update.variables.id === user.id;
  const nameOf = (user: User) => `${user.first_name} ${user.last_name}`;
  const activeSwitch = (user: User) => (
    <Switch
      checked={user.active}
      aria-label={t`Active: ${nameOf(user)}`}
      // Deactivating oneself would end one's own session: another manager does it.
      disabled={user.id === meId || busy(user)}
      onCheckedChange={(active) => setActive(user, active)}
    />
  );

  return (
    <ListTable
      rows={users}
      title={<Trans>Name</Trans>}
      primary={(user) => ({
        media: <UserAvatar user={user} className={user.active ? undefined : 'opacity-50'} />,
        title: (
          <>
            {nameOf(user)}
            {user.id === meId && (
              <span className="ml-2 text-xs font-normal text-muted-foreground">
                <Trans>(you)</Trans>
              </span>
            )}
          </>
        ),
        details: [
          user.email,
          ...(user.invitation_pending ? [t`Invited: has not chosen a password yet`] : []),
        ],
      })}
      columns={[
        {
          header: <Trans>Roles</Trans>,
          from: 'md',
          cell: (user) => (
            <div className="flex flex-wrap gap-1">
              {user.roles.map((role) => (
                <Badge key={role}>{i18n._(ROLE_LABELS[role])}</Badge>
              ))}
            </div>
          ),
        },
        { header: <Trans>Active</Trans>, from: 'sm', cell: activeSwitch },
      ]}
      phone={(user) => (
        <>
          {activeSwitch(user)}
          <span className="text-muted-foreground">
            {user.active ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
          </span>
        </>
      )}
      actionsClassName="whitespace-nowrap"
      actions={(user) => {
        const name = nameOf(user);
        return (
          <>
            {user.invitation_pending && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Send the invitation to ${name} again`}
                title={t`Send the invitation again`}
                disabled={invite.isPending && invite.variables === user.id}
                onClick={() => resend(user)}
              >
                <MailPlus aria-hidden />
              </Button>
            )}
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
        );
      }}
    />
  );
}
