import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { clearSession } from '@/lib/auth-storage';

/** Logout: the token leaves both stores and nothing of the user stays cached. */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    clearSession();
    queryClient.clear();
    void navigate({ to: '/login' });
  };
}
