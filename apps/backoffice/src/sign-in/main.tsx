import './sign-in.css';
import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import { CookieConsent } from '@/components/layout/cookie-consent';
import { applyStoredLocale, i18n } from '@/lib/i18n';
import { Route as GuestRoute } from '@/routes/_guest';
import { Route as LoginRoute } from '@/routes/_guest/login';
import { loadClient } from './api-client';
import { LayoutWith, runGuard } from './router';

/**
 * What signing in leads to, fetched while the user types: the HTTP client the form sends with,
 * and the application's entry script and styles, named by its index.html.
 */
async function prefetchApplication() {
  void loadClient();
  const index = new DOMParser().parseFromString(await (await fetch('/index.html')).text(), 'text/html');
  for (const asset of index.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
    'script[type="module"][src], link[rel="modulepreload"], link[rel="stylesheet"]',
  )) {
    const link = document.createElement('link');
    link.rel = asset instanceof HTMLLinkElement && asset.rel === 'stylesheet' ? 'prefetch' : 'modulepreload';
    link.href = asset instanceof HTMLScriptElement ? asset.src : asset.href;
    document.head.append(link);
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('sign-in.html lacks #root');

try {
  // A signed-in visitor is sent on, as the application's route would.
  runGuard(LoginRoute);
  root.addEventListener('input', () => void prefetchApplication(), { once: true });
  void applyStoredLocale().then(() =>
    createRoot(root).render(
      <I18nProvider i18n={i18n}>
        <LayoutWith layout={GuestRoute} screen={LoginRoute} />
        <CookieConsent />
      </I18nProvider>,
    ),
  );
} catch (signedIn) {
  window.location.replace((signedIn as { to: string }).to);
}
