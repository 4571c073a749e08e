import ky from 'ky';
import { toApiError } from './api-error';
import { clearSession, getToken } from './auth-storage';

/** Per-call options read by the hooks below. */
export type ApiContext = {
  /** The login call: a 401 there means wrong credentials, not an ended session. */
  isSignIn?: boolean;
};

let sendToSignIn: () => void = () => {};

/** main.tsx plugs in the router here, so a 401 anywhere returns to /login. */
export function onSessionEnded(handler: () => void): void {
  sendToSignIn = handler;
}

export const api = ky.create({
  // Same origin as the back-office: the API serves it.
  prefix: '/',
  retry: 0,
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = getToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    beforeError: [
      ({ error, options }) => {
        const apiError = toApiError(error);
        const context = options.context as ApiContext;
        if (apiError.status === 401 && !context.isSignIn) {
          clearSession();
          sendToSignIn();
        }
        return apiError;
      },
    ],
  },
});
