import { randomUUID } from 'node:crypto';
import type { OfficeRole } from '@gaceta/shared/accounts/roles';
import type { Locale } from '@gaceta/shared/locales';
import type { OtherLanguageItems } from '@gaceta/shared/newsletter/settings';
import { asc, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import type { ServiceDeps } from '../context';
import {
  emailQuotas,
  news,
  newsContents,
  newsletterConfigurations,
  newsletterDeliveries,
  newsletterRecipients,
  newsletterSenders,
  newsPublications,
  subjects,
} from '../db/schema';
import type { Mailer } from '../lib/mailer';
import { newsletterSendJob } from '../modules/newsletter/sending/newsletter-send.job';
import { runJob } from '../queue/queue';
import { createOffice, createSignedInUser } from './factories';
import type { TestApp } from './harness';
import type { CapturedMail } from './smtp';

/**
 * Small factories for newsletter tests: the rows the other newsletter parts own (senders,
 * configuration, recipients, quotas) written directly, and the queued sending run as a worker would.
 */
export function newsletterHelpers(t: TestApp) {
  /**
   * An office with a verified sender (also its configured one), a quota and a publish reviewer.
   * Most tests send several newsletters a day, items in Spanish to readers of other languages: the
   * office allows 10 a day and sends such items marked, unless `rules` says otherwise (the tests of
   * the daily limit and the language rule set them).
   */
  async function newsletterOffice(
    options: {
      quota?: number;
      rules?: { maxNewslettersPerDay?: number; otherLanguageItems?: OtherLanguageItems };
    } = {},
  ) {
    const office = await createOffice(t.db);
    const [sender] = await t.db
      .insert(newsletterSenders)
      .values({
        officeId: office.id,
        email: `boletin@${office.id.slice(0, 8)}.example`,
        verifiedAt: new Date(),
      })
      .returning();
    await t.db.insert(newsletterConfigurations).values({
      officeId: office.id,
      senderId: sender?.id,
      maxNewslettersPerDay: options.rules?.maxNewslettersPerDay ?? 10,
      otherLanguageItems: options.rules?.otherLanguageItems ?? 'mark',
    });
    await t.db.insert(emailQuotas).values({ officeId: office.id, contracted: options.quota ?? 10_000 });
    const as = async (roles: OfficeRole[]) =>
      (await createSignedInUser(t, { officeId: office.id, roles })).token;
    return {
      office,
      sender: sender as typeof newsletterSenders.$inferSelect,
      reviewer: await as(['client_reviewer']),
      statistics: await as(['client_statstics']),
    };
  }

  /** A news item of the office with its newsletter version. */
  async function newsItem(
    officeId: string,
    values: {
      title?: string;
      subjectIds?: string[];
      status?: 'published' | 'ready_to_publish' | 'in_preparation';
      html?: string;
      /** The languages it is written in; Spanish by default. */
      languages?: string[];
      /** Live on the website (its share page shows it); by default when published. */
      onWeb?: boolean;
    } = {},
  ) {
    const title = values.title ?? `Novedad ${randomUUID().slice(0, 6)}`;
    const [row] = await t.db
      .insert(news)
      .values({
        officeId,
        slug: `novedad-${randomUUID().slice(0, 8)}`,
        title,
        subjectIds: values.subjectIds ?? [],
        languages: values.languages ?? ['es'],
        active: true,
        status: values.status ?? 'published',
        editorialState: values.status === 'in_preparation' ? 'in_preparation' : 'ready_to_publish',
      })
      .returning();
    if (!row) throw new Error('news insert returned no row');
    await t.db.insert(newsContents).values({
      newsId: row.id,
      channel: 'newsletter',
      title: `${title} (boletín)`,
      content: values.html ?? `<p>Resumen de ${title}. <a href="https://boe.es/${row.slug}">Fuente</a></p>`,
    });
    if (values.onWeb ?? (values.status ?? 'published') === 'published') {
      await t.db
        .insert(newsPublications)
        .values({ newsId: row.id, channel: 'web', state: 'published', publishedAt: new Date() });
    }
    return row;
  }

  async function recipients(
    officeId: string,
    list: {
      email: string;
      subjectIds?: string[];
      status?: 'subscribed' | 'unsubscribed';
      active?: boolean;
      language?: Locale;
    }[],
  ) {
    if (list.length === 0) return [];
    return t.db
      .insert(newsletterRecipients)
      .values(
        list.map((each) => ({
          officeId,
          email: each.email,
          subjectIds: each.subjectIds ?? [],
          status: each.status ?? 'subscribed',
          active: each.active ?? true,
          language: each.language ?? null,
          consentSource: 'back_office' as const,
        })),
      )
      .returning();
  }

  /** The ids of `n` seeded subjects. */
  async function subjectIds(n: number): Promise<string[]> {
    const rows = await t.db.select({ id: subjects.id }).from(subjects).orderBy(asc(subjects.code)).limit(n);
    return rows.map((row) => row.id);
  }

  /** Runs every queued sending run (and the runs they enqueue) as the worker does, with `deps`. */
  async function runSendingJobs(deps: ServiceDeps = t.deps) {
    for (;;) {
      const runs = await t.queue.boss.fetch(newsletterSendJob.name, { batchSize: 10 });
      if (runs.length === 0) return;
      for (const run of runs) {
        await runJob(deps, newsletterSendJob, run);
        await t.queue.boss.complete(newsletterSendJob.name, run.id);
      }
    }
  }

  const deliveriesOf = (campaignId: string) =>
    t.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.campaignId, campaignId));

  return { newsletterOffice, newsItem, recipients, subjectIds, runSendingJobs, deliveriesOf };
}

/**
 * A mailer that dies at message `at` (counted from 1) the way a killed process does: it never
 * returns again, so nothing after that point is recorded. 'before' dies as the message is handed
 * over, before the SMTP server got it; 'after' once the server accepted it.
 */
export function dyingMailer(real: Mailer, at: number, point: 'before' | 'after'): Mailer {
  let sent = 0;
  const never = new Promise<void>(() => {});
  return {
    async send(message) {
      sent += 1;
      if (sent > at || (sent === at && point === 'before')) return never;
      await real.send(message);
      if (sent === at) return never;
    },
    close: () => {},
  };
}

/** A received message's headers, parsed from the wire by mailparser. */
export async function headersOf(mail: CapturedMail) {
  const parsed = await simpleParser(mail.raw);
  return { parsed, header: (name: string) => parsed.headers.get(name.toLowerCase()) };
}
