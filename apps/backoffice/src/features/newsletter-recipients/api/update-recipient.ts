import { Recipient, type RecipientUpdateInput } from '@gaceta/shared/newsletter/recipients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { recipientKeys } from './keys';

/** PUT /v1/newsletter/recipients/{id}: name, active flag or followed subjects. */
export function updateRecipient({
  id,
  input,
}: {
  id: string;
  input: RecipientUpdateInput;
}): Promise<Recipient> {
  return objectOf(api.put(`v1/newsletter/recipients/${id}`, { json: input }), Recipient);
}

export function useUpdateRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecipient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipientKeys.all }),
  });
}
