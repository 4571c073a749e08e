import type { NewsStatus } from '@gaceta/shared/news/workflow';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUser } from '@/test/render';
import { createNewsletterSelection } from '../../lib/newsletter-selection';
import { NewsletterToggle } from './newsletter-selection';

const item = (status: NewsStatus) => ({ id: `id-${status}`, title: `Item ${status}`, status });

describe('NewsletterToggle', () => {
  it('offers items ready to publish or published, never a draft, and takes out one chosen before it changed', async () => {
    const selection = createNewsletterSelection(sessionStorage, 'office');
    const rows = (['ready_to_publish', 'published', 'in_preparation', 'not_published'] as const).map(item);
    const { user } = renderWithUser(
      <div>
        {rows.map((row) => (
          <NewsletterToggle key={row.id} item={row} selected={false} selection={selection} />
        ))}
      </div>,
    );
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Add “Item ready_to_publish” to the custom newsletter',
      'Add “Item published” to the custom newsletter',
    ]);
    await user.click(screen.getByRole('button', { name: 'Add “Item published” to the custom newsletter' }));
    expect(selection.items()).toEqual([{ id: 'id-published', title: 'Item published' }]);
  });

  it('keeps the way out for a chosen item that went back to preparation', () => {
    const selection = createNewsletterSelection(sessionStorage, 'office-2');
    renderWithUser(<NewsletterToggle item={item('in_preparation')} selected selection={selection} />);
    expect(
      screen.getByRole('button', { name: 'Remove “Item in_preparation” from the custom newsletter' }),
    ).toBeTruthy();
  });
});
