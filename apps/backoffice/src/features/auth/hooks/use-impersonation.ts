import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { setImpersonation, stopImpersonation } from '@/lib/auth-storage';
import { impersonate } from '../api/impersonate';
import { signOut } from '../api/sign-out';

/**
 * An admin starts acting as an office user: their own token waits aside, and nothing cached
 * under the admin's identity is shown to the office (or the other way round).
 */
export function useStartImpersonation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: impersonate,
    onSuccess: ({ token }) => {
      setImpersonation(token);
      queryClient.clear();
      void navigate({ to: '/dashboard' });
    },
  });
}

/**
 * Back to the admin view with the admin's own token; with none waiting, the session ends. The
 * impersonation token is signed out on the server first, so it cannot be used again.
 */
export function useStopImpersonation(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await signOut().catch(() => undefined);
    const restored = stopImpersonation();
    queryClient.clear();
    void navigate({ to: restored ? '/office-management' : '/login' });
  };
}
