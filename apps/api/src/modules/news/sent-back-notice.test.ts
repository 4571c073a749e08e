import type { MeResponse } from '@gaceta/shared/accounts/me';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjects } from '../../db/schema';
import { createOffice, createSignedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { newsHelpers } from '../../test/news';

/**
 * Returned work in sight (issue 17, section 3): the writers of an item sent back are told by email,
 * when they allow it, in the language they chose.
 */

let t: TestApp;
let helpers: ReturnType<typeof newsHelpers>;
let subjectId: string;

beforeAll(async () => {
  t = await createTestApp();
  helpers = newsHelpers(t);
  const [subject] = await t.db.select({ id: subjects.id }).from(subjects).limit(1);
  subjectId = subject?.id ?? '';
});
afterAll(() => t.close());

async function team() {
  const office = await createOffice(t.db);
  const writer = await createSignedInUser(t, {
    officeId: office.id,
    roles: ['content_genrator'],
    firstName: 'Elena',
  });
  const colleague = await createSignedInUser(t, { officeId: office.id, roles: ['content_genrator'] });
  const reviewer = await createSignedInUser(t, {
    officeId: office.id,
    roles: ['client_reviewer'],
    firstName: 'Carmen',
  });
  return { office, writer, colleague, reviewer };
}

const preferences = async (token: string, body: unknown) =>
  helpers.bodyOf<MeResponse>(await helpers.call(token, 'PUT', '/v1/me/preferences', body));

const sendBack = async (token: string, id: string, comment: string) =>
  helpers.bodyOf(await helpers.call(token, 'POST', `/v1/news_infos/${id}/send_back`, { comment }));

describe('an item sent back', () => {
  it('emails each writer who allows it, in their language, with the comment and a link to the item', async () => {
    const { writer, colleague, reviewer } = await team();
    const me = await preferences(writer.token, { locale: 'en' });
    expect(me).toMatchObject({ locale: 'en', email_notices: true });
    const item = await helpers.completeNews(writer.token, { subjects: [subjectId] });
    await helpers.call(writer.token, 'POST', `/v1/news_infos/${item.id}/mark_ready`);
    await sendBack(reviewer.token, item.id, 'Cite the judgment, please.');

    const mail = await t.lastMailTo(writer.user.email);
    if (!mail) throw new Error('no notice reached the writer');
    const parsed = await simpleParser(mail.raw);
    expect(parsed.subject).toBe(`Sent back for changes: ${item.title}`);
    expect(parsed.text).toContain('Cite the judgment, please.');
    expect(parsed.text).toContain('Carmen Prueba');
    expect(parsed.html).toContain(`${t.config.publicUrl}/news/edit/${item.id}`);
    // Only those who wrote it: a colleague who never saved it hears nothing, nor the reviewer.
    expect(await t.lastMailTo(colleague.user.email)).toBeUndefined();
    expect(await t.lastMailTo(reviewer.user.email)).toBeUndefined();
  });

  it('emails nobody who turned the notices off, and writes in Spanish for whoever never chose', async () => {
    const { writer, colleague, reviewer } = await team();
    expect((await preferences(writer.token, { email_notices: false })).email_notices).toBe(false);
    const item = await helpers.completeNews(writer.token, { subjects: [subjectId] });
    const saved = await helpers.call(colleague.token, 'PUT', `/v1/news_infos/${item.id}`, {
      ...item,
      contents: [{ platform: 'web', title: 'Indemnización', content: '<p>Revisado</p>' }],
    });
    expect(saved.status).toBe(200);
    await helpers.call(colleague.token, 'POST', `/v1/news_infos/${item.id}/mark_ready`);
    await sendBack(reviewer.token, item.id, 'Falta la sentencia.');
    expect(await t.lastMailTo(writer.user.email)).toBeUndefined();
    const mail = await t.lastMailTo(colleague.user.email);
    if (!mail) throw new Error('no notice reached the colleague');
    expect((await simpleParser(mail.raw)).subject).toBe(`Devuelta para cambios: ${item.title}`);
  });
});

describe('preferences', () => {
  it('refuses an unknown language, and another user’s are not touched', async () => {
    const { writer, colleague } = await team();
    const refused = await helpers.call(writer.token, 'PUT', '/v1/me/preferences', { locale: 'fr' });
    expect(refused.status).toBe(422);
    await preferences(writer.token, { email_notices: false });
    const other = await helpers.bodyOf<MeResponse>(await helpers.call(colleague.token, 'GET', '/v1/me'));
    expect(other).toMatchObject({ locale: null, email_notices: true });
  });
});
