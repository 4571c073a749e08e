import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '../ui/dialog';

const TYPED_FIELD =
  'form :is(input:not([type=file], [type=hidden], [type=checkbox], [type=radio]), textarea)';

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
      <DialogContent
        closeLabel={t`Close`}
        className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto"
        onOpenAutoFocus={(event) => {
          // Typing starts at once: the first field to type in, not a picture picker before it.
          const field = (event.currentTarget as HTMLElement).querySelector<HTMLElement>(TYPED_FIELD);
          if (!field) return;
          event.preventDefault();
          field.focus();
        }}
      >
        {open && children}
      </DialogContent>
    </Dialog>
  );
}
