import { instantToWallClock, wallClockToInstant } from '@gaceta/shared/wall-clock';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { jobContext, type ServiceDeps } from '../../../context';
import { news, newsPublications, subjects } from '../../../db/schema';
import { scheduleNews } from '../../news/news-publishing.service';
import { scheduleCampaign } from '../campaigns/campaigns.schedule';
import { createCustomCampaign } from '../campaigns/campaigns.service';

const DAY = 86_400_000;

/**
 * The custom newsletters the office has scheduled: a fiscal special before the year's end and the
 * month's labour news a week later, each of the three newest published articles on its subject
 * (the weekly newsletter carried them already: sent again, to every reader, as a themed issue).
 */
export const DEMO_SCHEDULED_CAMPAIGNS = [
  {
    subject: 'Especial fiscal: lo que conviene decidir antes de fin de año',
    preheader: 'Sucesiones, donaciones y facturación: tres lecturas para cerrar el ejercicio sin sorpresas',
    subjectCode: 'fiscal',
    inDays: 5,
    time: '10:00',
  },
  {
    subject: 'Novedades laborales del mes',
    preheader: 'Permisos, salario mínimo y desconexión digital: lo que su empresa debe revisar',
    subjectCode: 'labor',
    inDays: 12,
    time: '10:00',
  },
] as const;

/**
 * What the newsletter has ahead besides the automatic one (docs/calendar.md), made through the
 * campaign and news services as the reviewer would: the custom newsletters of
 * DEMO_SCHEDULED_CAMPAIGNS, each scheduled for its day (a job of the queue sends it then, as any
 * scheduled newsletter), and the newsletter of the third article scheduled on the web (the first two
 * go out on the social networks, demo-social.ts), sent on its own the morning after it is live.
 * Part of the campaigns' seed, so seeded once with them.
 */
export async function seedDemoScheduledNewsletters(
  deps: ServiceDeps,
  officeId: string,
  timeZone: string,
): Promise<void> {
  const ctx = jobContext(deps, { job: 'demo-seed', officeId });
  const today = instantToWallClock(deps.clock.now().toISOString(), timeZone).date;
  const dayAfter = (date: string, days: number) =>
    new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);
  for (const planned of DEMO_SCHEDULED_CAMPAIGNS) {
    const items = await deps.db
      .select({ id: news.id })
      .from(news)
      .innerJoin(subjects, sql`${subjects.id} = ${news.subjectIds}[1]`)
      .where(
        and(
          eq(news.officeId, officeId),
          eq(news.status, 'published'),
          eq(subjects.code, planned.subjectCode),
        ),
      )
      .orderBy(desc(news.publishedAt))
      .limit(3);
    if (items.length === 0) continue;
    const { object } = await createCustomCampaign(ctx, {
      news_ids: items.map((item) => item.id),
      subject: planned.subject,
      preheader: planned.preheader,
      intro: null,
      confirm_resend: true,
      skip_previous_recipients: false,
    });
    const at = wallClockToInstant({ date: dayAfter(today, planned.inDays), time: planned.time }, timeZone);
    if (at) await scheduleCampaign(ctx, object.id, { at, confirm_resend: true });
  }
  const [third] = await deps.db
    .select({ id: news.id, at: newsPublications.scheduledAt })
    .from(news)
    .innerJoin(newsPublications, eq(newsPublications.newsId, news.id))
    .where(
      and(
        eq(news.officeId, officeId),
        eq(newsPublications.channel, 'web'),
        eq(newsPublications.state, 'scheduled'),
      ),
    )
    .orderBy(asc(newsPublications.scheduledAt))
    .offset(2)
    .limit(1);
  if (!third?.at) return;
  const live = instantToWallClock(third.at.toISOString(), timeZone).date;
  const morning = wallClockToInstant({ date: dayAfter(live, 1), time: '08:30' }, timeZone);
  if (morning) await scheduleNews(ctx, third.id, { platform: 'newsletter', published_at: morning });
}
