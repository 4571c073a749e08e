import { OfficeDisclaimers } from '@gaceta/shared/disclaimers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { officeSettingsKeys } from './keys';

/** GET /v1/office_settings/disclaimers: the legal disclaimer per news language. */
export function getDisclaimers(): Promise<OfficeDisclaimers> {
  return objectOf(api.get('v1/office_settings/disclaimers'), OfficeDisclaimers);
}

export const disclaimersQueryOptions = () =>
  queryOptions({ queryKey: officeSettingsKeys.disclaimers(), queryFn: getDisclaimers });

export function useDisclaimers() {
  return useQuery(disclaimersQueryOptions());
}
