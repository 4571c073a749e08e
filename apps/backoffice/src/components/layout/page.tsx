import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * The frame of every signed-in screen: the same width and left edge on each, so moving between
 * screens does not make the title jump. Forms that read better narrow sit inside it in a
 * `max-w-3xl` block, aligned with the title rather than centred.
 */
export function PageFrame({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] content-start gap-6', className)}
      {...props}
    />
  );
}

/**
 * The screen's h1, with what the screen is for and its main actions. The heading takes focus after
 * each navigation (see focusPageHeading), hence tabIndex -1: focusable, not a Tab stop.
 */
export function PageHeader({
  eyebrow,
  title,
  description,
  actions,
}: {
  /** A short line above the title, such as which dashboard this is. */
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {eyebrow && (
          <p className="mb-2 text-sm font-semibold tracking-widest text-brass-600 uppercase">{eyebrow}</p>
        )}
        <h1 tabIndex={-1} className="font-serif text-3xl font-semibold text-ink-900 outline-none sm:text-4xl">
          {title}
        </h1>
        {description && <p className="mt-2 max-w-3xl text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

export const MAIN_CONTENT_ID = 'main-content';

/**
 * After a navigation, screen reader and keyboard users start from the new screen's title rather
 * than wherever focus was left (or <body>); without a title, from the main region.
 */
export function focusPageHeading(): void {
  const main = document.getElementById(MAIN_CONTENT_ID);
  const heading = main?.querySelector<HTMLElement>('h1[tabindex]');
  (heading ?? main)?.focus({ preventScroll: true });
}
