import type { Campaign, CampaignAudience, CampaignPreview } from '@gaceta/shared/newsletter/campaigns';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, renderWithApi } from '@/test/render-with-api';
import { SendNewsletterButton } from './send-newsletter-button';

afterEach(() => vi.unstubAllGlobals());

const [FIRST, SECOND] = ['0b6f1c1e-4f3e-4c55-9a59-5f1d2f0c0a01', '0b6f1c1e-4f3e-4c55-9a59-5f1d2f0c0a02'];
const DRAFT: Campaign = {
  id: '3f0b8a52-6a43-4a8e-9d0e-0b8e2f1c9a11',
  kind: 'custom',
  status: 'draft',
  sender_id: '8a0b8a52-6a43-4a8e-9d0e-0b8e2f1c9a11',
  sender_email: 'boletin@despacho.example',
  news_ids: [FIRST, SECOND],
  news_titles: ['Reforma laboral', 'Nuevo IVA'],
  stop_code: null,
  subject: null,
  preheader: null,
  intro: null,
  skip_previous_recipients: false,
  skipped_daily_limit: 0,
  created_at: '2026-11-26T10:00:00.000Z',
  scheduled_at: null,
  started_at: null,
  finished_at: null,
  counts: {
    recipients: 0,
    pending: 0,
    sending: 0,
    sent: 0,
    failed: 0,
    unknown: 0,
    bounced: 0,
    unsubscribed: 0,
    opened: 0,
    clicked: 0,
  },
};
const GENERATED = {
  subject: 'Despacho: Reforma laboral y 1 más',
  preheader: 'Las últimas novedades de Despacho',
  intro: 'Las últimas novedades de Despacho',
};
const PREVIEW: CampaignPreview = {
  ...GENERATED,
  html: '<html><body><h1>Despacho</h1></body></html>',
  text: 'Despacho',
  locale: 'es',
  generated: GENERATED,
};
const ALREADY_SENT = [
  {
    id: FIRST,
    title: 'Reforma laboral',
    sent_at: '2026-11-20T08:00:00.000Z',
    recipients: 120,
    newsletters: 1,
  },
];
const AUDIENCE: CampaignAudience = {
  recipients: 150,
  recipients_skipping_previous: 40,
  skipped_daily_limit: 12,
  skipped_daily_limit_skipping_previous: 3,
  left_out_by_language: 2,
  left_out_by_language_skipping_previous: 0,
  quota_remaining: 900,
  already_sent: ALREADY_SENT,
};

const error = (status: number, code: string, details: unknown) =>
  Response.json({ code, message: code, details }, { status });

/** The API of a newsletter whose first item already went out; `created` answers the confirmed creation. */
function api(call: Call, options: { refused?: boolean } = {}): Response {
  const { method, path } = call;
  const body = (call.body ?? {}) as Record<string, unknown>;
  if (method === 'POST' && path === '/v1/newsletter/campaigns') {
    if (options.refused) {
      return error(422, 'CUSTOM_NEWSLETTER_FAILED', {
        news_ids: [SECOND],
        refused: [
          {
            id: SECOND,
            title: 'Nuevo IVA',
            reason: 'in_preparation',
            why: {
              key: 'newsletter_item.in_preparation',
              message: 'It is still in preparation: a newsletter carries news ready to publish or published',
            },
          },
        ],
      });
    }
    if (!body.confirm_resend) return error(409, 'NEWSLETTER_ALREADY_SENT', { items: ALREADY_SENT });
    return Response.json(
      { object: { ...DRAFT, skip_previous_recipients: body.skip_previous_recipients } },
      { status: 201 },
    );
  }
  if (path.endsWith('/preview')) return Response.json({ object: PREVIEW });
  if (path.endsWith('/audience')) return Response.json({ object: AUDIENCE });
  if (path.endsWith('/test'))
    return Response.json({ key: 'done.newsletter_test_queued', message: 'ok' }, { status: 202 });
  if (method === 'PATCH') return Response.json({ object: { ...DRAFT, ...body } });
  if (path.endsWith('/send')) {
    return Response.json({
      object: { ...DRAFT, status: 'sending', counts: { ...DRAFT.counts, recipients: 40 } },
    });
  }
  if (path.endsWith('/schedule')) return Response.json({ object: { ...DRAFT, scheduled_at: body.at } });
  if (method === 'DELETE') return Response.json({ key: 'done.newsletter_campaign_deleted', message: 'ok' });
  return Response.json({}, { status: 404 });
}

function renderButton(options: { refused?: boolean } = {}) {
  const onRemove = vi.fn();
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <SendNewsletterButton
          newsIds={[FIRST, SECOND]}
          offWeb={[]}
          testAddress="marta@despacho.example"
          timeZone="Europe/Madrid"
          onRemove={onRemove}
        />
      ),
    }),
    history: createMemoryHistory(),
  });
  return { onRemove, ...renderWithApi(<RouterProvider router={router} />, (call) => api(call, options)) };
}

