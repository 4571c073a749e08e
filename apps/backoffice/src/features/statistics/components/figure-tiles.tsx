import { useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';

export interface FigureTile {
  key: string;
  icon: LucideIcon;
  label: string;
  value: number;
  /** What the figure counts, when its name does not say. */
  hint?: string;
}

/** A range's totals, one tile each, in the reader's number format. */
export function FigureTiles({ tiles, compact }: { tiles: FigureTile[]; compact?: boolean }) {
  const { i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  return (
    <dl className={compact ? 'grid grid-cols-2 gap-3' : 'grid grid-cols-2 gap-3 lg:grid-cols-4'}>
      {tiles.map(({ key, icon: Icon, label, value, hint }) => (
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
            {number.format(value)}
          </dd>
          {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
