import { AuthorizationUrl, type ReturningNetwork, SOCIAL_RETURN_PAGES } from '@gaceta/shared/social';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The back-office page a network returns the office to (the API accepts no other). */
export function returnPage(network: ReturningNetwork): string {
  return new URL(SOCIAL_RETURN_PAGES[network], window.location.origin).href;
}

export interface BeginInput {
  network: ReturningNetwork;
  organization?: boolean;
}

/** Where to send the office to authorise: the network's own page (the API keeps the secrets). */
export function beginAuthorization({ network, organization = false }: BeginInput): Promise<AuthorizationUrl> {
  const base = 'v1/social_media_configurations';
  if (network === 'twitter') {
    return api
      .get(`${base}/twitter/request_token`, { searchParams: { callback_url: returnPage('twitter') } })
      .json(AuthorizationUrl);
  }
  if (network === 'linkedin') {
    const searchParams = { redirect_uri: returnPage('linkedin'), organization: String(organization) };
    return api.get(`${base}/linkedin/authorization_url`, { searchParams }).json(AuthorizationUrl);
  }
  return api
    .get(`${base}/facebook/authorization_url`, { searchParams: { redirect_uri: returnPage('facebook') } })
    .json(AuthorizationUrl);
}

/** Starts connecting: the browser leaves for the network's page and comes back to the return page. */
export function useBeginAuthorization() {
  return useMutation({
    mutationFn: beginAuthorization,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
