import { fieldMessage, MESSAGES, type MessageKey } from '@gaceta/shared/messages';
import { STOPPED_STATUSES } from '@gaceta/shared/newsletter';
import type {
  RecipientImportFields,
  RecipientImportResult,
  RefusedLine,
} from '@gaceta/shared/newsletter/recipients';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { type ServiceContext, withTransaction } from '../../../context';
import { rowsOf } from '../../../db/client';
import { newsletterRecipients, newsletterSuppressions } from '../../../db/schema';
import { requirePermission } from '../../access/guards';
import { recordAudit } from '../../audit/audit.service';
import type { ImportContact } from './recipient-import';
import { emailHash } from './recipients.keys';

/** A list of values as one JSON parameter, whatever its length (PostgreSQL takes 65,535 parameters). */
const jsonList = (values: readonly string[]) =>
  sql`(select value from json_array_elements_text(${JSON.stringify(values)}::json))`;

/** The first line of each address; later lines of the same address merge into it. */
function firstOfEach(contacts: readonly ImportContact[]): { unique: ImportContact[]; repeated: number } {
  const seen = new Map<string, ImportContact>();
  for (const contact of contacts) if (!seen.has(contact.email)) seen.set(contact.email, contact);
  return { unique: [...seen.values()], repeated: contacts.length - seen.size };
}

/**
 * Imports the contacts of a CSV or XLSX file into the office's recipients, in one transaction:
 * new addresses are added as subscribed (consent `import`, dated now); an address already listed,
 * or repeated in the file, merges (its name and language filled if it had none), never doubles. An address that
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
  // The CSV and XLSX readers load with the first import, not with every start of the server.
  const { readImport } = await import('./recipient-import');
  const { contacts, refused } = await readImport(file, mapping);
  const { unique, repeated } = firstOfEach(contacts);
  const hashOf = (email: string) => emailHash(ctx.config.jwtSecret, officeId, email);
  const hashes = new Map(unique.map((contact) => [contact.email, hashOf(contact.email)]));
  const counts = await withTransaction(ctx, async (ctx) => {
    const suppressed = await ctx.db
      .select({ hash: newsletterSuppressions.emailHash })
      .from(newsletterSuppressions)
      .where(
        and(
          eq(newsletterSuppressions.officeId, officeId),
          sql`${newsletterSuppressions.emailHash} in ${jsonList([...hashes.values()])}`,
        ),
      );
    const stopped = await ctx.db
      .select({ email: newsletterRecipients.email })
      .from(newsletterRecipients)
      .where(
        and(
          eq(newsletterRecipients.officeId, officeId),
          sql`${newsletterRecipients.email} in ${jsonList([...hashes.keys()])}`,
          inArray(newsletterRecipients.status, [...STOPPED_STATUSES]),
        ),
      );
    const suppressedHashes = new Set(suppressed.map((row) => row.hash));
    const stoppedEmails = new Set(stopped.map((row) => row.email));
    const accepted: ImportContact[] = [];
    for (const contact of unique) {
      if (suppressedHashes.has(hashes.get(contact.email) ?? ''))
        refused.push(refusal(contact, MESSAGES.importSuppressed.id));
      else if (stoppedEmails.has(contact.email)) refused.push(refusal(contact, MESSAGES.importStopped.id));
      else accepted.push(contact);
    }
    const now = ctx.clock.now().toISOString();
    const rows = accepted.map(({ email, name, language }) => ({ email, name, language }));
    // One statement for the whole file, its rows as one JSON parameter: thousands of bound
    // parameters cost more to send and plan than the rows do to write.
    const written = await ctx.db.execute(sql`
      insert into ${newsletterRecipients}
        (office_id, email, name, language, status, consent_source, consent_at, created_at, updated_at)
      select ${officeId}::uuid, t.email, t.name, t.language, 'subscribed', 'import', ${now}::timestamptz,
             ${now}::timestamptz, ${now}::timestamptz
      from json_to_recordset(${JSON.stringify(rows)}::json) as t(email text, name text, language text)
      on conflict (office_id, email) do update
        set name = coalesce(${newsletterRecipients.name}, excluded.name),
            language = coalesce(${newsletterRecipients.language}, excluded.language)
        -- A row stopped since the check above (a concurrent unsubscribe) is left alone.
        where ${notInArray(newsletterRecipients.status, [...STOPPED_STATUSES])}
      returning (xmax = 0) as inserted`);
    // xmax is 0 on a row this statement inserted, and set on one it updated.
    const imported = rowsOf<{ inserted: boolean }>(written).filter((row) => row.inserted).length;
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
