import { createFileRoute, redirect } from '@tanstack/react-router';
import { FullPageLoader } from '@/components/feedback/full-page-loader';
import { FullPageRouteError } from '@/components/feedback/route-error';
import { meQueryOptions } from '@/features/auth/api/get-me';
import { ApiError } from '@/lib/api-error';
import { readSession } from '@/lib/auth-storage';
import { AppShell } from './_auth/-components/app-shell';

/** Every signed-in screen sits under this guard: no valid token, no entry (spec section 4). */
export const Route = createFileRoute('/_auth')({
  beforeLoad: async ({ context, location }) => {
    const session = readSession();
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
    try {
      await context.queryClient.ensureQueryData(meQueryOptions());
    } catch (error) {
      // The API refused the token (revoked, or its user deactivated): the client has already erased it.
      if (error instanceof ApiError && error.status === 401) throw redirect({ to: '/login' });
      throw error;
    }
    return { session };
  },
  // The loader covers the page at once while the user is fetched, rather than after the default second,
  // and leaves as soon as the user is there (the router would otherwise hold it for half a second).
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: FullPageLoader,
  // Without the signed-in user there is no frame to show an error in.
  errorComponent: FullPageRouteError,
  component: SignedIn,
});

/**
 * Keyed by the token, so a change of identity (an admin starting or stopping acting as an
 * office) mounts the signed-in screens afresh rather than keep what the other identity saw.
 */
function SignedIn() {
  const { session } = Route.useRouteContext();
  return <AppShell key={session.token} />;
}
