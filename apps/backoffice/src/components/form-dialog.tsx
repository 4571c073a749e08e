import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Dialog, DialogContent } from './ui/dialog';

/**
 * A long form in a modal that scrolls within the screen. The form is mounted only while open,
 * so each opening starts from the current data rather than from what was typed last time.
 */
export function FormDialog({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Close`} className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        {open && children}
      </DialogContent>
    </Dialog>
  );
}
