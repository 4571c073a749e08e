import { AiCapabilities } from '@gaceta/shared/ai';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newsKeys } from './keys';

/** GET /v1/ai/capabilities: which actions the office's configuration can do (it changes only on restart). */
export function getCapabilities(): Promise<AiCapabilities> {
  return api.get('v1/ai/capabilities').json(AiCapabilities);
}

export function useAiCapabilities() {
  return useQuery({
    queryKey: newsKeys.aiCapabilities,
    queryFn: getCapabilities,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
