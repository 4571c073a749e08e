import type { NewsScorecard as Scorecard } from '@gaceta/shared/statistics/scorecards';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUser } from '@/test/render';
import { NewsScorecard } from './news-scorecard';

// The canvas says nothing here; its summary and the table beside it are what is checked.
vi.mock('./time-chart', () => ({ default: () => null }));

const scorecard = (totals: Scorecard['totals'], series: Scorecard['series']): Scorecard => ({
  range: 'week',
  from: '2026-11-20',
  to: '2026-11-26',
  bucket: 'day',
  time_zone: 'Europe/Madrid',
  data_until: '2026-11-26T21:07:00Z',
  news: { id: '0d8f6a8e-4b8e-4c43-9d57-0a1f5c2b8b11', title: 'Reforma laboral' },
  totals,
  series,
});

describe('NewsScorecard', () => {
  it('shows each channel with a chart and, beside it, every measure per day', () => {
    renderWithUser(
      <NewsScorecard
        scorecard={scorecard(
          { web: { views: 12, visitors: 7, shares: 3, 'shares.linkedin': 3 }, newsletter: { opened: 4 } },
          [
            { date: '2026-11-25', figures: { web: { views: 5, visitors: 3 } } },
            {
              date: '2026-11-26',
              figures: {
                web: { views: 7, visitors: 4, shares: 3, 'shares.linkedin': 3 },
                newsletter: { opened: 4 },
              },
            },
          ],
        )}
      />,
    );
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(['Website', 'Newsletter']);
    const web = screen.getByRole('region', { name: 'Website per period' });
    const header = within(web)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    // The split per network is a table of its own, folded, so the day's table stays narrow.
    expect(header).toEqual(['Day', 'Views', 'Readers', 'Shares']);
    // Newest first; a day without a measure reads 0.
    const rows = within(web).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Nov 26, 2026743', 'Nov 25, 2026530']);
    const perNetwork = screen.getByRole('region', { name: 'Website per network' });
    expect(
      within(perNetwork)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['NetworkShares', 'LinkedIn3']);
    expect(
      screen.getByRole('img', { name: /Website over the period \(Views: 12, Readers: 7, Shares: 3\)/ }),
    ).toBeTruthy();
  });

  it('sums up each channel on one line, each social network apart', () => {
    renderWithUser(
      <NewsScorecard
        scorecard={scorecard(
          {
            web: { views: 191, visitors: 120 },
            newsletter: { sends: 32, opens: 15, clicks: 2, bounces: 1 },
            social: {
              likes: 80,
              'likes.linkedin': 74,
              'likes.twitter': 6,
              comments: 3,
              'comments.linkedin': 3,
            },
          },
          [],
        )}
      />,
    );
    const line = screen.getByText(
      (_, element) => element?.tagName === 'P' && /^Website/.test(element.textContent ?? ''),
    );
    expect(line.textContent).toBe(
      'Website 191 views, 120 readers · Newsletter 32 sent, 15 opened, 2 clicked · LinkedIn 74 likes, 3 comments · X 6 likes',
    );
  });

  it('says so when no channel has figures', () => {
    renderWithUser(<NewsScorecard scorecard={scorecard({}, [])} />);
    expect(screen.getByText('No channel has figures for this news item in this period.')).toBeTruthy();
  });
});
