import { PackageRequest } from '@gaceta/shared/newsletter/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { newsletterSettingsKeys } from './keys';

export type PackageDecision = 'approve' | 'reject';

/**
 * POST /v1/email_package_requests/{id}/approve (raises the office's quota) or …/reject; either way
 * the office is told by email. Admins only.
 */
export function decidePackageRequest({
  id,
  decision,
}: {
  id: string;
  decision: PackageDecision;
}): Promise<PackageRequest> {
  return objectOf(api.post(`v1/email_package_requests/${id}/${decision}`), PackageRequest);
}

export function useDecidePackageRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePackageRequest,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: newsletterSettingsKeys.pendingPackageRequests() }),
  });
}
