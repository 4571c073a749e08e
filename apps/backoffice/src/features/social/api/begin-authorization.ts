import {
  AuthorizationUrl,
  type ReturningNetwork,
  SOCIAL_AUTHORIZATION_CALLS,
  SOCIAL_RETURN_PAGES,
} from '@gaceta/shared/social';
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
  const searchParams = {
    [SOCIAL_AUTHORIZATION_CALLS[network].returnField]: returnPage(network),
    // Only LinkedIn asks for more when posting as a page.
    ...(organization && { organization: 'true' }),
  };
  return api
    .get(`v1/social_media_configurations/${network}/authorization_url`, { searchParams })
    .json(AuthorizationUrl);
}

/** Starts connecting: the browser leaves for the network's page and comes back to the return page. */
export function useBeginAuthorization() {
  return useMutation({
    mutationFn: beginAuthorization,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
