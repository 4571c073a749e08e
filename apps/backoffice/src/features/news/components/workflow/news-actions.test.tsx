import { instantToWallClock, wallClockToInstant } from '@gaceta/shared/wall-clock';
import { webWindowEnd } from '@gaceta/shared/website/web-window';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/test/render-with-api';
import type { NewsAccess } from '../../lib/news-actions';
import { newsFixture } from '../../test/news-fixture';
import type { StatisticsDialog } from './news-action-dialogs';
import { NewsActions } from './news-actions';

afterEach(() => vi.unstubAllGlobals());

const WRITER: NewsAccess = { write: true, publish: false, stats: false };
const REVIEWER: NewsAccess = { write: true, publish: true, stats: false };
const STATISTICS: NewsAccess = { write: false, publish: false, stats: true };

function renderActions(news: ReturnType<typeof newsFixture>, access: NewsAccess) {
  return renderWithApi(
    <NewsActions
      news={news}
      access={access}
      timeZone="Europe/Madrid"
      webWindow="two_years"
      statisticsDialog={statisticsDialog}
    />,
    () => Response.json(news),
  );
}

/** What the route gives in the app (the scorecard); here a dialog that says whose it is. */
const statisticsDialog: StatisticsDialog = (news, onClose) => (
  <div role="dialog" aria-label={`Scorecard of ${news.title}`}>
    <button type="button" onClick={onClose}>
      Close
    </button>
  </div>
);

const buttons = () =>
  within(screen.getByRole('region', { name: 'Workflow' }))
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('NewsActions shows only what the rules and the roles allow', () => {
  it('a writer marks an item in preparation ready, and may delete it; nothing to publish', () => {
    renderActions(newsFixture(), WRITER);
    expect(buttons()).toEqual(['Mark ready to publish', 'Delete']);
  });

  it('a writer cannot mark an item ready twice', () => {
    renderActions(newsFixture({ status: 'ready_to_publish', editorial_state: 'ready_to_publish' }), WRITER);
    expect(buttons()).toEqual(['Delete']);
  });

  it('a publish reviewer publishes or schedules each built channel with a version, and sends a ready item back', () => {
    // The fixture has a web and a LinkedIn version: both channels are built.
    renderActions(newsFixture({ status: 'ready_to_publish', editorial_state: 'ready_to_publish' }), REVIEWER);
    expect(buttons()).toEqual([
      'Send back to preparation',
      'Schedule by date range',
      'Delete',
      'Publish now on Web',
      'Schedule on Web',
      'Publish now on LinkedIn',
      'Schedule on LinkedIn',
    ]);
  });

  it('offers neither publishing nor scheduling on a network whose app is not configured, and says why', () => {
    renderActions(newsFixture({ status: 'ready_to_publish', editorial_state: 'ready_to_publish' }), {
      ...REVIEWER,
      unconfigured: ['linkedin'],
    });
    expect(buttons()).toEqual([
      'Send back to preparation',
      'Schedule by date range',
      'Delete',
      'Publish now on Web',
      'Schedule on Web',
    ]);
    expect(
      screen.getByText('Gaceta cannot publish on LinkedIn until the operator configures the network.'),
    ).toBeTruthy();
  });

  it('a live channel can be taken down and a scheduled one cancelled, moved or published at once', () => {
    renderActions(
      newsFixture({ status: 'published', editorial_state: 'ready_to_publish' }, [
        ['web', 'published', { published_at: '2026-11-20T11:00:00.000Z' }],
        ['linkedin', 'scheduled', { scheduled_at: '2026-12-01T08:00:00.000Z' }],
      ]),
      REVIEWER,
    );
    expect(buttons()).toEqual([
      'Schedule by date range',
      'Delete',
      'Unpublish from Web',
      'Publish now on LinkedIn',
      'Schedule on LinkedIn',
      'Cancel schedule on LinkedIn',
    ]);
    // The channels' badges say where each stands, scheduled ones on the office's clock.
    const channels = screen.getByRole('list', { name: 'Channels' });
    expect(channels.textContent).toContain('Web: Published');
    expect(channels.textContent).toContain('LinkedIn: Scheduled 12/01/2026 09:00 AM (Madrid)');
  });

  it('a statistics reviewer only opens the statistics, the dialog the route gives', async () => {
    const news = newsFixture();
    const { user } = renderActions(news, STATISTICS);
    expect(buttons()).toEqual(['Statistics']);
    await user.click(screen.getByRole('button', { name: 'Statistics' }));
    const dialog = screen.getByRole('dialog', { name: `Scorecard of ${news.object.title}` });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the roles allow nothing', () => {
    renderActions(newsFixture(), { write: false, publish: false, stats: false });
    expect(buttons()).toEqual([]);
    expect(screen.getByText('Your roles allow no action on this news item.')).toBeTruthy();
  });
});

