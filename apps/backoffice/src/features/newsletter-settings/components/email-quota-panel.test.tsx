import type { EmailQuota } from '@gaceta/shared/newsletter/settings';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/test/render-with-api';
import { EmailQuotaPanel } from './email-quota-panel';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: actual.api.extend({ prefix: 'http://localhost/' }) };
});
afterEach(() => vi.unstubAllGlobals());

const QUOTA: EmailQuota = { contracted: 10000, sent: 3240, remaining: 6760, pending_requests: [] };

describe('EmailQuotaPanel', { timeout: 20_000 }, () => {
  it('shows the figures and requests a package only after a confirmation showing its size', async () => {
    const { user, calls } = renderWithApi(<EmailQuotaPanel quota={QUOTA} timeZone="Europe/Madrid" />, () =>
      Response.json(
        {
          object: {
            id: 'r1',
            office_id: 'o1',
            office_name: 'Despacho',
            package: 5000,
            status: 'pending',
            requested_at: '2026-11-26T10:00:00Z',
            decided_at: null,
          },
        },
        { status: 201 },
      ),
    );
    expect(screen.getByText('6,760')).toBeTruthy();
    const choice = screen.getByRole('button', { name: '5,000 emails' });
    await user.click(choice);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Request a package of 5,000 emails?');
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(choice));
    expect(calls).toEqual([]);

    await user.click(choice);
    await user.click(await screen.findByRole('button', { name: 'Request 5,000 emails' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/v1/email_quota/requests',
        body: { package: 5000 },
      }),
    );
  });

  it('offers no package while a request waits', () => {
    renderWithApi(
      <EmailQuotaPanel
        quota={{
          ...QUOTA,
          pending_requests: [
            {
              id: 'r1',
              office_id: 'o1',
              office_name: 'Despacho',
              package: 5000,
              status: 'pending',
              requested_at: '2026-11-26T10:00:00Z',
              decided_at: null,
            },
          ],
        }}
        timeZone="Europe/Madrid"
      />,
      () => Response.json({}),
    );
    expect(screen.getByText(/A request for 5,000 emails/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '1,000 emails' }).hasAttribute('disabled')).toBe(true);
  });
});
