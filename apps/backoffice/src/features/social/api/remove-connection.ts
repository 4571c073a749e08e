import { AccessTokenState, type SocialNetwork } from '@gaceta/shared/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { socialKeys } from './keys';

/** PUT remove_access_token: forgets the network's tokens; posts and figures stay. */
export function removeConnection(network: SocialNetwork): Promise<AccessTokenState> {
  return api
    .put('v1/social_media_configurations/remove_access_token', { json: { social_network: network } })
    .json(AccessTokenState);
}

export function useRemoveConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeConnection,
    onSuccess: (state) => queryClient.setQueryData(socialKeys.connections(), state),
  });
}
