import { PackageRequest, type PackageRequestInput } from '@gaceta/shared/newsletter/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { newsletterSettingsKeys } from './keys';

/** POST /v1/email_quota/requests: asks the provider for a package of emails. */
export function requestEmailPackage(input: PackageRequestInput): Promise<PackageRequest> {
  return objectOf(api.post('v1/email_quota/requests', { json: input }), PackageRequest);
}

export function useRequestEmailPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestEmailPackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterSettingsKeys.quota() }),
  });
}
