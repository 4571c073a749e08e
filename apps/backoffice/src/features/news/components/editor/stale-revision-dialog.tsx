import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';

/**
 * Someone saved the item after this editor opened it: the save was refused, nothing was
 * overwritten. Reloading shows their version (and drops these changes); staying keeps them on
 * screen to copy elsewhere, but a save is refused again until the item is reloaded.
 */
export function StaleRevisionDialog({
  open,
  onOpenChange,
  onReload,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Reads the item again (and opens the editor afresh). */
  onReload: (() => Promise<unknown>) | undefined;
}) {
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      await onReload?.();
    } finally {
      setReloading(false);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      destructive={false}
      pending={reloading}
      title={<Trans>Someone else saved this news item</Trans>}
      description={
        <Trans>
          Your changes were not saved, and theirs were not overwritten. Reload the item to see their version;
          your unsaved changes are then lost, so copy anything you want to keep first.
        </Trans>
      }
      cancelLabel={<Trans>Keep my changes on screen</Trans>}
      confirmLabel={<Trans>Reload the news item</Trans>}
      onConfirm={reload}
    />
  );
}
