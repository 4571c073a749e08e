import { OneOf } from '@gaceta/shared/common';
import { Office } from '@gaceta/shared/offices';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /v1/office_settings: the caller's own office. */
export async function getOfficeSettings(): Promise<Office> {
  const { object } = await api.get('v1/office_settings').json(OneOf(Office));
  return object;
}

export const officeSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['office-settings'], queryFn: getOfficeSettings });

/** The route loader has fetched it before the screen renders. */
export function useOfficeSettings(): Office {
  return useSuspenseQuery(officeSettingsQueryOptions()).data;
}
