import {
  DEFAULT_NEWSLETTER_CONFIGURATION,
  type NewsletterConfiguration,
} from '@gaceta/shared/newsletter/settings';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/test/render-with-api';
import { ScheduleForm } from './schedule-form';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: actual.api.extend({ prefix: 'http://localhost/' }) };
});
afterEach(() => vi.unstubAllGlobals());

const DEFAULTS: NewsletterConfiguration = {
  ...DEFAULT_NEWSLETTER_CONFIGURATION,
  max_news_per_email: 10,
  sender: null,
  time_zone: 'Europe/Madrid',
  next_run_at: null,
};

function renderForm(configuration: NewsletterConfiguration) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <ScheduleForm configuration={configuration} /> }),
    history: createMemoryHistory(),
  });
  return renderWithApi(<RouterProvider router={router} />, (call) =>
    Response.json({ object: { ...configuration, ...(call.body as object) } }),
  );
}

describe('ScheduleForm', { timeout: 20_000 }, () => {
  it('names the unit as the number typed asks: every 1 week, every 3 weeks', async () => {
    const { user } = renderForm(DEFAULTS);
    const unit = await screen.findByLabelText('Unit');
    expect((unit as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('week');
    const interval = screen.getByLabelText('Interval');
    await user.clear(interval);
    await user.type(interval, '3');
    expect((unit as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('weeks');
  });

  it('saves the days, the time range and the maximum chosen', async () => {
    const { user, calls } = renderForm(DEFAULTS);
    const max = await screen.findByLabelText('Maximum news per email');
    await user.clear(max);
    await user.type(max, '6');
    await user.click(screen.getByLabelText('Monday'));
    await user.click(screen.getByLabelText('Tuesday'));
    await user.click(screen.getByLabelText('Thursday'));
    await user.click(screen.getByLabelText('Within a time range'));
    const until = screen.getByLabelText('Until');
    await user.clear(until);
    await user.type(until, '11:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        path: '/v1/newsletter/configuration',
        body: { ...DEFAULTS_INPUT, max_news_per_email: 6, sending_days: [2, 4], send_until: '11:30' },
      }),
    );
  });

  it('saves how many newsletters a recipient gets a day, and sends news in another language marked', async () => {
    const { user, calls } = renderForm(DEFAULTS);
    const perDay = await screen.findByLabelText('Newsletters per recipient per day');
    expect(perDay.getAttribute('aria-describedby')).toBeTruthy();
    await user.clear(perDay);
    await user.type(perDay, '11');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at most 10')).toBeTruthy();
    await user.clear(perDay);
    await user.type(perDay, '2');
    expect((screen.getByLabelText('Leave them out of the message') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByLabelText('Send them, marked with their language'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        path: '/v1/newsletter/configuration',
        body: { ...DEFAULTS_INPUT, max_newsletters_per_day: 2, other_language_items: 'mark' },
      }),
    );
  });

  it('refuses a range that ends before it starts and no day, saying where, and sends nothing', async () => {
    const { user, calls } = renderForm({ ...DEFAULTS, send_from: '10:00', send_until: '12:00' });
    const until = await screen.findByLabelText('Until');
    await user.clear(until);
    await user.type(until, '08:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end of the time range must be after its start')).toBeTruthy();
    await user.type(until, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}13:00');
    await user.click(screen.getByLabelText('Monday'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one sending day')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('says where the sender is chosen, and when the next newsletter goes out', async () => {
    renderForm({
      ...DEFAULTS,
      auto_publish: true,
      sender_id: 's1',
      sender: {
        id: 's1',
        email: 'boletin@despacho.es',
        verified: true,
        verified_at: '2026-11-01T10:00:00Z',
        code_expires_at: null,
        attempts_left: 0,
        created_at: '2026-11-01T09:00:00Z',
      },
      next_run_at: '2026-12-01T08:00:00.000Z',
    });
    expect(await screen.findByText(/goes out from boletin@despacho\.es/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change the sender' }).getAttribute('href')).toBe(
      '/settings/newsletter-sender',
    );
    expect(
      (screen.getByRole('switch', { name: 'Send the newsletter automatically' }) as HTMLElement).dataset
        .state,
    ).toBe('checked');
  });
});

// As configurationInput sends it: require_approval is its own switch's (left out, it stays as stored).
const { sender: _s, time_zone: _z, next_run_at: _n, require_approval: _a, ...DEFAULTS_INPUT } = DEFAULTS;
