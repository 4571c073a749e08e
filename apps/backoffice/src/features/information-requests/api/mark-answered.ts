import { InformationRequest, type InformationRequestUpdate } from '@gaceta/shared/accounts/signup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { informationRequestKeys } from './keys';

/** PATCH /v1/information_requests/{id}: answered by the caller now, or waiting again. */
export function markAnswered({
  id,
  ...input
}: InformationRequestUpdate & { id: string }): Promise<InformationRequest> {
  return objectOf(api.patch(`v1/information_requests/${id}`, { json: input }), InformationRequest);
}

export function useMarkAnswered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAnswered,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: informationRequestKeys.all }),
  });
}
