import type { WebFigures } from '@gaceta/shared/statistics';
import { useLingui } from '@lingui/react/macro';
import { Eye, MousePointerClick, Share2, Users } from 'lucide-react';

/** The range's totals, one tile each: views, visitors, widget impressions and share clicks. */
export function WebsiteFigures({ totals }: { totals: WebFigures }) {
  const { t, i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  const tiles = [
    { key: 'views', icon: Eye, label: t`Article views`, value: totals.views },
    {
      key: 'visitors',
      icon: Users,
      label: t`Visitors`,
      value: totals.visitors,
      hint: t`People who read an article, counted once a day`,
    },
    { key: 'impressions', icon: MousePointerClick, label: t`Widget impressions`, value: totals.impressions },
    { key: 'shares', icon: Share2, label: t`Share clicks`, value: totals.shares },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map(({ key, icon: Icon, label, value, hint }) => (
        <div key={key} className="flex flex-col gap-1 rounded-xl border bg-card p-4 shadow-xs">
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <Icon className="size-4 shrink-0" aria-hidden />
            {label}
          </dt>
          <dd className="font-serif text-2xl font-semibold text-ink-900 tabular-nums sm:text-3xl">
            {number.format(value)}
          </dd>
          {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
