import './styles.css';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FullPageLoader } from './components/feedback/full-page-loader';
import { RouteError } from './components/feedback/route-error';
import { initSentry } from './features/monitoring/init-sentry';
import { onSessionEnded } from './lib/api-client';
import { applyStoredLocale, i18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { routeTree } from './routeTree.gen';

const router = createRouter({
  routeTree,
  context: { queryClient },
  // Hovering a link fetches the screen's code and runs its guards; screens fetch their own data
  // (docs/decisions/011-route-loading.md).
  defaultPreload: 'intent',
  defaultPendingComponent: FullPageLoader,
  // A screen that fails shows why, translated, inside the frame around it, with a way to try again.
  defaultErrorComponent: RouteError,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

onSessionEnded((adminRestored) => {
  queryClient.clear();
  void router.navigate({ to: adminRestored ? '/office-management' : '/login' });
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

// The first screen must not flash untranslated: load the stored language before rendering.
void applyStoredLocale().then(() => {
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
  void initSentry(router);
});
