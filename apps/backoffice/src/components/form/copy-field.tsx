import { useLingui } from '@lingui/react/macro';
import { Copy } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/**
 * A value to paste elsewhere (a key, an address, a shortcode): shown read-only, selected on focus,
 * with a button that copies it. When the browser refuses the clipboard, it says to copy by hand.
 */
export function CopyField({
  label,
  value,
  copyLabel,
  copiedMessage,
  className,
}: {
  label: string;
  value: string;
  /** The copy button's accessible name. */
  copyLabel: string;
  copiedMessage: string;
  className?: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => toast.success(copiedMessage),
      () => toast.error(t`It could not be copied; select it and copy it by hand.`),
    );
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
          className="h-10 min-w-0 flex-1 rounded-md border border-input bg-muted px-3 font-mono text-xs"
        />
        <Button type="button" variant="outline" size="icon" aria-label={copyLabel} onClick={copy}>
          <Copy aria-hidden />
        </Button>
      </div>
    </div>
  );
}
