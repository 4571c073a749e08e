import type { Sender } from '@gaceta/shared/newsletter/settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { KeyRound, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { QueryState } from '@/components/list/query-state';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDeleteSender } from '../api/delete-sender';
import { useSenders } from '../api/get-senders';
import { SenderStatus } from './sender-status';

/** The office's sender addresses, each with its state, its page (to enter the code) and delete. */
export function SenderList() {
  const { t } = useLingui();
  const senders = useSenders();
  const [deleting, setDeleting] = useState<Sender | null>(null);
  return (
    <>
      <QueryState
        query={senders}
        isEmpty={(loaded) => loaded.length === 0}
        emptyText={<Trans>No sender addresses yet. Add one: it receives a code to confirm it.</Trans>}
      >
        {(loaded) => (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>
                  <Trans>Address</Trans>
                </TableHead>
                <TableHead>
                  <Trans>State</Trans>
                </TableHead>
                <TableHead className="text-right">
                  <Trans>Actions</Trans>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {loaded.map((sender) => (
                <TableRow key={sender.id}>
                  <TableCell className="font-medium break-all">{sender.email}</TableCell>
                  <TableCell>
                    <SenderStatus sender={sender} />
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    {!sender.verified && (
                      <Button asChild variant="outline" size="sm">
                        <Link to="/settings/edit-configuration-email/$id" params={{ id: sender.id }}>
                          <KeyRound aria-hidden />
                          <Trans>Enter the code</Trans>
                        </Link>
                      </Button>
                    )}
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t`Delete ${sender.email}`}
                      onClick={() => setDeleting(sender)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryState>
      <DeleteSenderDialog sender={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

/** Asks before deleting a sender address; `onDeleted` runs after it is gone. */
export function DeleteSenderDialog({
  sender,
  onClose,
  onDeleted,
}: {
  sender: Sender | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useLingui();
  const remove = useDeleteSender();
  const close = () => {
    remove.reset();
    onClose();
  };
  const email = sender?.email ?? '';
  return (
    <ConfirmDialog
      open={sender !== null}
      onOpenChange={(open) => !open && close()}
      title={<Trans>Delete {email}?</Trans>}
      description={
        <Trans>
          The newsletter can no longer be sent from this address until it is added and verified again.
        </Trans>
      }
      confirmLabel={<Trans>Delete</Trans>}
      pending={remove.isPending}
      error={remove.error?.message}
      onConfirm={() =>
        sender &&
        remove.mutate(sender.id, {
          onSuccess: () => {
            toast.success(t`Sender deleted`);
            close();
            onDeleted?.();
          },
        })
      }
    />
  );
}
