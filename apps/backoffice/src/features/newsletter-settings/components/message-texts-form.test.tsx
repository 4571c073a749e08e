import {
  DEFAULT_NEWSLETTER_CONFIGURATION,
  type NewsletterConfiguration,
} from '@gaceta/shared/newsletter/settings';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/test/render-with-api';
import { MessageTextsForm } from './message-texts-form';

afterEach(() => vi.unstubAllGlobals());

const CONFIGURATION: NewsletterConfiguration = {
  ...DEFAULT_NEWSLETTER_CONFIGURATION,
  max_news_per_email: 6,
  sending_days: [2],
  auto_publish: true,
  require_approval: true,
  sender_id: '8a0b8a52-6a43-4a8e-9d0e-0b8e2f1c9a11',
  subject: 'Boletín semanal',
  sender: null,
  time_zone: 'Europe/Madrid',
  next_run_at: '2026-12-01T08:00:00.000Z',
};

describe('MessageTextsForm', { timeout: 20_000 }, () => {
  it('saves the texts with the rest of the configuration; one emptied is generated again', async () => {
    const { user, calls } = renderWithApi(<MessageTextsForm configuration={CONFIGURATION} />, (call) =>
      Response.json({ object: { ...CONFIGURATION, ...(call.body as object) } }),
    );
    const subject = screen.getByLabelText('Subject line');
    expect((subject as HTMLInputElement).value).toBe('Boletín semanal');
    await user.clear(subject);
    await user.type(screen.getByLabelText('Preheader'), '  Sentencias y normas de la semana ');
    await user.type(
      screen.getByLabelText('Introduction'),
      'Estimado cliente:{Enter}estas son las novedades.',
    );
    await user.click(screen.getByRole('button', { name: 'Save the message' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'PUT',
      path: '/v1/newsletter/configuration',
      body: {
        max_news_per_email: 6,
        max_newsletters_per_day: 1,
        other_language_items: 'leave_out',
        interval: 1,
        interval_unit: 'week',
        sending_days: [2],
        send_from: '09:00',
        send_until: null,
        auto_publish: true,
        per_person_tracking: true,
        per_person_retention_months: 13,
        sender_id: CONFIGURATION.sender_id,
        subject: null,
        preheader: 'Sentencias y normas de la semana',
        intro: 'Estimado cliente:\nestas son las novedades.',
      },
    });
  });
});
