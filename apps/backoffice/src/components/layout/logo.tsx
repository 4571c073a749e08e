import { cn } from '@/lib/utils';

/** The Gaceta mark and word; `inverse` for dark backgrounds. */
export function Logo({ inverse = false, className }: { inverse?: boolean; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden>
        <rect width="32" height="32" rx="7" fill={inverse ? '#ffffff' : '#13233f'} />
        <path
          d="M21.5 10.2A8 8 0 1 0 23 17h-6.5"
          fill="none"
          stroke="#d9a441"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span
        className={cn(
          'font-serif text-2xl font-semibold tracking-tight',
          inverse ? 'text-white' : 'text-ink-900',
        )}
      >
        Gaceta
      </span>
    </span>
  );
}
