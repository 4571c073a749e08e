import type { Recipient } from '@gaceta/shared/newsletter/recipients';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { useDeleteRecipient } from '../api/delete-recipient';

/**
 * Asks before deleting a recipient, or erasing one on their request (GDPR): erasing keeps only a
 * hash of the address, so no import adds it again.
 */
export function RemoveRecipientDialog({
  removal,
  onClose,
}: {
  removal: { recipient: Recipient; erase: boolean } | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const remove = useDeleteRecipient();
  const email = removal?.recipient.email ?? '';
  const erase = removal?.erase ?? false;
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={removal !== null}
      onOpenChange={(open) => !open && close()}
      title={erase ? <Trans>Erase {email}?</Trans> : <Trans>Delete {email}?</Trans>}
      description={
        erase ? (
          <Trans>
            Everything about this person is removed. Only a hash of the address is kept, so that no import
            adds it again; they can still subscribe again themselves. This cannot be undone.
          </Trans>
        ) : (
          <Trans>The recipient will no longer receive your newsletter. This cannot be undone.</Trans>
        )
      }
      confirmLabel={erase ? <Trans>Erase recipient</Trans> : <Trans>Delete recipient</Trans>}
      pending={remove.isPending}
      error={remove.error?.message}
      onConfirm={() =>
        removal &&
        remove.mutate(
          { id: removal.recipient.id, erase },
          {
            onSuccess: () => {
              toast.success(erase ? t`Recipient erased` : t`Recipient deleted`);
              close();
            },
          },
        )
      }
    />
  );
}
