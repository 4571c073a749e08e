/**
 * Facebook's login dialog returns to the configuration page with the user token in the URL's
 * fragment (never sent to a server by the browser); the page then lists the user's pages to choose.
 */
export type FacebookReturn =
  | { kind: 'token'; accessToken: string }
  | { kind: 'cancelled' }
  | { kind: 'none' };

/** What the fragment says, once: it is cleared from the address bar. */
export function takeFacebookReturn(): FacebookReturn {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const query = new URLSearchParams(window.location.search);
  const accessToken = fragment.get('access_token');
  const cancelled = query.get('error') ?? fragment.get('error');
  if (!accessToken && !cancelled) return { kind: 'none' };
  window.history.replaceState(null, '', window.location.pathname);
  return accessToken ? { kind: 'token', accessToken } : { kind: 'cancelled' };
}
