import type { One } from '@gaceta/shared/common';
import type { OfficeDisclaimers, OfficeDisclaimersInput } from '@gaceta/shared/disclaimers';
import { NEWS_LANGUAGES } from '@gaceta/shared/news';
import { and, eq } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../context';
import type { Database } from '../../db/client';
import { officeDisclaimers } from '../../db/schema';
import { officeIdOf, requirePermission } from '../access/guards';
import { recordAudit } from '../audit/audit.service';

type Language = (typeof NEWS_LANGUAGES)[number];

async function disclaimersOf(db: Database, officeId: string): Promise<OfficeDisclaimers> {
  const rows = await db.select().from(officeDisclaimers).where(eq(officeDisclaimers.officeId, officeId));
  const byLanguage = new Map(rows.map((row) => [row.language, row.text]));
  return {
    es: byLanguage.get('es') ?? null,
    en: byLanguage.get('en') ?? null,
    pt: byLanguage.get('pt') ?? null,
  };
}

/** The caller's office's disclaimers: any office user reads them, settings.office changes them. */
export async function getOwnDisclaimers(ctx: ServiceContext): Promise<One<OfficeDisclaimers>> {
  return { object: await disclaimersOf(ctx.db, officeIdOf(ctx)) };
}

export async function setOwnDisclaimers(
  ctx: ServiceContext,
  input: OfficeDisclaimersInput,
): Promise<One<OfficeDisclaimers>> {
  const officeId = requirePermission(ctx, 'settings.office');
  await withTransaction(ctx, async (ctx) => {
    await ctx.db.delete(officeDisclaimers).where(eq(officeDisclaimers.officeId, officeId));
    const rows = NEWS_LANGUAGES.flatMap((language) => {
      const text = input[language];
      return text ? [{ officeId, language, text }] : [];
    });
    if (rows.length > 0) await ctx.db.insert(officeDisclaimers).values(rows);
    await recordAudit(ctx, {
      action: 'office.disclaimers',
      targetId: officeId,
      officeId,
      data: { languages: rows.map((row) => row.language) },
    });
  });
  return { object: await disclaimersOf(ctx.db, officeId) };
}

/**
 * The disclaimer every channel shows with an article of `officeId` written in `language`, or null
 * when the office has none in that language. Channels call this, never the table.
 */
export async function disclaimerFor(
  ctx: ServiceContext,
  officeId: string,
  language: Language,
): Promise<string | null> {
  const [row] = await ctx.db
    .select({ text: officeDisclaimers.text })
    .from(officeDisclaimers)
    .where(and(eq(officeDisclaimers.officeId, officeId), eq(officeDisclaimers.language, language)));
  return row?.text ?? null;
}

/** Every disclaimer of `officeId` by language: read once for an answer about many articles (the feeds). */
export async function disclaimersByLanguage(
  ctx: ServiceContext,
  officeId: string,
): Promise<Map<Language, string>> {
  const rows = await ctx.db
    .select({ language: officeDisclaimers.language, text: officeDisclaimers.text })
    .from(officeDisclaimers)
    .where(eq(officeDisclaimers.officeId, officeId));
  return new Map(rows.map((row) => [row.language as Language, row.text]));
}
