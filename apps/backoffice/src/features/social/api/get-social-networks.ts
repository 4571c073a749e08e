import { SocialNetworks } from '@gaceta/shared/social';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { socialKeys } from './keys';

/** GET social_networks: the networks, whether each can be connected here, and what each can do. */
export function getSocialNetworks(): Promise<SocialNetworks> {
  return api.get('v1/social_media_configurations/social_networks').json(SocialNetworks);
}

export const socialNetworksQueryOptions = () =>
  queryOptions({
    queryKey: socialKeys.networks(),
    queryFn: getSocialNetworks,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSocialNetworks() {
  return useQuery(socialNetworksQueryOptions());
}
