import type { StatisticsRange } from '@gaceta/shared/statistics';
import { screen, within } from '@testing-library/react';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { QueryResult } from '@/components/list/query-state';
import { renderWithUser } from '@/test/render';
import { ChannelStatisticsScreen, ChannelStatisticsSections } from './channel-statistics-screen';

// The canvas says nothing here; its summary and the table beside it are what is checked.
vi.mock('./time-chart', () => ({ default: () => null }));

interface Figures {
  sent: number;
  data_until: string | null;
}

const loaded = (data: Figures): QueryResult<Figures> => ({
  isPending: false,
  error: null,
  data,
  refetch: () => undefined,
});
const loading: QueryResult<Figures> = {
  isPending: true,
  error: null,
  data: undefined,
  refetch: () => undefined,
};

/** The month has loaded; any other range is still loading, as a range just chosen is. */
function Screen({ month }: { month: Figures }) {
  const [range, setRange] = useState<StatisticsRange>('month');
  return (
    <ChannelStatisticsScreen
      title="Newsletter statistics"
      description="What became of the newsletters."
      range={range}
      onRangeChange={setRange}
      timeZone="Europe/Madrid"
      besideRange={range === 'month' && <p>From Nov 1 to Nov 30</p>}
      query={range === 'month' ? loaded(month) : loading}
      empty={{ when: ({ sent }) => sent === 0, icon: Mail, title: 'Nothing sent.', text: 'Send one first.' }}
    >
      {({ sent }) => <p>{sent} sent</p>}
    </ChannelStatisticsScreen>
  );
}

describe('ChannelStatisticsScreen', () => {
  it('keeps the range where it was, with focus, while the chosen range loads', async () => {
    const { user } = renderWithUser(<Screen month={{ sent: 3, data_until: '2026-11-30T21:00:00Z' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter statistics' })).toBeTruthy();
    expect(screen.getByText('3 sent')).toBeTruthy();
    const year = screen.getByRole('radio', { name: 'Last year' });
    await user.click(year);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByText('From Nov 1 to Nov 30')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Last year', checked: true })).toBe(year);
    expect(document.activeElement).toBe(year);
  });

  it('says up to when the figures count, on the office’s clock', () => {
    renderWithUser(<Screen month={{ sent: 3, data_until: '2026-11-30T21:00:00Z' }} />);
    const line = screen.getByText(/^Data up to/);
    expect(line.textContent).toMatch(/^Data up to Nov 30, 2026, 10:00\sPM \(Madrid\)$/);
    expect(line.closest('time')?.getAttribute('dateTime')).toBe('2026-11-30T21:00:00Z');
  });

  it('says when the roll-ups have not counted yet', () => {
    renderWithUser(<Screen month={{ sent: 0, data_until: null }} />);
    expect(screen.getByText('Not counted yet: the figures are counted every hour.')).toBeTruthy();
  });

  it('says what an empty range means', () => {
    renderWithUser(<Screen month={{ sent: 0, data_until: null }} />);
    expect(screen.getByText('Nothing sent.')).toBeTruthy();
    expect(screen.getByText('Send one first.')).toBeTruthy();
    expect(screen.queryByText('0 sent')).toBeNull();
  });
});

describe('ChannelStatisticsSections', () => {
  const sections = (tableUnfolded?: boolean) => (
    <ChannelStatisticsSections
      tiles={<p>Tiles</p>}
      chart={{
        title: 'Emails per day',
        summary: 'Chart of emails per day.',
        categories: [],
        series: [],
        table: <table aria-label="Figures per period" />,
        tableUnfolded,
      }}
      items={{ title: 'Newsletters sent', description: 'Open one.', content: <p>The list</p> }}
    />
  );

  it('names the chart by its summary and folds its table away until asked for', async () => {
    const { user } = renderWithUser(sections());
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Emails per day',
      'Newsletters sent',
    ]);
    expect(screen.getByRole('img', { name: 'Chart of emails per day.' })).toBeTruthy();
    const disclosure = screen.getByText('Show the figures as a table').closest('details');
    expect(disclosure?.open).toBe(false);
    await user.click(screen.getByText('Show the figures as a table'));
    expect(disclosure?.open).toBe(true);
    expect(within(disclosure as HTMLElement).getByRole('table', { name: 'Figures per period' })).toBeTruthy();
    const items = screen.getByRole('heading', { name: 'Newsletters sent' }).closest('div')?.parentElement;
    expect(within(items as HTMLElement).getByText('The list')).toBeTruthy();
  });

  it('shows the table unfolded when asked to', () => {
    renderWithUser(sections(true));
    expect(screen.queryByText('Show the figures as a table')).toBeNull();
    expect(screen.getByRole('table', { name: 'Figures per period' })).toBeTruthy();
  });
});
