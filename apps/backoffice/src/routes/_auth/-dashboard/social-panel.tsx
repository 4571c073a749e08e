import { SOCIAL_NETWORK_NAMES } from '@gaceta/shared/news/channels';
import type { SocialPanel as SocialPanelData } from '@gaceta/shared/statistics/dashboards';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { ConnectionStatusBadge } from '@/features/social/components/connection-status';
import { FiguresTable } from '@/features/statistics/components/figures-table';
import { Panel } from './panel';

/** The social networks: each network's state, and what its posts gained in the range. */
export function SocialPanel({
  social,
  freshness,
  className,
}: {
  social: SocialPanelData;
  freshness: ReactNode;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <Panel
      className={className}
      icon={Share2}
      freshness={freshness}
      title={<Trans>Social networks</Trans>}
      description={<Trans>What your posts gained on each network in the period.</Trans>}
    >
      <FiguresTable
        label={t`Figures per network`}
        rows={social.networks}
        rowKey={(network) => network.social_network}
        leading={[
          {
            key: 'network',
            header: <Trans>Network</Trans>,
            cell: (network) => (
              <span className="flex flex-wrap items-center gap-2">
                <Link
                  to="/statistics/social-media/$rrss"
                  params={{ rrss: network.social_network }}
                  className="font-medium text-ink-900 underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {SOCIAL_NETWORK_NAMES[network.social_network]}
                </Link>
                <ConnectionStatusBadge status={network.status} available={network.available} />
              </span>
            ),
            cellClassName: 'min-w-44',
          },
        ]}
        figures={[
          { key: 'posts', header: <Trans>Posts</Trans>, value: (network) => network.posts },
          { key: 'likes', header: <Trans>Likes</Trans>, value: (network) => network.totals.likes },
          { key: 'comments', header: <Trans>Comments</Trans>, value: (network) => network.totals.comments },
          { key: 'shares', header: <Trans>Shares</Trans>, value: (network) => network.totals.shares },
        ]}
      />
    </Panel>
  );
}
