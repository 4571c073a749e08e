import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '@/test/render-with-api';
import { FeedPanel } from './feed-panel';

const URL = 'https://gaceta.example/public/v1/calendar/abc.ics';

/** The feed's state as the API keeps it: made by POST, gone by DELETE. */
function renderFeed(active: boolean) {
  let state = { active, created_at: active ? '2026-11-30T09:00:00.000Z' : null };
  return renderWithApi(<FeedPanel timeZone="Europe/Madrid" />, (call) => {
    if (call.method === 'POST') {
      state = { active: true, created_at: '2026-12-02T10:00:00.000Z' };
      return Response.json({ object: { url: URL } });
    }
    if (call.method === 'DELETE') {
      state = { active: false, created_at: null };
      return Response.json({ message: 'Revoked' });
    }
    return Response.json({ object: state });
  });
}

describe('FeedPanel', () => {
  it('makes the feed and shows its address once, to copy', async () => {
    const { user } = renderFeed(false);
    await user.click(await screen.findByRole('button', { name: 'Create the feed' }));
    expect((screen.getByLabelText("Your feed's address (shown only now)") as HTMLInputElement).value).toBe(
      URL,
    );
    expect(screen.getByRole('button', { name: 'Copy the address' })).toBeTruthy();
    expect(await screen.findByText('Your feed is active since 12/02/2026 11:00 AM (Madrid).')).toBeTruthy();
  });

  it('revokes it after a confirmation, and gives focus back beside the button that asked', async () => {
    const { user, calls } = renderFeed(true);
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === '/v1/calendar/feed')).toBe(true),
    );
    const create = await screen.findByRole('button', { name: 'Create the feed' });
    await waitFor(() => expect(document.activeElement).toBe(create));
  });
});
