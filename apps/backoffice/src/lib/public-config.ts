import { PublicConfigResponse } from '@gaceta/shared/public-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /v1/public_config: the settings a browser may see, and the operator's legal identity. */
export function getPublicConfig(): Promise<PublicConfigResponse> {
  return api.get('v1/public_config').json(PublicConfigResponse);
}

// It changes only when the server restarts with other settings.
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: getPublicConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
