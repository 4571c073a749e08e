import type { Recipient } from '@gaceta/shared/newsletter/recipients';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUser } from '@/test/render';
import { RecipientsTable } from './recipients-table';

const recipient = (
  email: string,
  language: Recipient['language'],
  status: Recipient['status'] = 'subscribed',
): Recipient => ({
  id: email,
  email,
  name: null,
  active: true,
  status,
  subject_ids: [],
  language,
  consent_source: 'back_office',
  consent_at: '2026-11-01T10:00:00Z',
  confirmed_at: null,
  unsubscribed_at: null,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
});

describe('RecipientsTable', () => {
  it("shows each recipient's language, and the office's marked as such when they chose none", () => {
    renderWithUser(
      <QueryClientProvider client={new QueryClient()}>
        <RecipientsTable
          recipients={[recipient('ana@example.es', 'en'), recipient('luis@example.es', null)]}
          officeLanguage="es"
          onAction={() => {}}
        />
      </QueryClientProvider>,
    );
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Recipient', 'Status', 'Language', 'Active', 'Actions']);
    // The language column's cell (the third); the same words stand under the address on narrow screens.
    const languageOf = (email: string) =>
      within(screen.getByRole('row', { name: new RegExp(email) })).getAllByRole('cell')[2]?.textContent;
    expect(languageOf('ana@example.es')).toBe('English');
    expect(languageOf('luis@example.es')).toBe("Español (the office's)");
  });

  it('shows no active switch for one who unsubscribed, bounced or complained: their status instead', () => {
    renderWithUser(
      <QueryClientProvider client={new QueryClient()}>
        <RecipientsTable
          recipients={[
            recipient('ana@example.es', null),
            recipient('pepa@example.es', null, 'pending'),
            recipient('baja@example.es', null, 'unsubscribed'),
            recipient('rebote@example.es', null, 'bounced'),
          ]}
          officeLanguage="es"
          onAction={() => {}}
        />
      </QueryClientProvider>,
    );
    const switches = screen.getAllByRole('switch').map((each) => each.getAttribute('aria-label'));
    // Each switch twice: in its column, and under the address on phones.
    expect([...new Set(switches)]).toEqual(['Active: ana@example.es', 'Active: pepa@example.es']);
    const activeOf = (email: string) =>
      within(screen.getByRole('row', { name: new RegExp(email) })).getAllByRole('cell')[3]?.textContent;
    expect(activeOf('baja@example.es')).toBe('Not sent (Unsubscribed)');
    expect(activeOf('rebote@example.es')).toBe('Not sent (Bounced)');
  });
});
