import type { SocialConnection } from '@gaceta/shared/social';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/test/render-with-api';
import { ConnectionCards } from './connection-cards';

afterEach(() => vi.unstubAllGlobals());

const CAPABILITIES = { auto_publish: true, delete: true, metrics: true, needs_media: false };

const connection = (social_network: SocialConnection['social_network'], account_name: string) => ({
  social_network,
  status: 'connected' as const,
  account_id: `${social_network}-1`,
  account_name,
  accounts: [],
  connected_at: '2026-11-01T09:00:00.000Z',
});

/** X and LinkedIn connected; this installation has X's app but not LinkedIn's (nor Facebook's). */
function renderCards() {
  return renderWithApi(<ConnectionCards />, ({ path }) =>
    path.endsWith('/social_networks')
      ? Response.json({
          data: ['facebook', 'linkedin', 'twitter', 'instagram'].map((network) => ({
            social_network: network,
            available: network === 'twitter',
            capabilities: CAPABILITIES,
          })),
        })
      : Response.json({
          data: {
            facebook: null,
            instagram: null,
            twitter: connection('twitter', '@despacho'),
            linkedin: connection('linkedin', 'Despacho Demo'),
          },
        }),
  );
}

const card = (name: string) =>
  screen.getByRole('heading', { name: new RegExp(`^${name}`) }).closest('li') as HTMLElement;

describe('ConnectionCards', () => {
  it('never shows a connection whose network is not configured as a green "Connected"', async () => {
    renderCards();
    const linkedin = await screen.findByText('Connected, cannot publish');
    expect(linkedin.closest('li')).toBe(card('LinkedIn'));
    expect(
      within(card('LinkedIn')).getByText(/The account is connected, but Gaceta cannot publish on it/),
    ).toBeTruthy();
    expect(
      within(card('LinkedIn')).queryByRole('button', { name: /^(Connect|Reconnect) LinkedIn$/ }),
    ).toBeNull();
    expect(within(card('X')).getByText('Connected')).toBeTruthy();
    expect(within(card('X')).queryByText('Connected, cannot publish')).toBeNull();
    expect(within(card('Facebook')).getByText(/cannot be connected/)).toBeTruthy();
  });
});
