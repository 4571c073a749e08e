import { createFileRoute, redirect } from '@tanstack/react-router';
import { readSession } from '@/lib/auth-storage';

/** `/` is only a crossroads: the dashboard when signed in, the login otherwise. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: readSession() ? '/dashboard' : '/login' });
  },
});
