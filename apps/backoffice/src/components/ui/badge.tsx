import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * What a badge says about its state: `success` for a good state (subscribed, sent), `danger` for a
 * problem, `muted` for one that simply ended; `neutral` (brass) for the rest, such as waiting.
 */
export type BadgeTone = 'neutral' | 'success' | 'danger' | 'muted';

const TONES: Record<BadgeTone, string> = {
  neutral: 'border-brass-200 bg-brass-50 text-brass-700',
  success: 'border-success/30 bg-success/10 text-success',
  danger: 'border-destructive/30 bg-destructive/10 text-destructive',
  muted: 'border-border bg-muted text-muted-foreground',
};

export function Badge({
  className,
  tone = 'neutral',
  ...props
}: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
