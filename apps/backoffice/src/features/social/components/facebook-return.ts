/**
 * Facebook's login dialog returns to the configuration page with the user token and the state of
 * the authorisation in the URL's fragment (never sent to a server by the browser); the page then
 * lists the user's pages to choose. A token without its state did not come from a connection this
 * page started (someone may have sent the link): it is never used.
 */
export type FacebookReturn =
  | { kind: 'token'; accessToken: string; state: string }
  | { kind: 'unbound' }
  | { kind: 'cancelled' }
  | { kind: 'none' };

/** What the fragment says, once: it is cleared from the address bar. */
export function takeFacebookReturn(): FacebookReturn {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const query = new URLSearchParams(window.location.search);
  const accessToken = fragment.get('access_token');
  const state = fragment.get('state');
  const cancelled = query.get('error') ?? fragment.get('error');
  if (!accessToken && !cancelled) return { kind: 'none' };
  window.history.replaceState(null, '', window.location.pathname);
  if (!accessToken) return { kind: 'cancelled' };
  return state ? { kind: 'token', accessToken, state } : { kind: 'unbound' };
}
