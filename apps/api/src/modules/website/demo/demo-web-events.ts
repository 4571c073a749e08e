import { instantToWallClock } from '@gaceta/shared/wall-clock';
import type { ShareNetwork } from '@gaceta/shared/website';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../../context';
import { news, newsPublications, offices, webEvents } from '../../../db/schema';
import { generator } from '../../demo/random';

/**
 * The demo office's website statistics: what its widget would have counted since each article went
 * out on the web. Readers come in the first days after publication and then trickle in; weekends
 * are quiet (the office's readers are businesses); some articles catch on more than others; a
 * few readers share. The figures are deterministic (a seeded generator), so every start shows
 * the same story, and they are written as one INSERT … SELECT that expands each day's visitors
 * in the database, so seeding stays well under a second.
 */

const DAY = 86_400_000;

/** Share clicks by network: LinkedIn first for a law office, then email. */
const NETWORKS: [ShareNetwork, number][] = [
  ['linkedin', 0.45],
  ['email', 0.25],
  ['x', 0.18],
  ['facebook', 0.12],
];

/** The network where the cumulated weights pass `value` (0 ≤ value < 1). */
function pickNetwork(value: number): ShareNetwork {
  let left = value;
  for (const [network, weight] of NETWORKS) {
    left -= weight;
    if (left < 0) return network;
  }
  return 'linkedin';
}

interface Group {
  news_id: string | null;
  kind: 'impression' | 'view' | 'share';
  network: string;
  day: string;
  /** Distinct visitors of the group; each is a row. */
  visitors: number;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY;
const dayOfNumber = (number: number) => new Date(number * DAY).toISOString().slice(0, 10);
/** Saturday and Sunday are quiet. */
const weekdayFactor = (number: number) =>
  [0.35, 1, 1, 1, 1, 0.95, 0.45][new Date(number * DAY).getUTCDay()] ?? 1;

/** Seeds the office's web events once; false when it has some already. */
export async function seedDemoWebEvents(deps: ServiceDeps, officeId: string): Promise<boolean> {
  const db = deps.db;
  const [existing] = await db
    .select({ id: webEvents.id })
    .from(webEvents)
    .where(eq(webEvents.officeId, officeId))
    .limit(1);
  if (existing) return false;
  const [office] = await db
    .select({ timeZone: offices.timeZone })
    .from(offices)
    .where(eq(offices.id, officeId));
  if (!office) return false;
  const localDay = (date: Date) => instantToWallClock(date.toISOString(), office.timeZone).date;
  const today = dayNumber(localDay(deps.clock.now()));

  const articles = await db
    .select({
      id: news.id,
      state: newsPublications.state,
      publishedAt: newsPublications.publishedAt,
      updatedAt: news.updatedAt,
    })
    .from(news)
    .innerJoin(
      newsPublications,
      and(eq(newsPublications.newsId, news.id), eq(newsPublications.channel, 'web')),
    )
    .where(and(eq(news.officeId, officeId), isNotNull(newsPublications.publishedAt)))
    .orderBy(newsPublications.publishedAt);
  if (articles.length === 0) return false;

  const random = generator(20_260_301);
  const groups: Group[] = [];
  const readersOn = new Map<number, number>();
  for (const article of articles) {
    if (!article.publishedAt) continue;
    const first = dayNumber(localDay(article.publishedAt));
    // An unpublished article stopped being read the day it was taken down (its last change).
    const last =
      article.state === 'published' ? today : Math.min(today, dayNumber(localDay(article.updatedAt)));
    const appeal = 0.5 + random() * 1.6;
    for (let number = first; number <= last; number++) {
      const age = number - first;
      const expected = appeal * (16 * Math.exp(-age / 4) + 1.1) * weekdayFactor(number);
      const readers = Math.round(expected * (0.7 + random() * 0.6));
      if (readers === 0) continue;
      const day = dayOfNumber(number);
      groups.push({ news_id: article.id, kind: 'view', network: '', day, visitors: readers });
      readersOn.set(number, (readersOn.get(number) ?? 0) + readers);
      // About one reader in twenty-five shares the article.
      const sharers = new Map<ShareNetwork, number>();
      for (let reader = 0; reader < readers; reader++) {
        if (random() >= 0.04) continue;
        const network = pickNetwork(random());
        sharers.set(network, (sharers.get(network) ?? 0) + 1);
      }
      for (const [network, visitors] of sharers) {
        groups.push({ news_id: article.id, kind: 'share', network, day, visitors });
      }
    }
  }
  // Readers saw the widget's list first, and as many again saw it without opening an article.
  const firstDay = Math.min(...readersOn.keys());
  for (let number = firstDay; number <= today; number++) {
    const readers = readersOn.get(number) ?? 0;
    const browsing = Math.round(readers * (0.6 + random() * 0.6) + 4 * weekdayFactor(number));
    groups.push({
      news_id: null,
      kind: 'impression',
      network: '',
      day: dayOfNumber(number),
      visitors: readers + browsing,
    });
  }

  // Visitor n of a day is the same person in every group of that day (one list, then articles),
  // as the daily hash would make them; one in four comes back, counting twice.
  await db.execute(sql`
    insert into ${webEvents} (office_id, news_id, kind, network, day, visitor_hash, count)
    select ${officeId}, g.news_id, g.kind, g.network, g.day,
           md5(${officeId} || g.day::text || ':' || v), case when v % 4 = 0 then 2 else 1 end
    from json_to_recordset(${JSON.stringify(groups)}::json)
      as g(news_id uuid, kind text, network text, day date, visitors int)
    cross join lateral generate_series(1, g.visitors) as v`);
  return true;
}
