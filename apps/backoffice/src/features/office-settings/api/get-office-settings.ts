import { Office } from '@gaceta/shared/accounts/offices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { officeSettingsKeys } from './keys';

/** GET /v1/office_settings: the caller's own office. */
export function getOfficeSettings(): Promise<Office> {
  return objectOf(api.get('v1/office_settings'), Office);
}

export const officeSettingsQueryOptions = () =>
  queryOptions({ queryKey: officeSettingsKeys.all, queryFn: getOfficeSettings });

export function useOfficeSettings() {
  return useQuery(officeSettingsQueryOptions());
}