describe('NewsActions runs the actions', () => {
  it('publishing on the web asks until when the website shows it, warns when it was out before, then publishes', async () => {
    const news = newsFixture({ status: 'not_published', editorial_state: 'ready_to_publish', active: true }, [
      ['web', 'unpublished', { published_at: '2026-11-20T11:00:00.000Z' }],
    ]);
    const { user, calls } = renderActions(news, REVIEWER);
    await user.click(screen.getByRole('button', { name: 'Publish now on Web' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish on the website now?' });
    expect(within(dialog).getByRole('note').textContent).toBe(
      'It was published on Web before, on 11/20/2026 12:00 PM (Madrid). Publishing it again puts it back.',
    );
    // The office's default, two years from now, on its clock.
    const until = within(dialog).getByRole('group', { name: 'Shown on the website until (Madrid)' });
    const date = within(until).getByLabelText('Date') as HTMLInputElement;
    const time = within(until).getByLabelText('Time (Madrid)') as HTMLInputElement;
    const inTwoYears = instantToWallClock(
      webWindowEnd(new Date(), 'two_years').toISOString(),
      'Europe/Madrid',
    );
    expect(date.value).toBe(inTwoYears.date);
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    await vi.waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'POST',
          path: `/v1/news_infos/${news.object.id}/publish`,
          body: {
            platform: 'web',
            publish_to: wallClockToInstant({ date: date.value, time: time.value }, 'Europe/Madrid'),
          },
        },
      ]),
    );
  });

  it('a first publication on the web, of an inactive item too, asks without a warning', async () => {
    const { user } = renderActions(
      newsFixture({ status: 'ready_to_publish', editorial_state: 'ready_to_publish', active: false }),
      REVIEWER,
    );
    await user.click(screen.getByRole('button', { name: 'Publish now on Web' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish on the website now?' });
    expect(within(dialog).queryByRole('note')).toBeNull();
    expect(within(dialog).getByText(/goes on the website at once/)).toBeTruthy();
  });

  it('marking ready calls the API at once', async () => {
    const news = newsFixture();
    const { user, calls } = renderActions(news, WRITER);
    await user.click(screen.getByRole('button', { name: 'Mark ready to publish' }));
    await vi.waitFor(() =>
      expect(calls).toEqual([
        { method: 'POST', path: `/v1/news_infos/${news.object.id}/mark_ready`, body: {} },
      ]),
    );
  });

  it('sending back needs a comment for the writers', async () => {
    const news = newsFixture({ status: 'ready_to_publish', editorial_state: 'ready_to_publish' });
    const { user, calls } = renderActions(news, REVIEWER);
    await user.click(screen.getByRole('button', { name: 'Send back to preparation' }));
    const dialog = screen.getByRole('dialog', { name: 'Send back to preparation' });
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    const comment = within(dialog).getByLabelText('Comment for the writers');
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(comment);
    expect(calls).toEqual([]);
    await user.type(comment, 'Falta la fuente');
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    await vi.waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'POST',
          path: `/v1/news_infos/${news.object.id}/send_back`,
          body: { comment: 'Falta la fuente' },
        },
      ]),
    );
  });

  it('deleting a published item asks first and says it disappears from its channels', async () => {
    const news = newsFixture({ status: 'published', editorial_state: 'ready_to_publish' }, [
      ['web', 'published'],
    ]);
    const { user, calls } = renderActions(news, REVIEWER);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Reforma laboral”?' });
    expect(dialog.textContent).toContain('it disappears from every channel where it is live');
    await user.click(within(dialog).getByRole('button', { name: 'Delete news' }));
    await vi.waitFor(() =>
      expect(calls).toEqual([{ method: 'DELETE', path: `/v1/news_infos/${news.object.id}`, body: null }]),
    );
  });
});
