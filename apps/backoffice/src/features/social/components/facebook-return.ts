/**
 * Facebook's login dialog returns to the configuration page with the user token in the URL's
 * fragment (never sent to a server); the page name the office typed waits in this tab meanwhile.
 */
const PAGE_KEY = 'gaceta.social.facebook-page';

export function rememberFacebookPage(name: string): void {
  sessionStorage.setItem(PAGE_KEY, name);
}

export type FacebookReturn =
  | { kind: 'token'; accessToken: string; pageName: string }
  | { kind: 'cancelled' }
  | { kind: 'none' };

/** What the fragment says, once: it is cleared from the address bar and the page name forgotten. */
export function takeFacebookReturn(): FacebookReturn {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const query = new URLSearchParams(window.location.search);
  const accessToken = fragment.get('access_token');
  const cancelled = query.get('error') ?? fragment.get('error');
  if (!accessToken && !cancelled) return { kind: 'none' };
  window.history.replaceState(null, '', window.location.pathname);
  const pageName = sessionStorage.getItem(PAGE_KEY) ?? '';
  sessionStorage.removeItem(PAGE_KEY);
  return accessToken ? { kind: 'token', accessToken, pageName } : { kind: 'cancelled' };
}
