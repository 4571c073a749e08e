import { AiUsageByOffice } from '@gaceta/shared/ai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/lib/api-client';
import { officeKeys } from './keys';

/** GET /v1/ai/usage/offices (admins): each office's AI calls and tokens over the last 30 days. */
export async function getAiUsageByOffice(): Promise<AiUsageByOffice> {
  return v.parse(AiUsageByOffice, await api.get('v1/ai/usage/offices').json());
}

export const aiUsageQueryOptions = () =>
  queryOptions({ queryKey: officeKeys.aiUsage(), queryFn: getAiUsageByOffice });

export function useAiUsageByOffice() {
  return useQuery(aiUsageQueryOptions());
}
