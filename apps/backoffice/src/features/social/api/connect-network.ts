import {
  SOCIAL_AUTHORIZATION_CALLS,
  SocialAccounts,
  SocialConnection,
  type SocialNetwork,
} from '@gaceta/shared/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { returnPage } from './begin-authorization';
import { socialKeys } from './keys';

export type ConnectInput =
  | { network: 'linkedin'; code: string; state: string }
  | { network: 'twitter'; oauth_token: string; oauth_verifier: string }
  | { network: 'facebook'; access_token: string; state: string; page_name: string };

/** POST …/{network}/connect with what the network handed the return page, where the network sends it. */
export function connectNetwork({ network, ...returned }: ConnectInput): Promise<SocialConnection> {
  const { connect, connectIn, returnField } = SOCIAL_AUTHORIZATION_CALLS[network];
  // A connect that names the return page again (LinkedIn's) names ours: the API checks it is the same.
  const fields =
    returnField in connect.entries ? { ...returned, [returnField]: returnPage(network) } : returned;
  const sent = connectIn === 'json' ? { json: fields } : { searchParams: fields };
  return objectOf(api.post(`v1/social_media_configurations/${network}/connect`, sent), SocialConnection);
}

export function useConnectNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectNetwork,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.connections() }),
  });
}

/** POST facebook/pages: the pages the returned user token may post to, before connecting one. */
export function facebookPages(returned: { access_token: string; state: string }): Promise<SocialAccounts> {
  return api.post('v1/social_media_configurations/facebook/pages', { json: returned }).json(SocialAccounts);
}

export function useFacebookPages() {
  return useMutation({ mutationFn: facebookPages });
}

/** PUT {network}/account: the connection posts as another of its accounts. */
export function chooseAccount(input: {
  network: SocialNetwork;
  account_id: string;
}): Promise<SocialConnection> {
  return objectOf(
    api.put(`v1/social_media_configurations/${input.network}/account`, {
      json: { account_id: input.account_id },
    }),
    SocialConnection,
  );
}

export function useChooseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.connections() }),
  });
}
