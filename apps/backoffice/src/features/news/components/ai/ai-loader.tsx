import { Trans } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';

/** The AI's own loader (spec section 4): a 65 px spinner with its text, apart from the page loader. */
export function AiLoader() {
  return (
    <div className="flex flex-col items-center gap-2 py-4 text-sm text-muted-foreground">
      <LoaderCircle className="size-[65px] animate-spin text-ink-500" aria-hidden />
      <Trans>Generating with AI…</Trans>
    </div>
  );
}
