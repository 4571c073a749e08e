import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officeKeys } from '@/features/offices/api/keys';
import { userKeys } from '@/features/users/api/keys';
import { api } from '@/lib/api-client';
import { signupKeys } from './keys';

export type SignupDecision = 'approve' | 'reject';

/**
 * POST /v1/signup_requests/{id}/approve (creates or joins the office and the user, sends the
 * welcome email) or …/reject (sends a polite email). Admins only.
 */
export function decideSignupRequest({
  id,
  decision,
}: {
  id: string;
  decision: SignupDecision;
}): Promise<void> {
  return api.post(`v1/signup_requests/${id}/${decision}`).then(() => undefined);
}

export function useDecideSignupRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSignupRequest,
    // Approving may add an office and a user.
    onSuccess: () =>
      Promise.all(
        [signupKeys.pendingRequests(), officeKeys.lists(), userKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
