import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Toaster } from 'sonner';
import { CookieConsent } from '@/components/cookie-consent';
import { applyStoredLocale } from '@/lib/i18n';
import { NotFound } from './-not-found';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Before each navigation (spec section 2): an unknown stored locale becomes en.
  beforeLoad: applyStoredLocale,
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <CookieConsent />
      <Toaster position="top-center" richColors closeButton />
    </>
  );
}
