import { type APIRequestContext, expect, test } from '@playwright/test';
import { atBothWidths, bearer, signIn, spanishSubjects, tokenOf, USERS, writeNews } from './support';

// One calendar of every channel: a scheduled web publication moved by mouse and by keyboard (the
// real schedule changes), a move the rules refuse, a sent newsletter that cannot move, and axe and
// screenshots at 1366 and 390 px.
test.describe.configure({ timeout: 120_000 });

const DAY_MS = 86_400_000;

interface Entry {
  id: string;
  status: string;
  starts_at: string;
  title: string;
  news_id?: string;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** The instant of a wall-clock time in `timeZone` (the offset of that day, as the office's clock reads). */
function instantIn(timeZone: string, day: string, time: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(noon)
    .find((part) => part.type === 'timeZoneName')
    ?.value.replace('GMT', '');
  return new Date(`${day}T${time}:00${offset || 'Z'}`).toISOString();
}

async function calendarOf(request: APIRequestContext, token: string, from: string, to: string) {
  const response = await request.get(`/v1/calendar?from=${from}&to=${to}`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as { objects: Entry[]; time_zone: string };
}

/** A complete item of the reviewer's, scheduled on the website at `startsAt`. */
async function scheduledItem(request: APIRequestContext, token: string, title: string, startsAt: string) {
  const [subject = ''] = await spanishSubjects(request);
  const id = await writeNews(request, token, title, { subject, language: 'es' });
  const scheduled = await request.post(`/v1/news_infos/${id}/schedule_news`, {
    headers: bearer(token),
    data: { platform: 'web', published_at: startsAt },
  });
  expect(scheduled.status()).toBe(200);
  return id;
}

test('a scheduled publication moves by mouse and by keyboard, and a time already past is refused', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, USERS.reviewer);
  const today = dayOf(new Date());
  const { time_zone: timeZone } = await calendarOf(request, token, today, today);
  // A Wednesday at least a week ahead, so that Thursday is in the same week (weeks start on Monday).
  const wednesday = addDays(today, 7 + ((3 - new Date(`${today}T00:00:00Z`).getUTCDay() + 7) % 7));
  const thursday = addDays(wednesday, 1);
  const stamp = Date.now().toString(36);
  const dragged = `Calendario: arrastrada ${stamp}`;
  const walked = `Calendario: con teclado ${stamp}`;
  const draggedId = await scheduledItem(request, token, dragged, instantIn(timeZone, wednesday, '10:00'));
  await scheduledItem(request, token, walked, instantIn(timeZone, wednesday, '12:00'));

  await signIn(page, USERS.reviewer, { at: `/calendar?view=week&date=${wednesday}` });
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
  const cell = (day: string, hour: number) => page.locator(`[data-day="${day}"][data-hour="${hour}"]`);

  // By mouse: dragged to Thursday at 10:00, the publication itself moves.
  const draggedChip = cell(wednesday, 10).getByRole('button', { name: new RegExp(dragged) });
  // Both in sight first: a drag that scrolls the page once the button is down starts from what then lies under it.
  await cell(thursday, 10).scrollIntoViewIfNeeded();
  await draggedChip.scrollIntoViewIfNeeded();
  await draggedChip.dragTo(cell(thursday, 10));
  await expect(cell(thursday, 10).getByRole('button', { name: new RegExp(dragged) })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `«${dragged}» se ha movido` })).toBeVisible();
  const moved = await calendarOf(request, token, thursday, thursday);
  expect(moved.objects.find((entry) => entry.news_id === draggedId)?.starts_at).toBe(
    instantIn(timeZone, thursday, '10:00'),
  );

  // By keyboard: the arrows walk it (each step announced), Enter moves it, focus stays on it.
  const walkedChip = () => page.getByRole('button', { name: new RegExp(walked) });
  await walkedChip().focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('status').filter({ hasText: `¿Mover «${walked}» al` })).toBeVisible();
  await expect(cell(thursday, 13)).toHaveClass(/ring-brass-500/);
  await page.keyboard.press('Enter');
  await expect(cell(thursday, 13).getByRole('button', { name: new RegExp(walked) })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: `«${walked}» se ha movido` })).toBeVisible();

  // Or Enter opens it, with a date and a time: a time already past is refused with the rule's words.
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: walked });
  await dialog.getByLabel('Fecha').fill(addDays(today, -1));
  await dialog.getByRole('button', { name: 'Mover' }).click();
  await expect(dialog.getByText('Elija una fecha y hora que aún no hayan llegado')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(walkedChip()).toBeFocused();
  await atBothWidths(page, 'calendar-week');
});

test('a newsletter already sent has no handle to move it, and says why it stays', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, USERS.reviewer);
  const today = dayOf(new Date());
  const recent = await calendarOf(request, token, addDays(today, -60), today);
  const sent = recent.objects.find((entry) => entry.status === 'sent');
  expect(sent, 'the demo office has sent newsletters').toBeDefined();
  const sentDay = new Intl.DateTimeFormat('en-CA', { timeZone: recent.time_zone }).format(
    new Date(sent?.starts_at ?? ''),
  );
  // The week shows every entry of a day (a month's day shows its first ones and how many more).
  await signIn(page, USERS.reviewer, { at: `/calendar?view=week&date=${sentDay}` });
  const sentChip = page.locator(`[data-entry="${sent?.id}"]`);
  await expect(sentChip).toBeVisible();
  expect(await sentChip.getAttribute('draggable')).toBeNull();
  await sentChip.focus();
  await page.keyboard.press('ArrowRight');
  await expect(
    page.getByRole('status').filter({ hasText: 'no se puede mover: Ya salió, así que se queda donde está.' }),
  ).toBeVisible();
  await sentChip.press('Enter');
  await expect(page.getByRole('dialog').getByText('Ya salió, así que se queda donde está.')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Mover' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(sentChip).toBeFocused();
  await page.getByRole('radio', { name: 'Mes' }).click();
  await expect(page.locator(`[data-day="${sentDay}"]:not([data-hour])`)).toBeVisible();
  await atBothWidths(page, 'calendar-month');
});
