import { PackageRequest } from '@gaceta/shared/newsletter/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, objectsOf } from '@/lib/api-client';
import { newsletterSettingsKeys } from './keys';

/** GET /v1/email_package_requests?status=pending (admins): every office's requests waiting. */
export function getPendingPackageRequests(): Promise<PackageRequest[]> {
  return objectsOf(
    api.get('v1/email_package_requests', { searchParams: { status: 'pending' } }),
    PackageRequest,
  );
}

export const pendingPackageRequestsQueryOptions = () =>
  queryOptions({
    queryKey: newsletterSettingsKeys.pendingPackageRequests(),
    queryFn: getPendingPackageRequests,
  });

export function usePendingPackageRequests() {
  return useQuery(pendingPackageRequestsQueryOptions());
}
