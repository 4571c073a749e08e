import { mayUse } from '@gaceta/shared/accounts/roles';
import { CHANNELS, ownNetwork } from '@gaceta/shared/news/channels';
import { DEFAULT_WEB_WINDOW, type WebWindow } from '@gaceta/shared/website/web-window';
import { useQuery } from '@tanstack/react-query';
import { useMe } from '@/features/auth/api/get-me';
import type { NewsAccess, SocialReach } from '@/features/news/lib/news-actions';
import { connectionsQueryOptions } from '@/features/social/api/get-connections';
import { socialNetworksQueryOptions } from '@/features/social/api/get-social-networks';
import { useDisplayTimeZone } from '../../-components/date-time';

/**
 * What the office's social accounts mean for its news: the channels whose network's app the
 * operator has not configured, and the X account posts go out as. An admin acting as themselves
 * (the library's news) has no social accounts.
 */
export function useSocialReach(): SocialReach {
  const me = useMe();
  const ofOffice = me.office !== null;
  const networks = useQuery({ ...socialNetworksQueryOptions(), enabled: ofOffice });
  const connections = useQuery({ ...connectionsQueryOptions(), enabled: ofOffice });
  const unavailable = new Set(
    networks.data?.data.filter((network) => !network.available).map((network) => network.social_network),
  );
  const x = connections.data?.data.twitter;
  return {
    unconfigured: CHANNELS.filter((channel) => {
      const network = ownNetwork(channel);
      return network !== undefined && unavailable.has(network);
    }),
    xHandle: x?.account_name ?? null,
  };
}

/**
 * What the signed-in user may do with news, and the office's time zone that schedules are entered
 * and shown in: what the news list and the editor hand to the news feature's actions.
 */
export function useNewsAccess(): {
  access: NewsAccess;
  timeZone: string;
  webWindow: WebWindow;
  newsletter: boolean;
} {
  const me = useMe();
  const { unconfigured } = useSocialReach();
  return {
    access: {
      write: mayUse(me, 'news.write'),
      publish: mayUse(me, 'news.publish'),
      stats: mayUse(me, 'stats.view'),
      unconfigured,
    },
    timeZone: useDisplayTimeZone(),
    webWindow: me.office?.web_window ?? DEFAULT_WEB_WINDOW,
    newsletter: mayUse(me, 'newsletter.manage'),
  };
}
