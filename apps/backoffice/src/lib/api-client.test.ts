import { messages as sharedPortuguese } from '@gaceta/shared/i18n/pt.po';
import { i18n } from '@lingui/core';
import type { Input } from 'ky';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as spanish } from '../locales/es/messages.po';
import { api, objectOf, objectsOf, onSessionEnded } from './api-client';
import { ApiError } from './api-error';
import { ADMIN_TOKEN_KEY, TOKEN_KEY } from './auth-storage';
import { MemoryStorage } from './memory-storage.test-helper';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** Calls the real client against a canned answer (or a network failure) and returns what it threw. */
async function failureOf(answer: () => Response, context?: Record<string, unknown>): Promise<ApiError> {
  const fetch = vi.fn(async () => answer());
  const error = await api
    .get('v1/anything', { fetch, baseUrl: 'http://gaceta.test', ...(context ? { context } : {}) })
    .json()
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(() => onSessionEnded(() => {}));

describe('api client errors', () => {
  it('turns a network failure into the network message', async () => {
    const error = await failureOf(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(error).toMatchObject({ code: 'NETWORK', message: 'Network not available or server is down' });
  });

  it('turns a 500 into "Internal server error" whatever the body says', async () => {
    const error = await failureOf(() => json(500, { code: 'INTERNAL', message: 'stack trace here' }));
    expect(error).toMatchObject({ status: 500, message: 'Internal server error' });
  });

  it("joins a 422's field messages with ', '", async () => {
    const error = await failureOf(() =>
      json(422, {
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        details: {
          email: [{ key: 'email.invalid', message: 'Email must be valid' }],
          name: [
            { key: 'name.required', message: 'Name is required' },
            { key: 'field.too_long', message: 'At most 50 characters', params: { max: 50 } },
          ],
        },
      }),
    );
    expect(error.message).toBe('Email must be valid, Name is required, At most 50 characters');
    expect(error.fields).toEqual({
      email: 'Email must be valid',
      name: 'Name is required, At most 50 characters',
    });
  });

  it('translates field messages by key, with their parameters, in a 422 and a 409 about a field', async () => {
    i18n.loadAndActivate({ locale: 'pt', messages: { ...sharedPortuguese } });
    const invalid = await failureOf(() =>
      json(422, {
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        details: {
          id: [{ key: 'id.invalid', message: 'Invalid id' }],
          name: [{ key: 'field.too_long', message: 'At most 50 characters', params: { max: 50 } }],
        },
      }),
    );
    expect(invalid.fields).toEqual({ id: 'Identificador inválido', name: 'No máximo 50 caracteres' });
    const taken = await failureOf(() =>
      json(409, {
        code: 'CONFLICT',
        message: 'A user with this email already exists',
        details: {
          email: [{ key: 'email.taken_by_user', message: 'A user with this email already exists' }],
        },
      }),
    );
    expect(taken).toMatchObject({
      message: 'Já existe um utilizador com este email',
      fields: { email: 'Já existe um utilizador com este email' },
    });
  });

  it('shows the English text of a key this back-office does not know yet', async () => {
    const error = await failureOf(() =>
      json(422, {
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        details: { color: [{ key: 'color.unknown', message: 'Unknown colour' }] },
      }),
    );
    expect(error.fields).toEqual({ color: 'Unknown colour' });
  });

  it('translates by code, and falls back to the server message for an unknown code', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    const known = await failureOf(() => json(404, { code: 'NOT_FOUND', message: "doesn't matter" }));
    expect(known.message).toBe('No se ha encontrado ningún registro');
    const unknown = await failureOf(() => json(409, { code: 'SOMETHING_NEW', message: 'Brand new failure' }));
    expect(unknown.message).toBe('Brand new failure');
  });

  it('reads Retry-After on a 429', async () => {
    const error = await failureOf(() =>
      json(429, { code: 'RATE_LIMITED', message: 'x' }, { 'Retry-After': '42' }),
    );
    expect(error).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 42 });
  });
});

describe('api client 401', () => {
  it('erases the token and returns to sign-in', async () => {
    const sendToSignIn = vi.fn();
    onSessionEnded(sendToSignIn);
    localStorage.setItem(TOKEN_KEY, 'revoked');
    await failureOf(() => json(401, { code: 'TOKEN_INVALID', message: 'Invalid or expired token' }));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sendToSignIn).toHaveBeenCalledExactlyOnceWith(false);
  });

  it("hands back the admin's session when an impersonation token is refused", async () => {
    const sessionEnded = vi.fn();
    onSessionEnded(sessionEnded);
    sessionStorage.setItem(ADMIN_TOKEN_KEY, 'admin-token');
    sessionStorage.setItem(TOKEN_KEY, 'office-user-token');
    await failureOf(() => json(401, { code: 'TOKEN_INVALID', message: 'Invalid or expired token' }));
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('admin-token');
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(sessionEnded).toHaveBeenCalledWith(true);
  });

  it('leaves the session alone on the sign-in call itself', async () => {
    const sendToSignIn = vi.fn();
    onSessionEnded(sendToSignIn);
    const error = await failureOf(
      () => json(401, { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' }),
      { isSignIn: true },
    );
    expect(error.message).toBe('Invalid email or password');
    expect(sendToSignIn).not.toHaveBeenCalled();
  });

  it('leaves the session alone when a sign-out finds the token already dead', async () => {
    const sessionEnded = vi.fn();
    onSessionEnded(sessionEnded);
    sessionStorage.setItem(ADMIN_TOKEN_KEY, 'admin-token');
    sessionStorage.setItem(TOKEN_KEY, 'office-user-token');
    await failureOf(() => json(401, { code: 'TOKEN_INVALID', message: 'Invalid or expired token' }), {
      isSignOut: true,
    });
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('office-user-token');
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('sends the stored token as a bearer, unless the call names its own', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'the-token');
    let authorization: string | null = null;
    const fetch = vi.fn(async (request: Input) => {
      authorization = new Request(request).headers.get('Authorization');
      return json(200, {});
    });
    await api.get('v1/me', { fetch, baseUrl: 'http://gaceta.test' }).json();
    expect(authorization).toBe('Bearer the-token');
    const headers = { Authorization: 'Bearer waiting-admin-token' };
    await api.post('v1/auth/sign_out', { fetch, baseUrl: 'http://gaceta.test', headers }).json();
    expect(authorization).toBe('Bearer waiting-admin-token');
  });
});

describe('api client envelopes', () => {
  const Item = v.object({ id: v.string() });
  const answering = (body: unknown) =>
    api.get('v1/items', { fetch: vi.fn(async () => json(200, body)), baseUrl: 'http://gaceta.test' });

  it('hands back the record of a { object } answer and the records of a { objects } answer', async () => {
    expect(await objectOf(answering({ object: { id: 'a' } }), Item)).toEqual({ id: 'a' });
    expect(await objectsOf(answering({ objects: [{ id: 'a' }, { id: 'b' }] }), Item)).toEqual([
      { id: 'a' },
      { id: 'b' },
    ]);
  });

  it('refuses an answer whose record does not match the schema', async () => {
    await expect(objectOf(answering({ object: { id: 1 } }), Item)).rejects.toThrow();
    await expect(objectsOf(answering({ object: { id: 'a' } }), Item)).rejects.toThrow();
  });
});
