import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

/**
 * Asks before an action that cannot be undone. Stays open while the action runs, so a failure
 * can be read in place; the caller closes it on success.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = <Trans>Cancel</Trans>,
  onConfirm,
  pending,
  error,
  destructive = true,
  alternative,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  pending?: boolean;
  error?: string | null | undefined;
  destructive?: boolean;
  /** A second way to go on, beside the confirmation (e.g. "Save for review" beside "Publish now"). */
  alternative?: { label: ReactNode; onSelect: () => void };
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          {alternative && (
            <Button variant="outline" disabled={pending} onClick={alternative.onSelect}>
              {alternative.label}
            </Button>
          )}
          <Button variant={destructive ? 'destructive' : 'default'} pending={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
