import { AiCapabilities } from '@gaceta/shared/ai';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newsKeys } from './keys';

/** GET /v1/ai/capabilities: which actions the office's configuration can do (it changes only on restart). */
export function getCapabilities(): Promise<AiCapabilities> {
  return api.get('v1/ai/capabilities').json(AiCapabilities);
}

/** `enabled` false for someone who may not use the AI (decision 027): nothing is asked, nothing offered. */
export function useAiCapabilities(enabled = true) {
  return useQuery({
    queryKey: newsKeys.aiCapabilities,
    queryFn: getCapabilities,
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
