import {
  DEFAULT_NEWSLETTER_CONFIGURATION,
  type NewsletterConfiguration,
} from '@gaceta/shared/newsletter/settings';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/test/render-with-api';
import { ReadingPrivacyForm } from './reading-privacy-form';

afterEach(() => vi.unstubAllGlobals());

const CONFIGURATION: NewsletterConfiguration = {
  ...DEFAULT_NEWSLETTER_CONFIGURATION,
  max_news_per_email: 6,
  auto_publish: true,
  sender: null,
  time_zone: 'Europe/Madrid',
  next_run_at: null,
};

describe('ReadingPrivacyForm', { timeout: 20_000 }, () => {
  it('switches per-person tracking off and shortens the retention, with the rest of the configuration as stored', async () => {
    const { user, calls } = renderWithApi(<ReadingPrivacyForm configuration={CONFIGURATION} />, (call) =>
      Response.json({ object: { ...CONFIGURATION, ...(call.body as object) } }),
    );
    const tracking = screen.getByRole('switch', {
      name: 'Record which reader opens and clicks each newsletter',
    });
    expect(tracking.dataset.state).toBe('checked');
    await user.click(tracking);
    expect(screen.getByText(/you see how many opened and clicked, not who/)).toBeTruthy();
    const months = screen.getByLabelText("Keep each reader's opens and clicks for (months)");
    await user.clear(months);
    await user.type(months, '40');
    await user.click(screen.getByRole('button', { name: "Save the readers' privacy" }));
    expect(await screen.findByText('Must be at most 36')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.clear(months);
    await user.type(months, '6');
    await user.click(screen.getByRole('button', { name: "Save the readers' privacy" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      max_news_per_email: 6,
      auto_publish: true,
      per_person_tracking: false,
      per_person_retention_months: 6,
    });
  });
});
