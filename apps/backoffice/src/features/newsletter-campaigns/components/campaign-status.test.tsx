import type { Campaign } from '@gaceta/shared/newsletter/campaigns';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/test/render-with-api';
import { CampaignSending } from './campaign-status';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: actual.api.extend({ prefix: 'http://localhost/' }) };
});
afterEach(() => vi.unstubAllGlobals());

const COUNTS = {
  recipients: 5,
  pending: 2,
  sending: 0,
  sent: 3,
  failed: 0,
  unknown: 0,
  bounced: 0,
  unsubscribed: 0,
  opened: 0,
  clicked: 0,
};
const CAMPAIGN: Campaign = {
  id: '3f0b8a52-6a43-4a8e-9d0e-0b8e2f1c9a11',
  kind: 'custom',
  status: 'failed',
  sender_id: null,
  sender_email: null,
  news_ids: [],
  news_titles: [],
  stop_code: null,
  subject: null,
  preheader: null,
  intro: null,
  skip_previous_recipients: false,
  skipped_daily_limit: 0,
  created_at: '2026-11-26T10:00:00.000Z',
  scheduled_at: null,
  started_at: '2026-11-26T10:00:00.000Z',
  finished_at: '2026-11-26T10:31:00.000Z',
  counts: COUNTS,
};

describe('CampaignSending', { timeout: 20_000 }, () => {
  it('says how far a failed campaign got and resumes it', async () => {
    const { user, calls } = renderWithApi(
      <CampaignSending campaignId={CAMPAIGN.id} timeZone="Europe/Madrid" />,
      (call) =>
        Response.json({
          object: call.method === 'POST' ? { ...CAMPAIGN, status: 'sending', finished_at: null } : CAMPAIGN,
        }),
    );
    expect(
      await screen.findByRole('heading', { name: /Sending failed\s*2 messages not sent yet/ }),
    ).toBeTruthy();
    expect(screen.getByText(/with 3 messages sent/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resume sending' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: `/v1/newsletter/campaigns/${CAMPAIGN.id}/resume`,
        body: null,
      }),
    );
  });

  it('shows the status alone, with no action, for a campaign that did not fail', async () => {
    renderWithApi(<CampaignSending campaignId={CAMPAIGN.id} timeZone="Europe/Madrid" />, () =>
      Response.json({ object: { ...CAMPAIGN, status: 'sent', counts: { ...COUNTS, pending: 0, sent: 5 } } }),
    );
    expect(await screen.findByText('Sent')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resume sending' })).toBeNull();
    expect(screen.queryByText(/skipped/)).toBeNull();
  });

  it('says how many recipients the daily limit skipped when it started', async () => {
    renderWithApi(<CampaignSending campaignId={CAMPAIGN.id} timeZone="Europe/Madrid" />, () =>
      Response.json({ object: { ...CAMPAIGN, status: 'sent', skipped_daily_limit: 4 } }),
    );
    expect(
      await screen.findByText("4 recipients skipped: had already received the day's newsletters"),
    ).toBeTruthy();
  });

  it("shows a scheduled custom draft's time, and unschedules it", async () => {
    const scheduled = { ...CAMPAIGN, status: 'draft', scheduled_at: '2026-12-10T08:00:00.000Z' };
    const { user, calls } = renderWithApi(
      <CampaignSending campaignId={CAMPAIGN.id} timeZone="Europe/Madrid" />,
      (call) =>
        Response.json({
          object: call.method === 'DELETE' ? { ...scheduled, scheduled_at: null } : scheduled,
        }),
    );
    expect(await screen.findByText('Scheduled for 12/10/2026 09:00 AM (Madrid).')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unschedule' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'DELETE',
        path: `/v1/newsletter/campaigns/${CAMPAIGN.id}/schedule`,
        body: null,
      }),
    );
  });

  it("schedules a custom draft on the office's clock, and says the rule that refused a time", async () => {
    const draft = { ...CAMPAIGN, status: 'draft' };
    const { user, calls } = renderWithApi(
      <CampaignSending campaignId={CAMPAIGN.id} timeZone="Europe/Madrid" />,
      (call) =>
        call.method === 'POST'
          ? Response.json(
              {
                code: 'VALIDATION_FAILED',
                message: 'Some fields are not valid',
                details: { at: [{ key: 'date.future', message: 'Choose a date and time still to come' }] },
              },
              { status: 422 },
            )
          : Response.json({ object: draft }),
    );
    expect(await screen.findByText('Not scheduled: it stays a draft until it is scheduled.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send it later' });
    await user.type(within(dialog).getByLabelText('Date'), '2026-03-29');
    await user.type(within(dialog).getByLabelText('Time (Madrid)'), '09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    // 09:00 in Madrid on the day summer time starts is 07:00Z.
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: `/v1/newsletter/campaigns/${CAMPAIGN.id}/schedule`,
        body: { at: '2026-03-29T07:00:00.000Z', confirm_resend: false },
      }),
    );
    expect(await within(dialog).findByText('Choose a date and time still to come')).toBeTruthy();
  });
});
