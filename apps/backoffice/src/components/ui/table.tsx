import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * A data table that scrolls sideways inside its card on narrow screens, a shadow at the edge where
 * more columns wait (`scroll-cue`, styles.css). Given a scrollLabel, the scrolling area is a named
 * region that takes focus, so a keyboard can scroll it too.
 */
export function Table({
  className,
  scrollLabel,
  scrollClassName,
  ...props
}: ComponentProps<'table'> & { scrollLabel?: string; scrollClassName?: string }) {
  return (
    <div
      className={cn(
        'scroll-cue relative w-full overflow-x-auto rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring',
        scrollClassName,
      )}
      {...(scrollLabel ? { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 } : {})}
    >
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('[&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b transition-colors hover:bg-muted/40', className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      className={cn(
        'h-10 px-3 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-3 align-middle', className)} {...props} />;
}
