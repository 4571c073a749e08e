import { MessageResponse } from '@gaceta/shared/accounts/auth';
import type { InformationRequestInput } from '@gaceta/shared/accounts/signup';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /v1/information_requests (public): stored and emailed to the provider. */
export function createInformationRequest(input: InformationRequestInput): Promise<MessageResponse> {
  return api.post('v1/information_requests', { json: input }).json(MessageResponse);
}

export function useCreateInformationRequest() {
  return useMutation({ mutationFn: createInformationRequest });
}
