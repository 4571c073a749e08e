import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/test/render-with-api';
import { newsFixture } from '../../test/news-fixture';
import { PublishWindowDialog } from './publish-window-dialog';
import { ScheduleDialog } from './schedule-dialog';

afterEach(() => vi.unstubAllGlobals());

const MADRID = 'Europe/Madrid';
const news = newsFixture({ status: 'ready_to_publish', editorial_state: 'ready_to_publish' });

function renderSchedule(item = news) {
  const onClose = vi.fn();
  const rendered = renderWithApi(
    <ScheduleDialog news={item} channel="web" timeZone={MADRID} webWindow="two_years" onClose={onClose} />,
    () => Response.json(item),
  );
  const dialog = screen.getByRole('dialog', { name: 'Schedule on Web' });
  const moment = within(dialog).getByRole('group', { name: 'Publish on (Madrid)' });
  const until = within(dialog).getByRole('group', { name: 'Shown on the website until (Madrid)' });
  return {
    ...rendered,
    onClose,
    dialog,
    date: within(moment).getByLabelText('Date'),
    time: within(moment).getByLabelText('Time (Madrid)'),
    untilDate: within(until).getByLabelText('Date') as HTMLInputElement,
    submit: () => rendered.user.click(within(dialog).getByRole('button', { name: 'Schedule' })),
  };
}

describe('ScheduleDialog', () => {
  it('asks for the date and time on the office clock, naming its zone', () => {
    const { dialog } = renderSchedule();
    expect(within(dialog).getByRole('group', { name: 'Publish on (Madrid)' })).toBeTruthy();
  });

  it('refuses an empty date and time with the API message, and focuses the date', async () => {
    const { submit, date, calls, dialog } = renderSchedule();
    await submit();
    expect(within(dialog).getByText('Please select a valid date and time')).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(date);
    expect(calls).toEqual([]);
  });

  it('refuses a date and time already past', async () => {
    const { user, submit, date, time, calls, dialog } = renderSchedule();
    await user.type(date, '2020-01-15');
    await user.type(time, '09:00');
    await submit();
    expect(within(dialog).getByText('Choose a date and time still to come')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it.each([
    ['a winter date', '2099-01-15', '2099-01-15T08:00:00.000Z'],
    ['a summer date', '2099-07-15', '2099-07-15T07:00:00.000Z'],
  ])('sends 09:00 Madrid on %s as the instant it names', async (_, day, instant) => {
    const { user, submit, date, time, calls, onClose } = renderSchedule();
    await user.type(date, day);
    await user.type(time, '09:00');
    await submit();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'POST',
        path: `/v1/news_infos/${news.object.id}/schedule_news`,
        // On the website from then, for the office's default two years.
        body: { platform: 'web', published_at: instant, publish_to: instant.replace('2099', '2101') },
      },
    ]);
  });

  it('shows the website window from the scheduled moment, and sends the end the person picks', async () => {
    const { user, submit, date, time, untilDate, calls, onClose } = renderSchedule();
    await user.type(date, '2099-01-15');
    await user.type(time, '09:00');
    expect(untilDate.value).toBe('2101-01-15');
    await user.clear(untilDate);
    await user.type(untilDate, '2099-06-30');
    await submit();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({
      platform: 'web',
      published_at: '2099-01-15T08:00:00.000Z',
      publish_to: '2099-06-30T07:00:00.000Z',
    });
  });

  it('refuses a website end before the scheduled moment', async () => {
    const { user, submit, date, time, untilDate, calls, dialog } = renderSchedule();
    await user.type(date, '2099-01-15');
    await user.type(time, '09:00');
    await user.clear(untilDate);
    await user.type(untilDate, '2098-12-31');
    await submit();
    expect(within(dialog).getByText('The website must show it until after it is published')).toBeTruthy();
    expect(document.activeElement).toBe(untilDate);
    expect(calls).toEqual([]);
  });

  it('opens a scheduled channel at its current date and time, on the office clock', () => {
    const { date, time } = renderSchedule(
      newsFixture({ status: 'ready_to_publish' }, [
        ['web', 'scheduled', { scheduled_at: '2099-03-29T07:30:00.000Z' }],
      ]),
    );
    expect((date as HTMLInputElement).value).toBe('2099-03-29');
    expect((time as HTMLInputElement).value).toBe('09:30');
  });
});

describe('PublishWindowDialog (schedule by date range)', () => {
  function renderWindow() {
    const onClose = vi.fn();
    const rendered = renderWithApi(
      <PublishWindowDialog news={news} timeZone={MADRID} onClose={onClose} />,
      () => Response.json(news),
    );
    const dialog = screen.getByRole('dialog', { name: 'Schedule by date range' });
    const from = within(dialog).getByRole('group', { name: 'From (Madrid)' });
    const to = within(dialog).getByRole('group', { name: 'To (Madrid)' });
    const fill = async (group: HTMLElement, day: string, clock: string) => {
      await rendered.user.type(within(group).getByLabelText('Date'), day);
      await rendered.user.type(within(group).getByLabelText('Time (Madrid)'), clock);
    };
    const submit = () =>
      rendered.user.click(within(dialog).getByRole('button', { name: 'Activate for these dates' }));
    return { ...rendered, onClose, from, to, fill, submit };
  }

  it('demands both ends of the range, with the API message', async () => {
    const { fill, from, to, submit, calls } = renderWindow();
    await submit();
    expect(within(from).getByText('Publish date range is mandatory for active news')).toBeTruthy();
    expect(within(to).getByText('Publish date range is mandatory for active news')).toBeTruthy();
    await fill(from, '2099-01-15', '09:00');
    await submit();
    expect(within(from).queryByText('Publish date range is mandatory for active news')).toBeNull();
    expect(within(to).getByText('Publish date range is mandatory for active news')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('refuses a from date after the to date', async () => {
    const { fill, from, to, submit, calls } = renderWindow();
    await fill(from, '2099-02-01', '09:00');
    await fill(to, '2099-01-01', '09:00');
    await submit();
    expect(within(from).getByText("From date can't be greater than To date")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('refuses a date that is not a real one', async () => {
    const { fill, from, to, submit, user } = renderWindow();
    await fill(from, '2099-01-15', '09:00');
    await fill(to, '2099-01-20', '09:00');
    await user.clear(within(to).getByLabelText('Time (Madrid)'));
    await submit();
    expect(within(to).getByText('Please select a valid date and time')).toBeTruthy();
  });

  it('saves the item as it is, active for the range, on the revision it was read at', async () => {
    const { fill, from, to, submit, calls, onClose } = renderWindow();
    await fill(from, '2099-03-28', '09:00');
    await fill(to, '2099-04-30', '18:00');
    await submit();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: `/v1/news_infos/${news.object.id}`,
      body: {
        title: 'Reforma laboral',
        subjects: ['s1'],
        keywords: ['laboral'],
        contents: [
          { platform: 'web', title: null, content: '<p>Texto</p>' },
          { platform: 'linkedin', title: null, content: 'Texto para LinkedIn' },
          { platform: 'x', title: null, content: '' },
        ],
        active: true,
        // Madrid changes to summer time on 29 March 2099: one end in winter, the other in summer.
        publish_from: '2099-03-28T08:00:00.000Z',
        publish_to: '2099-04-30T16:00:00.000Z',
        revision: 3,
      },
    });
  });
});
