import type { WebPanel as WebPanelData } from '@gaceta/shared/statistics/dashboards';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowRight, Globe } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ChoiceToggle } from '@/components/form/choice-toggle';
import { useChannelChart, useWebTiles } from '@/features/statistics/components/channel-figures';
import { ChartFigure } from '@/features/statistics/components/chart-figure';
import { FigureTiles } from '@/features/statistics/components/figure-tiles';
import { MostReadTable } from '@/features/statistics/components/most-read-table';
import { cn } from '@/lib/utils';
import { PANEL_LINK, Panel } from './panel';

const SUMMARY_SHOWN = 5;

/**
 * The website: in summary the range's totals and the five most read news; in detail the views per
 * day (or month) and the most read news with all their figures.
 */
export function WebPanel({
  web,
  bucket,
  freshness,
  className,
}: {
  web: WebPanelData;
  bucket: 'day' | 'month';
  freshness: ReactNode;
  className?: string;
}) {
  const { t } = useLingui();
  const [view, setView] = useState<'summary' | 'detail'>('summary');
  return (
    <Panel
      className={className}
      icon={Globe}
      freshness={freshness}
      title={<Trans>Website</Trans>}
      description={<Trans>How visitors of your website read your news.</Trans>}
      actions={
        <ChoiceToggle
          label={t`View`}
          value={view}
          options={[
            { value: 'summary', label: <Trans>Summary</Trans> },
            { value: 'detail', label: <Trans>Detail</Trans> },
          ]}
          onChange={setView}
        />
      }
    >
      {view === 'summary' ? <WebSummary web={web} /> : <WebDetail web={web} bucket={bucket} />}
      <div className="mt-5 flex justify-end border-t pt-4">
        <Link to="/statistics/website" className={PANEL_LINK}>
          <Trans>Website statistics</Trans>
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </Panel>
  );
}

function WebSummary({ web }: { web: WebPanelData }) {
  const tiles = useWebTiles(web.totals).filter((tile) => tile.key === 'views' || tile.key === 'visitors');
  const mostRead = web.most_read.slice(0, SUMMARY_SHOWN);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <FigureTiles tiles={tiles} compact />
      <h3 className="text-sm font-medium text-ink-900">
        <Trans>Most read news</Trans>
      </h3>
      {mostRead.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No news was opened in this period.</Trans>
        </p>
      ) : (
        <ol className="-mt-2 divide-y">
          {mostRead.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 py-2.5">
              <Link
                to="/statistics/news/$id"
                params={{ id: item.id }}
                className={cn(PANEL_LINK, 'min-w-0 truncate text-ink-900')}
              >
                <span className="truncate">{item.title}</span>
              </Link>
              <span className="shrink-0 text-sm text-muted-foreground tabular-nums">
                <Plural value={item.views} one="# view" other="# views" />
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function WebDetail({ web, bucket }: { web: WebPanelData; bucket: 'day' | 'month' }) {
  const { t, i18n } = useLingui();
  const chart = useChannelChart('web', web.series, bucket);
  const views = new Intl.NumberFormat(i18n.locale).format(web.totals.views);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <ChartFigure
        summary={t`Chart of views, visitors and widget impressions over the period: ${views} views in all. The table below lists the most read news.`}
        locale={i18n.locale}
        {...chart}
      />
      {web.most_read.length > 0 && <MostReadTable news={web.most_read} />}
    </div>
  );
}
