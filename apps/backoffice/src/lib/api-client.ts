import { ListOf, ObjectOf } from '@gaceta/shared/common';
import ky, { type ResponsePromise } from 'ky';
import type * as v from 'valibot';
import { toApiError } from './api-error';
import { clearSession, getToken, stopImpersonation } from './auth-storage';
import { i18n } from './i18n';

/** Per-call options read by the hooks below. */
export type ApiContext = {
  /** The login call: a 401 there means wrong credentials, not an ended session. */
  isSignIn?: boolean;
  /** A sign-out call: a 401 there means the token had already stopped working, nothing more to end. */
  isSignOut?: boolean;
};

/** `adminRestored`: an impersonation ended, and the admin's own session is back. */
type SessionEndedHandler = (adminRestored: boolean) => void;
let sessionEnded: SessionEndedHandler = () => {};

/**
 * main.tsx plugs in the router here, so a 401 anywhere returns to /login, or, when an admin's
 * impersonation token is refused (expired, or the user's roles changed), to the admin view.
 */
export function onSessionEnded(handler: SessionEndedHandler): void {
  sessionEnded = handler;
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
        // A call may name its own token (signing out the admin's waiting one).
        if (token && !request.headers.has('Authorization'))
          request.headers.set('Authorization', `Bearer ${token}`);
        // The API answers (and writes emails) in the language the person chose here, not the browser's.
        if (i18n.locale) request.headers.set('Accept-Language', i18n.locale);
      },
    ],
    beforeError: [
      ({ error, options }) => {
        const apiError = toApiError(error);
        const context = options.context as ApiContext;
        if (apiError.status === 401 && !context.isSignIn && !context.isSignOut) {
          const adminRestored = stopImpersonation();
          if (!adminRestored) clearSession();
          sessionEnded(adminRestored);
        }
        return apiError;
      },
    ],
  },
});

/** The record of a `{ object }` answer, checked against its schema. */
export async function objectOf<T extends v.GenericSchema>(
  response: ResponsePromise,
  schema: T,
): Promise<v.InferOutput<T>> {
  const { object } = await response.json(ObjectOf(schema));
  return object;
}

/** The records of a `{ objects }` answer (a list that comes whole), checked against their schema. */
export async function objectsOf<T extends v.GenericSchema>(
  response: ResponsePromise,
  schema: T,
): Promise<v.InferOutput<T>[]> {
  const { objects } = await response.json(ListOf(schema));
  return objects;
}
