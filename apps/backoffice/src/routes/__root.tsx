import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { FullPageRouteError } from '@/components/feedback/route-error';
import { CookieConsent } from '@/components/layout/cookie-consent';
import { applyStoredLocale } from '@/lib/i18n';
import { NotFound } from './-not-found';

export interface RouterContext {
  queryClient: QueryClient;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The screen's name (one of SCREEN_TITLES): the document title reads "Users · Gaceta". */
    title?: MessageDescriptor;
  }
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Before each navigation (spec section 2): an unknown stored locale becomes en.
  beforeLoad: applyStoredLocale,
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: FullPageRouteError,
});

/** The tab and history entry name the screen, in the interface language, from the deepest route naming it. */
function useDocumentTitle() {
  const { i18n } = useLingui();
  const title = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.title)?.staticData.title,
  });
  const screen = title && i18n._(title);
  useEffect(() => {
    document.title = screen ? `${screen} · Gaceta` : 'Gaceta';
  }, [screen]);
}

function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <CookieConsent />
      <Toaster position="top-center" richColors closeButton />
    </>
  );
}
