import { AccessTokenState } from '@gaceta/shared/social';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { socialKeys } from './keys';

/** GET access_token: the office's connection per network (never a token). */
export function getConnections(): Promise<AccessTokenState> {
  return api.get('v1/social_media_configurations/access_token').json(AccessTokenState);
}

export const connectionsQueryOptions = () =>
  queryOptions({ queryKey: socialKeys.connections(), queryFn: getConnections });

export function useConnections() {
  return useQuery(connectionsQueryOptions());
}
