import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border border-brass-200 bg-brass-50 px-2.5 py-0.5 text-xs font-medium text-brass-700',
        className,
      )}
      {...props}
    />
  );
}
