import type { Sender } from '@gaceta/shared/newsletter/settings';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/test/render-with-api';
import { SenderVerification } from './sender-verification';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: actual.api.extend({ prefix: 'http://localhost/' }) };
});
afterEach(() => vi.unstubAllGlobals());

const SENDER: Sender = {
  id: '5e0b7c2a-0000-4000-8000-000000000001',
  email: 'boletin@despacho.es',
  verified: false,
  verified_at: null,
  code_expires_at: '2026-11-26T10:30:00.000Z',
  attempts_left: 3,
  created_at: '2026-11-26T10:00:00.000Z',
};

describe('SenderVerification', { timeout: 20_000 }, () => {
  it('sends the code typed, and shows the server’s refusal beside the field', async () => {
    const { user, calls } = renderWithApi(
      <SenderVerification sender={SENDER} timeZone="Europe/Madrid" onDeleted={() => {}} />,
      () =>
        Response.json(
          {
            code: 'SENDER_CODE_INVALID',
            message: 'Code not valid',
            details: { code: [{ key: 'sender_code.invalid', message: 'Code not valid' }], attempts_left: 2 },
          },
          { status: 422 },
        ),
    );
    expect(screen.getByText(/3 tries left/)).toBeTruthy();
    await user.type(screen.getByLabelText('Verification code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: `/v1/newsletter/senders/${SENDER.id}/verify`,
        body: { code: '123456' },
      }),
    );
    const field = screen.getByLabelText('Verification code');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(field);
  });

  it('asks for the code before sending anything', async () => {
    const { user, calls } = renderWithApi(
      <SenderVerification sender={SENDER} timeZone="Europe/Madrid" onDeleted={() => {}} />,
      () => Response.json({}),
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Code is required')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends a new code to the same address', async () => {
    const { user, calls } = renderWithApi(
      <SenderVerification sender={SENDER} timeZone="Europe/Madrid" onDeleted={() => {}} />,
      () => Response.json({ object: SENDER }, { status: 201 }),
    );
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/v1/newsletter/senders',
        body: { email: SENDER.email },
      }),
    );
  });

  it('shows a verified address without a code form', () => {
    renderWithApi(
      <SenderVerification
        sender={{ ...SENDER, verified: true, verified_at: '2026-11-26T10:05:00.000Z', code_expires_at: null }}
        timeZone="Europe/Madrid"
        onDeleted={() => {}}
      />,
      () => Response.json({}),
    );
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });
});
