import { fieldMessage, MESSAGES, type MessageKey } from '@gaceta/shared/messages';
import type {
  RecipientImportFields,
  RecipientImportResult,
  RefusedLine,
} from '@gaceta/shared/newsletter-recipients';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../context';
import { newsletterRecipients, newsletterSuppressions } from '../../db/schema';
import { requirePermission } from '../access/guards';
import { recordAudit } from '../audit/audit.service';
import { type ImportContact, readImport } from './recipient-import';
import { emailHash } from './recipients.keys';
import { STOPPED_STATUSES } from './recipients.service';

/** Rows per statement: well under PostgreSQL's 65,535 parameters a statement. */
const CHUNK = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** The first line of each address; later lines of the same address merge into it. */
function firstOfEach(contacts: readonly ImportContact[]): { unique: ImportContact[]; repeated: number } {
  const seen = new Map<string, ImportContact>();
  for (const contact of contacts) if (!seen.has(contact.email)) seen.set(contact.email, contact);
  return { unique: [...seen.values()], repeated: contacts.length - seen.size };
}

/**
 * Imports the contacts of a CSV or XLSX file into the office's recipients, in one transaction:
 * new addresses are added as subscribed (consent `import`, dated now); an address already listed,
 * or repeated in the file, merges (its name filled if it had none), never doubles. An address that
 * unsubscribed, bounced or complained, or that was erased on request (its keyed hash), is refused
 * with its line: an import never subscribes it again. Lines with an invalid address are refused
 * and the rest still imported.
 */
export async function importRecipients(
  ctx: ServiceContext,
  file: Uint8Array,
  mapping: RecipientImportFields,
): Promise<RecipientImportResult> {
  const officeId = requirePermission(ctx, 'newsletter.manage');
  const { contacts, refused } = await readImport(file, mapping);
  const { unique, repeated } = firstOfEach(contacts);
  const hashOf = (email: string) => emailHash(ctx.config.jwtSecret, officeId, email);
  const counts = await withTransaction(ctx, async (ctx) => {
    const suppressed = new Set<string>();
    const stopped = new Set<string>();
    for (const part of chunks(unique)) {
      const hashes = await ctx.db
        .select({ hash: newsletterSuppressions.emailHash })
        .from(newsletterSuppressions)
        .where(
          and(
            eq(newsletterSuppressions.officeId, officeId),
            inArray(
              newsletterSuppressions.emailHash,
              part.map((contact) => hashOf(contact.email)),
            ),
          ),
        );
      for (const { hash } of hashes) suppressed.add(hash);
      const rows = await ctx.db
        .select({ email: newsletterRecipients.email })
        .from(newsletterRecipients)
        .where(
          and(
            eq(newsletterRecipients.officeId, officeId),
            inArray(
              newsletterRecipients.email,
              part.map((contact) => contact.email),
            ),
            inArray(newsletterRecipients.status, [...STOPPED_STATUSES]),
          ),
        );
      for (const { email } of rows) stopped.add(email);
    }
    const accepted: ImportContact[] = [];
    for (const contact of unique) {
      if (suppressed.has(hashOf(contact.email))) refused.push(refusal(contact, MESSAGES.importSuppressed.id));
      else if (stopped.has(contact.email)) refused.push(refusal(contact, MESSAGES.importStopped.id));
      else accepted.push(contact);
    }
    const now = ctx.clock.now();
    let imported = 0;
    for (const part of chunks(accepted)) {
      const written = await ctx.db
        .insert(newsletterRecipients)
        .values(
          part.map((contact) => ({
            officeId,
            email: contact.email,
            name: contact.name,
            status: 'subscribed' as const,
            consentSource: 'import' as const,
            consentAt: now,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [newsletterRecipients.officeId, newsletterRecipients.email],
          set: { name: sql`coalesce(${newsletterRecipients.name}, excluded.name)` },
          // A row stopped since the check above (a concurrent unsubscribe) is left alone.
          setWhere: notInArray(newsletterRecipients.status, [...STOPPED_STATUSES]),
        })
        // xmax is 0 on a row this statement inserted, and set on one it updated.
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      imported += written.filter((row) => row.inserted).length;
    }
    const result = { imported, merged: accepted.length - imported + repeated };
    await recordAudit(ctx, {
      action: 'newsletter_recipient.import',
      officeId,
      data: { ...result, refused: refused.length },
    });
    return result;
  });
  refused.sort((a, b) => a.line - b.line);
  return { ...counts, refused: refused.length, refused_lines: refused };
}

function refusal(contact: ImportContact, key: MessageKey): RefusedLine {
  return { line: contact.line, email: contact.email, reason: fieldMessage(key) };
}
