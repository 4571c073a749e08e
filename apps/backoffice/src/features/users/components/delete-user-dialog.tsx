import type { User } from '@gaceta/shared/accounts/users';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { useDeleteUser } from '../api/delete-user';

/** Asks before deleting; the API refuses to delete the last active user and says so here. */
export function DeleteUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useDeleteUser();
  const name = user ? `${user.first_name} ${user.last_name}` : '';
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && close()}
      title={<Trans>Delete {name}?</Trans>}
      description={<Trans>The user will no longer be able to sign in. This cannot be undone.</Trans>}
      confirmLabel={<Trans>Delete user</Trans>}
      pending={remove.isPending}
      error={remove.error?.message}
      onConfirm={() =>
        user &&
        remove.mutate(user.id, {
          onSuccess: () => {
            toast.success(t`User deleted`);
            close();
          },
        })
      }
    />
  );
}
