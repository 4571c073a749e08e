import { Trans } from '@lingui/react/macro';
import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from '../feedback/confirm-dialog';

/**
 * Asks before leaving a form with unsaved changes: a dialog for navigation inside the app, the
 * browser's own prompt for reloading or closing the tab (which cannot carry our words).
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker({ shouldBlockFn: () => dirty, enableBeforeUnload: dirty, withResolver: true });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title={<Trans>Leave without saving?</Trans>}
      description={
        <Trans>You have changes that are not saved yet. If you leave this page, they are lost.</Trans>
      }
      cancelLabel={<Trans>Stay on the page</Trans>}
      confirmLabel={<Trans>Leave without saving</Trans>}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
