// The preferences page a message's signed link opens, without sign-in: the subjects the recipient
// follows (none: every subject), or unsubscribing.

import { AREA_LANGUAGES, type AreaCode } from '@gaceta/shared/areas';
import type { Locale } from '@gaceta/shared/locales';
import type { ReadingNotice } from '@gaceta/shared/newsletter/reading';
import { defaultTheme, officeLogoUrl } from '@gaceta/shared/website/markup';
import { and, asc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../../context';
import { newsletterRecipients, officeSubjects, offices, subjects } from '../../../db/schema';
import type { PageOffice } from '../../../emails/newsletter-pages';
import { AppError } from '../../../lib/app-error';
import { storedTheme } from '../../website/website.service';
import { deliveryByToken } from '../tracking/tracking.service';
import { canResubscribe } from './resubscribe.service';
import { readingNoticeOf } from './subscriptions.service';

export interface Preferences {
  /** The firm the pages speak for: its name, logo, website and theme. */
  office: PageOffice;
  /** The recipient's language, else the office's: the language its messages come in. */
  locale: Locale;
  email: string;
  subscribed: boolean;
  unsubscribed: boolean;
  /** Unsubscribed within the window in which the message's link subscribes it again. */
  resubscribable: boolean;
  /** The office's subjects, named in the page's language. */
  subjects: { id: string; name: string }[];
  followed: string[];
  /** What the office records of its readers, and its privacy policy. */
  reading: ReadingNotice;
}

async function recipientOf(ctx: ServiceContext, token: string | undefined) {
  const delivery = await deliveryByToken(ctx, token);
  const [recipient] = delivery.recipientId
    ? await ctx.db
        .select()
        .from(newsletterRecipients)
        .where(eq(newsletterRecipients.id, delivery.recipientId))
    : [];
  if (!recipient) throw new AppError('NOT_FOUND');
  return recipient;
}

async function officeSubjectsOf(ctx: ServiceContext, officeId: string, locale: Locale) {
  const rows = await ctx.db
    .select({ id: subjects.id, name: subjects.name })
    .from(officeSubjects)
    .innerJoin(subjects, eq(subjects.id, officeSubjects.subjectId))
    .where(eq(officeSubjects.officeId, officeId))
    .orderBy(asc(subjects.code));
  return rows.map((row) => ({ id: row.id, name: row.name[locale] ?? row.name.en ?? '' }));
}

export async function preferencesOf(ctx: ServiceContext, token: string | undefined): Promise<Preferences> {
  const recipient = await recipientOf(ctx, token);
  const [office] = await ctx.db
    .select({
      name: offices.name,
      key: offices.publicKey,
      websiteUrl: offices.websiteUrl,
      tolgeo: offices.tolgeo,
      privacyUrl: offices.privacyUrl,
    })
    .from(offices)
    .where(eq(offices.id, recipient.officeId));
  if (!office) throw new AppError('NOT_FOUND');
  const locale = recipient.language ?? AREA_LANGUAGES[office.tolgeo as AreaCode] ?? 'es';
  return {
    office: {
      name: office.name,
      logoUrl: officeLogoUrl(ctx.config.publicUrl, office.key),
      websiteUrl: office.websiteUrl,
      theme: (await storedTheme(ctx.db, recipient.officeId)) ?? defaultTheme(office.name),
    },
    locale,
    email: recipient.email,
    subscribed: recipient.status === 'subscribed' && recipient.active,
    unsubscribed: recipient.status === 'unsubscribed',
    resubscribable: canResubscribe(recipient, ctx.clock.now()),
    subjects: await officeSubjectsOf(ctx, recipient.officeId, locale),
    followed: recipient.subjectIds,
    reading: await readingNoticeOf(ctx, { id: recipient.officeId, privacyUrl: office.privacyUrl }),
  };
}

/** Saves the subjects followed; ids that are not the office's subjects are ignored. */
export async function savePreferences(
  ctx: ServiceContext,
  token: string | undefined,
  subjectIds: readonly string[],
): Promise<void> {
  const recipient = await recipientOf(ctx, token);
  const offered = await officeSubjectsOf(ctx, recipient.officeId, 'en');
  const chosen = offered.filter((subject) => subjectIds.includes(subject.id)).map((subject) => subject.id);
  await ctx.db
    .update(newsletterRecipients)
    .set({ subjectIds: chosen })
    .where(
      and(eq(newsletterRecipients.id, recipient.id), eq(newsletterRecipients.officeId, recipient.officeId)),
    );
}
