import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { clearSession, getWaitingAdminToken } from '@/lib/auth-storage';
import { signOut, signOutEverywhere } from '../api/sign-out';

/** Leaves the browser signed out: the token leaves both stores and nothing of the user stays cached. */
function useEndLocalSession(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    clearSession();
    queryClient.clear();
    void navigate({ to: '/login' });
  };
}

/**
 * Logout: the server stops accepting the token (and an admin's token waiting behind an
 * impersonation). Signed out locally even when the server cannot be reached.
 */
export function useLogout(): () => Promise<void> {
  const endLocalSession = useEndLocalSession();
  return async () => {
    const adminToken = getWaitingAdminToken();
    await Promise.allSettled([signOut(), ...(adminToken ? [signOut(adminToken)] : [])]);
    endLocalSession();
  };
}

/** Ends every session of the user, on every device, this one included. */
export function useSignOutEverywhere() {
  const { t } = useLingui();
  const endLocalSession = useEndLocalSession();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      endLocalSession();
      toast.success(t`You have been signed out on every device.`);
    },
    onError: (error) => toast.error(error.message),
  });
}
