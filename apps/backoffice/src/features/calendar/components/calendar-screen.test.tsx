import type { CalendarEntry } from '@gaceta/shared/calendar';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Call, renderWithApi } from '@/test/render-with-api';
import { CalendarScreen, type CalendarSearch } from './calendar-screen';

const MADRID = 'Europe/Madrid';

const entry = (
  overrides: Partial<CalendarEntry> & Pick<CalendarEntry, 'id' | 'starts_at'>,
): CalendarEntry => ({
  kind: 'web',
  status: 'scheduled',
  title: overrides.id,
  editable: true,
  sequence: 0,
  ...overrides,
});

/** 09:00 in Madrid the day before and the day of the change to summer time (last Sunday of March). */
const BEFORE_CHANGE = entry({
  id: 'publication:before',
  starts_at: '2026-03-28T08:00:00.000Z',
  title: 'Reforma laboral',
});
const AFTER_CHANGE = entry({
  id: 'campaign:after',
  kind: 'newsletter',
  starts_at: '2026-03-29T07:00:00.000Z',
  title: 'Boletín de marzo',
});
const SENT = entry({
  id: 'campaign:sent',
  kind: 'newsletter',
  status: 'sent',
  editable: false,
  starts_at: '2026-03-10T09:00:00.000Z',
  title: 'Boletín enviado',
  newsletter: { sent: 120, opened: 40, clicked: 8 },
});

function renderCalendar(
  search: CalendarSearch,
  entries: CalendarEntry[],
  onPatch: (call: Call) => Response = (call) =>
    Response.json({
      object: { ...BEFORE_CHANGE, starts_at: (call.body as { starts_at: string }).starts_at },
    }),
) {
  return renderWithApi(
    <CalendarScreen search={search} onSearchChange={() => {}} subjects={[]} timeZone={MADRID} />,
    (call) =>
      call.method === 'PATCH' ? onPatch(call) : Response.json({ objects: entries, time_zone: MADRID }),
  );
}

