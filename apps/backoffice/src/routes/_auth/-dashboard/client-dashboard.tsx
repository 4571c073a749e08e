import { mayUse } from '@gaceta/shared/accounts/roles';
import type { StatisticsRange } from '@gaceta/shared/statistics';
import { Trans } from '@lingui/react/macro';
import { QueryState } from '@/components/list/query-state';
import { useMe } from '@/features/auth/api/get-me';
import { useDashboard } from '@/features/dashboards/api/get-dashboard';
import { DataUntil } from '@/features/statistics/components/data-until';
import { RangeSelector } from '@/features/statistics/components/range-selector';
import { useDisplayTimeZone } from '../-components/date-time';
import { AboutPlatform } from './about-platform';
import { AccountsPanel } from './accounts-panel';
import { NewsPanel } from './news-panel';
import { NewsletterPanel } from './newsletter-panel';
import { SetupCards } from './setup-cards';
import { SocialPanel } from './social-panel';
import { WebPanel } from './web-panel';

/**
 * The office's dashboard (spec section 2): what to set up, then a panel per channel the user's
 * roles allow. GET /v1/dashboard sends only those panels, so a panel absent from it is not shown.
 */
export function ClientDashboard({
  range,
  onRangeChange,
}: {
  range: StatisticsRange;
  onRangeChange: (range: StatisticsRange) => void;
}) {
  const me = useMe();
  const dashboard = useDashboard(range);
  const timeZone = useDisplayTimeZone();
  // Ranges change figures only: without statistics there is nothing for them to change.
  const hasFigures = mayUse(me, 'stats.view');
  return (
    <>
      <SetupCards />
      {hasFigures && <RangeSelector value={range} onChange={onRangeChange} />}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="grid min-w-0 content-start gap-6 [&>*]:min-w-0">
          <QueryState query={dashboard}>
            {({ panels, bucket, data_until }) => {
              const freshness = <DataUntil at={data_until} timeZone={timeZone} />;
              return (
                <>
                  {panels.news && (
                    <NewsPanel statistics={panels.web && { mostRead: panels.web.most_read, range }} />
                  )}
                  {panels.web && <WebPanel web={panels.web} bucket={bucket} freshness={freshness} />}
                  {panels.newsletter && (
                    <NewsletterPanel newsletter={panels.newsletter} bucket={bucket} freshness={freshness} />
                  )}
                  {panels.social && <SocialPanel social={panels.social} freshness={freshness} />}
                  {panels.accounts && <AccountsPanel accounts={panels.accounts} />}
                  {!panels.news && !panels.web && !panels.accounts && (
                    <p className="text-muted-foreground">
                      <Trans>The side menu leads to the screens your roles give you.</Trans>
                    </p>
                  )}
                </>
              );
            }}
          </QueryState>
        </div>
        <AboutPlatform />
      </div>
    </>
  );
}
