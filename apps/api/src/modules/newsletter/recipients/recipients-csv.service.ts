import { AREA_LANGUAGES, type AreaCode } from '@gaceta/shared/areas';
import { LOCALE_NAMES, type Locale } from '@gaceta/shared/locales';
import { MESSAGES } from '@gaceta/shared/messages';
import { CONSENT_SOURCE_LABELS, RECIPIENT_STATUS_LABELS } from '@gaceta/shared/newsletter';
import type { RecipientFilters } from '@gaceta/shared/newsletter/recipients';
import { instantToWallClock } from '@gaceta/shared/wall-clock';
import { asc, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../../../context';
import { newsletterRecipients, offices, subjects } from '../../../db/schema';
import { type CsvFile, csvDateTime } from '../../../lib/csv-download';
import { translator } from '../../../lib/i18n';
import { requirePermission } from '../../access/guards';
import { recordAudit } from '../../audit/audit.service';
import { recipientsWhere } from './recipients.service';

/**
 * GET /v1/newsletter/recipients.csv: every recipient of the office the list's filters leave, a line
 * each, ordered as the list. The address with the name beside it, the status, the active switch,
 * the language (the office's, said so, for one who chose none) and the subjects followed in the
 * reader's language; the consent's source and dates on the office's clock. Its first three
 * headers are ones the import recognises, so the file imports again as it is.
 */
export async function recipientsCsv(
  ctx: ServiceContext,
  filters: RecipientFilters,
  locale: Locale,
): Promise<CsvFile> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  const t = translator(locale);
  const [office] = await ctx.db
    .select({ timeZone: offices.timeZone, tolgeo: offices.tolgeo })
    .from(offices)
    .where(eq(offices.id, officeId));
  const timeZone = office?.timeZone ?? 'UTC';
  const officeLanguage = AREA_LANGUAGES[office?.tolgeo as AreaCode] ?? 'es';
  const rows = await ctx.db
    .select()
    .from(newsletterRecipients)
    .where(recipientsWhere(officeId, filters))
    .orderBy(asc(newsletterRecipients.email), asc(newsletterRecipients.id));
  const subjectIds = [...new Set(rows.flatMap((row) => row.subjectIds))];
  const subjectNames = new Map(
    subjectIds.length === 0
      ? []
      : (
          await ctx.db
            .select({ id: subjects.id, name: subjects.name })
            .from(subjects)
            .where(inArray(subjects.id, subjectIds))
        ).map((subject) => [subject.id, subject.name[locale]]),
  );
  // An export of personal data is recorded, as each person's export is; the entry names no address.
  await recordAudit(ctx, {
    action: 'newsletter_recipient.export_list',
    officeId,
    data: { recipients: rows.length, filters },
  });
  const date = (instant: Date | null) => csvDateTime(instant, timeZone);
  const today = instantToWallClock(ctx.clock.now().toISOString(), timeZone).date;
  return {
    filename: `newsletter-recipients-${today}.csv`,
    rows: [
      [
        t(MESSAGES.csvRecipientEmail),
        t(MESSAGES.csvRecipientName),
        t(MESSAGES.csvRecipientLanguage),
        t(MESSAGES.csvRecipientStatus),
        t(MESSAGES.csvRecipientActive),
        t(MESSAGES.csvRecipientSubjects),
        t(MESSAGES.csvRecipientConsentSource),
        t(MESSAGES.csvRecipientConsentAt),
        t(MESSAGES.csvRecipientConfirmedAt),
        t(MESSAGES.csvRecipientUnsubscribedAt),
        t(MESSAGES.csvRecipientCreatedAt),
      ],
      ...rows.map((row) => [
        row.email,
        row.name,
        row.language
          ? LOCALE_NAMES[row.language]
          : t(MESSAGES.csvRecipientOfficeLanguage, { language: LOCALE_NAMES[officeLanguage] }),
        t(RECIPIENT_STATUS_LABELS[row.status]),
        t(row.active ? MESSAGES.csvYes : MESSAGES.csvNo),
        row.subjectIds.length === 0
          ? t(MESSAGES.csvRecipientAllSubjects)
          : row.subjectIds.flatMap((id) => subjectNames.get(id) ?? []).join(', '),
        t(CONSENT_SOURCE_LABELS[row.consentSource]),
        date(row.consentAt),
        date(row.confirmedAt),
        date(row.unsubscribedAt),
        date(row.createdAt),
      ]),
    ],
  };
}