describe('SendNewsletterButton', { timeout: 30_000 }, () => {
  it('names the items already sent, and once confirmed shows the message, tests it and sends it', async () => {
    const { user, calls } = renderButton();
    const opener = await screen.findByRole('button', { name: 'Send the newsletter' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Send the custom newsletter' });
    expect(
      await within(dialog).findByText('This news item already went out by newsletter. Send it again?'),
    ).toBeTruthy();
    expect(within(dialog).getByText('«Reforma laboral»')).toBeTruthy();
    expect(within(dialog).getByText('Sent on 11/20/2026 09:00 AM (Madrid) to 120 recipients')).toBeTruthy();
    await user.click(within(dialog).getByLabelText('Leave out the recipients who already received them'));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/v1/newsletter/campaigns',
        body: { news_ids: [FIRST, SECOND], confirm_resend: true, skip_previous_recipients: true },
      }),
    );

    // The generated texts filled in, the sender, who gets it (leaving out who got it) and the quota.
    const subject = await within(dialog).findByLabelText('Subject line');
    expect((subject as HTMLInputElement).value).toBe(GENERATED.subject);
    expect((within(dialog).getByLabelText('Preheader') as HTMLInputElement).value).toBe(GENERATED.preheader);
    expect(within(dialog).getByText('boletin@despacho.example')).toBeTruthy();
    expect(await within(dialog).findByText('40 recipients receive it')).toBeTruthy();
    expect(within(dialog).getByText('It uses 40 emails of the 900 you have left')).toBeTruthy();
    // Who the daily limit skips, leaving out who got it; nobody lacks news in their language then.
    expect(
      within(dialog).getByText("3 recipients skipped: already received today's newsletters", {
        exact: false,
      }),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/none of these news is in their language/)).toBeNull();
    expect(within(dialog).getByTitle(`The message as sent: ${GENERATED.subject}`)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Send a test to me' }));
    expect(
      await within(dialog).findByText('A test marked “[Test]” is on its way to marta@despacho.example.'),
    ).toBeTruthy();
    expect(calls).toContainEqual({
      method: 'POST',
      path: `/v1/newsletter/campaigns/${DRAFT.id}/test`,
      body: { to: 'marta@despacho.example' },
    });
    // Nothing was changed: the test needed no save.
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    await user.clear(subject);
    await user.type(subject, 'Novedades de noviembre');
    await user.click(within(dialog).getByRole('button', { name: 'Send now to 40 recipients' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = calls.find((call) => call.method === 'PATCH');
    // The preheader and introduction left as proposed stay generated (each reader's language).
    expect(patch?.body).toEqual({
      subject: 'Novedades de noviembre',
      preheader: null,
      intro: null,
      skip_previous_recipients: true,
    });
    expect(calls.at(-1)?.path).not.toBe(`/v1/newsletter/campaigns/${DRAFT.id}`);
    expect(calls).toContainEqual({
      method: 'POST',
      path: `/v1/newsletter/campaigns/${DRAFT.id}/send`,
      body: { confirm_resend: true, skip_previous_recipients: true },
    });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(await screen.findByText('Sent: 40 messages on their way.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('names each item the newsletter cannot carry with why, and takes them out of the selection', async () => {
    const { user, onRemove } = renderButton({ refused: true });
    await user.click(await screen.findByRole('button', { name: 'Send the newsletter' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('«Nuevo IVA»')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'It is still in preparation: a newsletter carries news ready to publish or published',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Take it out of the selection' }));
    expect(onRemove).toHaveBeenCalledWith([SECOND]);
  });

  it('deletes the draft when closed unsent, and gives the focus back', async () => {
    const { user, calls } = renderButton();
    const opener = await screen.findByRole('button', { name: 'Send the newsletter' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Continue' }));
    await within(dialog).findByLabelText('Subject line');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'DELETE',
        path: `/v1/newsletter/campaigns/${DRAFT.id}`,
        body: null,
      }),
    );
    expect(document.activeElement).toBe(opener);
  });

  it("sends it later: scheduled on the office's clock, the draft is kept and the line says when", async () => {
    const { user, calls } = renderButton();
    await user.click(await screen.findByRole('button', { name: 'Send the newsletter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the custom newsletter' });
    await user.click(await within(dialog).findByRole('button', { name: 'Continue' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Send later…' }));
    const later = await screen.findByRole('dialog', { name: 'Send it later' });
    await user.type(within(later).getByLabelText('Date'), '2026-12-10');
    await user.type(within(later).getByLabelText('Time (Madrid)'), '09:00');
    await user.click(within(later).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toContainEqual({
      method: 'POST',
      path: `/v1/newsletter/campaigns/${DRAFT.id}/schedule`,
      body: { at: '2026-12-10T08:00:00.000Z', confirm_resend: true },
    });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(await screen.findByText('Scheduled for 12/10/2026 09:00 AM (Madrid).')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See it or unschedule it' })).toBeTruthy();
  });
});
