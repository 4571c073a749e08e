import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useFigureFormat } from './figures-table';

export interface FigureTile {
  key: string;
  icon: LucideIcon;
  label: string;
  /** Null where the figure is not known (a network that reports no impressions): a dash. */
  value: number | null;
  /** A fraction shown as a percentage. */
  percent?: boolean;
  /** What the figure counts, when its name does not say. */
  hint?: string;
  /** A rate beside the count ("Open rate", 0.452), a dash where there is none. */
  rate?: { label: string; value: number | null };
}

/** A range's totals, one tile each, in the reader's number format. */
export function FigureTiles({ tiles, compact }: { tiles: FigureTile[]; compact?: boolean }) {
  const format = useFigureFormat();
  return (
    <dl
      className={
        compact
          ? 'grid grid-cols-2 gap-3'
          : // Six tiles come in two rows of three rather than a row of four and a short one.
            cn('grid grid-cols-2 gap-3', tiles.length > 4 ? 'sm:grid-cols-3' : 'lg:grid-cols-4')
      }
    >
      {tiles.map(({ key, icon: Icon, label, value, percent, hint, rate }) => (
        <div key={key} className="flex flex-col gap-1 rounded-xl border bg-card p-4 shadow-xs">
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <Icon className="size-4 shrink-0" aria-hidden />
            {label}
          </dt>
          <dd
            className={
              compact
                ? 'font-serif text-2xl font-semibold text-ink-900 tabular-nums'
                : 'font-serif text-2xl font-semibold text-ink-900 tabular-nums sm:text-3xl'
            }
          >
            {format(value, percent)}
          </dd>
          {rate && (
            <dd className="text-sm font-medium text-ink-800">
              {rate.label}: <span className="tabular-nums">{format(rate.value, true)}</span>
            </dd>
          )}
          {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
