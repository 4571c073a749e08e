import { useLingui } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

/**
 * Text to paste elsewhere (a snippet, a feed's address), shown whole and selectable, with a button
 * that copies it. When the browser refuses the clipboard, the spec's message asks to retry; the
 * text can still be selected by hand.
 */
export function CopyBlock({ label, text, code = false }: { label: string; text: string; code?: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => {
        setCopied(true);
        toast.success(t`Copied: ${label}`);
      },
      () => toast.error(t`Can't copy content, retry`),
    );
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-3">
        <span id={`${id}-label`} className="text-sm font-medium text-ink-800">
          {label}
        </span>
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? t`Copied` : t`Copy`}
          <span className="sr-only">{label}</span>
        </Button>
      </div>
      {code ? (
        // A line may scroll sideways: the area is a labelled region a keyboard can reach (decision 014).
        <section
          aria-labelledby={`${id}-label`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling area must be reachable by keyboard
          tabIndex={0}
          className="overflow-x-auto rounded-md border border-input bg-muted px-3 py-2.5 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <pre className="font-mono text-xs leading-relaxed text-ink-900">{text}</pre>
        </section>
      ) : (
        <p className="rounded-md border border-input bg-muted px-3 py-2.5 font-mono text-xs break-all text-ink-900">
          {text}
        </p>
      )}
    </div>
  );
}
