import { SocialConnection } from '@gaceta/shared/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { returnPage } from './begin-authorization';
import { socialKeys } from './keys';

export type ConnectInput =
  | { network: 'linkedin'; code: string; state: string }
  | { network: 'twitter'; oauth_token: string; oauth_verifier: string }
  | { network: 'facebook'; access_token: string; page_name: string };

/** POST …/{network}/connect with what the network handed the return page. */
export function connectNetwork(input: ConnectInput): Promise<SocialConnection> {
  const base = 'v1/social_media_configurations';
  if (input.network === 'linkedin') {
    const searchParams = { code: input.code, state: input.state, redirect_uri: returnPage('linkedin') };
    return objectOf(api.post(`${base}/linkedin/connect`, { searchParams }), SocialConnection);
  }
  if (input.network === 'twitter') {
    const searchParams = { oauth_token: input.oauth_token, oauth_verifier: input.oauth_verifier };
    return objectOf(api.post(`${base}/twitter/connect`, { searchParams }), SocialConnection);
  }
  const json = { access_token: input.access_token, page_name: input.page_name };
  return objectOf(api.post(`${base}/facebook/connect`, { json }), SocialConnection);
}

export function useConnectNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectNetwork,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.connections() }),
  });
}
