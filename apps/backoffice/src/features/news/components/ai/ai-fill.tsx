import { Trans } from '@lingui/react/macro';
import { Sparkles } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { Button } from '@/components/ui/button';
import { failure } from '../../lib/ai-failure';
import { AiLoader } from './ai-loader';

/**
 * A button that fills fields from an AI call (SEO, the summary, the other channel versions),
 * asking first when it would replace what is already written.
 */
export function AiFill<T>({
  label,
  available,
  run,
  filled,
  apply,
  confirmTitle,
  confirmDescription,
}: {
  label: ReactNode;
  available: boolean;
  /** The call; throws an ApiError, or a plain Error whose message is shown as is. */
  run: () => Promise<T>;
  /** Whether the fields it fills already hold something. */
  filled: boolean;
  apply: (result: T) => void;
  confirmTitle: ReactNode;
  confirmDescription: ReactNode;
}) {
  const unavailableId = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<{ result: T } | null>(null);

  const generate = async () => {
    setError(null);
    setPending(true);
    try {
      const result = await run();
      if (filled) setWaiting({ result });
      else apply(result);
    } catch (problem) {
      setError(
        problem instanceof Error && problem.name === 'AiInputError' ? problem.message : failure(problem),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="grid gap-2">
      <div>
        <Button
          type="button"
          variant="outline"
          aria-disabled={!available || pending}
          aria-describedby={available ? undefined : unavailableId}
          // A long label wraps on a phone rather than widening the form.
          className="h-auto min-h-10 whitespace-normal py-2 text-left aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          onClick={() => available && !pending && void generate()}
        >
          <Sparkles aria-hidden />
          {label}
        </Button>
      </div>
      {!available && (
        <p id={unavailableId} className="text-sm text-muted-foreground">
          <Trans>An administrator must configure an AI provider</Trans>
        </p>
      )}
      <div aria-live="polite">
        {pending && <AiLoader />}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={waiting !== null}
        onOpenChange={(open) => !open && setWaiting(null)}
        title={confirmTitle}
        description={confirmDescription}
        confirmLabel={<Trans>Replace</Trans>}
        destructive={false}
        onConfirm={() => {
          if (waiting) apply(waiting.result);
          setWaiting(null);
        }}
      />
    </div>
  );
}