describe('CalendarScreen', () => {
  it('shows an entry at 09:00 Madrid on both sides of the change to summer time, in the month and the week', async () => {
    const month = renderCalendar({ view: 'month', date: '2026-03-15' }, [BEFORE_CHANGE, AFTER_CHANGE]);
    const saturday = await screen.findByRole('list', { name: /Saturday, March 28, 2026/ });
    expect(within(saturday).getByRole('button').textContent).toMatch(
      /09:00.*Website.*Scheduled.*Reforma laboral/,
    );
    const sunday = screen.getByRole('list', { name: /Sunday, March 29, 2026/ });
    expect(within(sunday).getByRole('button').textContent).toMatch(/09:00.*Newsletter.*Boletín de marzo/);
    expect(month.calls[0]?.path).toBe('/v1/calendar');
    month.unmount();

    renderCalendar({ view: 'week', date: '2026-03-29' }, [BEFORE_CHANGE, AFTER_CHANGE]);
    expect(
      (await screen.findByRole('list', { name: 'Saturday, March 28, 2026, 09:00' })).textContent,
    ).toContain('Reforma laboral');
    expect(screen.getByRole('list', { name: 'Sunday, March 29, 2026, 09:00' }).textContent).toContain(
      'Boletín de marzo',
    );
  });

  it('moves a scheduled entry by keyboard: the arrows walk it, each step announced, and Enter moves it', async () => {
    const { user, calls } = renderCalendar({ view: 'month', date: '2026-03-15' }, [BEFORE_CHANGE]);
    const chip = await screen.findByRole('button', { name: /Reforma laboral/ });
    chip.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('status').textContent).toContain(
      'Move “Reforma laboral” to 03/29/2026 09:00 AM (Madrid)? Enter moves it, Escape leaves it.',
    );
    await user.keyboard('{Enter}');
    // 09:00 on the Sunday of the change is 07:00Z: the wall-clock time is kept, not the UTC one.
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')).toEqual({
        method: 'PATCH',
        path: '/v1/calendar/entries/publication%3Abefore',
        body: { starts_at: '2026-03-29T07:00:00.000Z' },
      }),
    );
    expect(await screen.findByText('“Reforma laboral” moved to 03/29/2026 09:00 AM (Madrid).')).toBeTruthy();
  });

  it('moves a scheduled entry dropped on another day, at the same time of day', async () => {
    const { calls, container } = renderCalendar({ view: 'month', date: '2026-03-15' }, [BEFORE_CHANGE]);
    const chip = await screen.findByRole('button', { name: /Reforma laboral/ });
    const dataTransfer = { setData: () => {}, effectAllowed: '', dropEffect: '' };
    const monday = container.querySelector('[data-day="2026-03-30"]') as HTMLElement;
    fireEvent.dragStart(chip, { dataTransfer });
    fireEvent.dragOver(monday, { dataTransfer });
    fireEvent.drop(monday, { dataTransfer });
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        starts_at: '2026-03-30T07:00:00.000Z',
      }),
    );
  });

  it('leaves the entry where it was on Escape', async () => {
    const { user, calls } = renderCalendar({ view: 'week', date: '2026-03-25' }, [BEFORE_CHANGE]);
    (await screen.findByRole('button', { name: /Reforma laboral/ })).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('status').textContent).toContain('03/28/2026 10:00 AM (Madrid)');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('status').textContent).toContain('“Reforma laboral” stays where it was.');
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('shows the rule that refused a move', async () => {
    const { user } = renderCalendar({ view: 'month', date: '2026-03-15' }, [BEFORE_CHANGE], () =>
      Response.json(
        {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid',
          details: { starts_at: [{ key: 'date.future', message: 'Choose a date and time still to come' }] },
        },
        { status: 422 },
      ),
    );
    (await screen.findByRole('button', { name: /Reforma laboral/ })).focus();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('Choose a date and time still to come');
  });

  it('says why what went out cannot move, and gives it no handle to drag', async () => {
    const { user } = renderCalendar({ view: 'month', date: '2026-03-15' }, [SENT, BEFORE_CHANGE]);
    const sent = await screen.findByRole('button', { name: /Boletín enviado/ });
    expect(sent.getAttribute('draggable')).toBeNull();
    expect(screen.getByRole('button', { name: /Reforma laboral/ }).getAttribute('draggable')).toBe('true');
    sent.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('status').textContent).toContain(
      '“Boletín enviado” cannot be moved: It already went out, so it stays where it is.',
    );
  });

  it('shows a web window where it closes too, which cannot be walked away', async () => {
    const live = entry({
      id: 'publication:live',
      status: 'published',
      editable: false,
      starts_at: '2026-02-10T09:00:00.000Z',
      ends_at: '2026-03-20T17:00:00.000Z',
      title: 'Ley de vivienda',
    });
    const { user } = renderCalendar({ view: 'month', date: '2026-03-15' }, [live]);
    const friday = await screen.findByRole('list', { name: /Friday, March 20, 2026/ });
    const closing = within(friday).getByRole('button');
    expect(closing.textContent).toMatch(/18:00.*Website.*Leaves the website:.*Ley de vivienda/);
    expect(closing.getAttribute('draggable')).toBeNull();
    closing.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('status').textContent).toContain(
      'Its time on the website ends here: move where it starts, and the end follows.',
    );
  });

  it('says how many more entries a full day has', async () => {
    const busy = Array.from({ length: 5 }, (_, index) =>
      entry({ id: `publication:${index}`, starts_at: `2026-03-12T0${index + 1}:00:00.000Z` }),
    );
    renderCalendar({ view: 'month', date: '2026-03-15' }, busy);
    const thursday = await screen.findByRole('list', { name: /Thursday, March 12, 2026/ });
    expect(within(thursday).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '3 more on Thursday, March 12, 2026' }).textContent).toContain(
      '+3 more',
    );
  });
});
