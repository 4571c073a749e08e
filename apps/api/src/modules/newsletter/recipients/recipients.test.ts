import type { Page } from '@gaceta/shared/common';
import type { Recipient, RecipientExport } from '@gaceta/shared/newsletter/recipients';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, newsletterRecipients, newsletterSuppressions, subjects } from '../../../db/schema';
import { csvDateTime } from '../../../lib/csv-download';
import { csvOf } from '../../../test/csv';
import { createOffice, createSignedInUser } from '../../../test/factories';
import { createTestApp, errorOf, objectOf, refusal, requestJson, type TestApp } from '../../../test/harness';
import { emailHash } from './recipients.keys';

let t: TestApp;
let officeId: string;
let token: string;
let otherToken: string;
let civil: string;

const as = (who: string, method: string, path: string, body?: unknown) =>
  requestJson(t.app, method, path, body, { token: who });
const add = async (email: string, extra: Record<string, unknown> = {}) => {
  const response = await as(token, 'POST', '/v1/newsletter/recipients', { email, ...extra });
  expect(response.status, await response.clone().text()).toBe(201);
  return objectOf<Recipient>(response);
};

beforeAll(async () => {
  t = await createTestApp();
  officeId = (await createOffice(t.db, { name: 'Despacho Recipients' })).id;
  token = (await createSignedInUser(t, { officeId, roles: ['client_reviewer'] })).token;
  const other = await createOffice(t.db, { name: 'Despacho Otro' });
  otherToken = (await createSignedInUser(t, { officeId: other.id, roles: ['client_reviewer'] })).token;
  const [subject] = await t.db.select({ id: subjects.id }).from(subjects).where(eq(subjects.code, 'civil'));
  civil = subject?.id ?? '';
});
afterAll(() => t.close());

describe('POST /v1/newsletter/recipients', () => {
  it('adds a subscribed recipient, lowercased, with the office as the consent source', async () => {
    const recipient = await add('  Lucia.Mar@Example.ES ', { name: 'Lucía Mar', subject_ids: [civil] });
    expect(recipient).toMatchObject({
      email: 'lucia.mar@example.es',
      name: 'Lucía Mar',
      active: true,
      status: 'subscribed',
      subject_ids: [civil],
      consent_source: 'back_office',
    });
    expect(recipient.confirmed_at).not.toBeNull();
  });

  it('refuses an address already listed, whatever its case (409 on email)', async () => {
    await add('dos@example.es');
    const response = await as(token, 'POST', '/v1/newsletter/recipients', { email: 'DOS@example.es' });
    expect(await errorOf(response)).toEqual({ status: 409, code: 'CONFLICT', fields: ['email'] });
  });

  it('refuses an invalid email and an unknown subject (422)', async () => {
    const bad = await as(token, 'POST', '/v1/newsletter/recipients', { email: 'no-arroba' });
    expect(await errorOf(bad)).toEqual({ status: 422, code: 'VALIDATION_FAILED', fields: ['email'] });
    const unknown = await as(token, 'POST', '/v1/newsletter/recipients', {
      email: 'materia@example.es',
      subject_ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(await errorOf(unknown)).toEqual({
      status: 422,
      code: 'VALIDATION_FAILED',
      fields: ['subject_ids'],
    });
  });
});

describe('GET /v1/newsletter/recipients', () => {
  it('searches by email or name, filters by active and pages with {objects, total_pages}', async () => {
    const zoe = await add('zoe.busqueda@example.es', { name: 'Zoe Búsqueda' });
    await add('otra.busqueda@example.es');
    await as(token, 'POST', `/v1/newsletter/recipients/${zoe.id}/deactivate`);
    const byName = (await (
      await as(token, 'GET', '/v1/newsletter/recipients?search=Zoe')
    ).json()) as Page<Recipient>;
    expect(byName.objects.map((r) => r.email)).toEqual(['zoe.busqueda@example.es']);
    const page = (await (
      await as(token, 'GET', '/v1/newsletter/recipients?search=busqueda&per=1&page=2')
    ).json()) as Page<Recipient>;
    expect(page).toMatchObject({ total_number_of_objects: 2, total_pages: 2 });
    expect(page.objects.map((r) => r.email)).toEqual(['zoe.busqueda@example.es']);
    const inactive = (await (
      await as(token, 'GET', '/v1/newsletter/recipients?search=busqueda&active=false')
    ).json()) as Page<Recipient>;
    expect(inactive.objects.map((r) => r.email)).toEqual(['zoe.busqueda@example.es']);
    const pending = (await (
      await as(token, 'GET', '/v1/newsletter/recipients?status=pending')
    ).json()) as Page<Recipient>;
    expect(pending.objects).toEqual([]);
    const badStatus = await as(token, 'GET', '/v1/newsletter/recipients?status=gone');
    expect(await errorOf(badStatus)).toEqual({ status: 422, code: 'VALIDATION_FAILED', fields: ['status'] });
  });
});

describe('GET /v1/newsletter/recipients.csv', () => {
  const csvFile = (who: string, query = '', headers: Record<string, string> = {}) =>
    t.app.request(`/v1/newsletter/recipients.csv${query}`, {
      headers: { authorization: `Bearer ${who}`, ...headers },
    });

  it("exports every recipient as Excel in Spanish reads it: the name beside the address, statuses in the reader's words, dates on the office's clock", async () => {
    const bogota = await createOffice(t.db, { name: 'Despacho Bogotá', timeZone: 'America/Bogota' });
    const { token: reviewer } = await createSignedInUser(t, {
      officeId: bogota.id,
      roles: ['client_reviewer'],
    });
    const post = (body: Record<string, unknown>) => as(reviewer, 'POST', '/v1/newsletter/recipients', body);
    const ana = await objectOf<Recipient>(
      await post({ email: 'ana.csv@example.es', name: 'Ana Núñez; "la de Vigo"', subject_ids: [civil] }),
    );
    await post({ email: 'ben.csv@example.com', name: '=HYPERLINK("http://evil.example")', language: 'en' });
    const gone = await objectOf<Recipient>(await post({ email: 'cris.csv@example.pt', active: false }));
    await t.db
      .update(newsletterRecipients)
      .set({
        status: 'unsubscribed',
        consentAt: new Date('2026-11-28T14:05:00Z'),
        unsubscribedAt: new Date('2026-12-01T04:30:00Z'),
      })
      .where(eq(newsletterRecipients.id, gone.id));

    const response = await csvFile(reviewer);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="newsletter-recipients-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [headers, ...rows] = await csvOf(response);
    expect(headers).toEqual([
      'Correo electrónico',
      'Nombre',
      'Idioma',
      'Estado',
      'Activo',
      'Materias seguidas',
      'Consentimiento dado mediante',
      'Consentimiento dado el',
      'Confirmado el',
      'Baja el',
      'Alta el',
    ]);
    expect(rows.map((row) => row.slice(0, 6))).toEqual([
      ['ana.csv@example.es', 'Ana Núñez; "la de Vigo"', 'Español (del despacho)', 'Suscrito', 'sí', 'Civil'],
      // A formula in a name is defused with a leading quote.
      ['ben.csv@example.com', `'=HYPERLINK("http://evil.example")`, 'English', 'Suscrito', 'sí', 'Todas'],
      ['cris.csv@example.pt', '', 'Español (del despacho)', 'Dado de baja', 'no', 'Todas'],
    ]);
    const dateTime = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
    expect(rows[0]?.slice(6)).toEqual([
      'Añadido por el despacho',
      expect.stringMatching(dateTime),
      expect.stringMatching(dateTime),
      '',
      expect.stringMatching(dateTime),
    ]);
    // 14:05 UTC is 09:05 in Bogotá; 04:30 UTC on 1 December is still 30 November there.
    expect(rows[2]?.slice(7, 10)).toEqual([
      '2026-11-28 09:05',
      expect.stringMatching(dateTime),
      '2026-11-30 23:30',
    ]);
    expect(rows[0]?.[7]).toBe(csvDateTime(ana.consent_at, 'America/Bogota'));
    // The export of the list is recorded, without the addresses.
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'newsletter_recipient.export_list'), eq(auditLog.officeId, bogota.id)));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain('csv@example');
  });

  it('separates with commas in English or when asked, with semicolons in Portuguese', async () => {
    await add('idioma.csv@example.es', { name: 'Idioma, Coma' });
    const line = (rows: string[][]) => rows.find((row) => row[0] === 'idioma.csv@example.es');
    const english = await csvOf(await csvFile(token, '?search=idioma.csv', { 'accept-language': 'en' }), ',');
    expect(english[0]?.slice(0, 5)).toEqual(['Email', 'Name', 'Language', 'Status', 'Active']);
    expect(line(english)?.slice(0, 5)).toEqual([
      'idioma.csv@example.es',
      'Idioma, Coma',
      "Español (the office's)",
      'Subscribed',
      'yes',
    ]);
    const portuguese = await csvOf(await csvFile(token, '?search=idioma.csv', { 'accept-language': 'pt' }));
    expect(portuguese[0]?.slice(0, 3)).toEqual(['Email', 'Nome', 'Idioma']);
    expect(line(portuguese)?.[3]).toBe('Subscrito');
    const comma = await csvOf(await csvFile(token, '?search=idioma.csv&separator=comma'), ',');
    expect(line(comma)?.slice(0, 2)).toEqual(['idioma.csv@example.es', 'Idioma, Coma']);
    const semicolon = await csvFile(token, '?separator=semicolon', { 'accept-language': 'en' });
    expect((await csvOf(semicolon))[0]?.[0]).toBe('Email');
  });

  it("keeps to the list's filters (search, status, active) and refuses bad ones", async () => {
    const off = await add('apagado.filtro@example.es');
    await add('encendido.filtro@example.es');
    await as(token, 'POST', `/v1/newsletter/recipients/${off.id}/deactivate`);
    const emails = async (query: string) =>
      (await csvOf(await csvFile(token, query))).slice(1).map((row) => row[0]);
    expect(await emails('?search=filtro')).toEqual([
      'apagado.filtro@example.es',
      'encendido.filtro@example.es',
    ]);
    expect(await emails('?search=filtro&active=false')).toEqual(['apagado.filtro@example.es']);
    expect(await emails('?search=filtro&status=unsubscribed')).toEqual([]);
    expect(await errorOf(await csvFile(token, '?status=gone'))).toEqual({
      status: 422,
      code: 'VALIDATION_FAILED',
      fields: ['status'],
    });
    expect(await errorOf(await csvFile(token, '?separator=tab'))).toEqual({
      status: 422,
      code: 'VALIDATION_FAILED',
      fields: ['separator'],
    });
  });
});

describe('PUT, activate and deactivate /v1/newsletter/recipients/{id}', () => {
  it('edits the name, subjects and active flag, and leaves the address alone', async () => {
    const recipient = await add('editar@example.es');
    const response = await as(token, 'PUT', `/v1/newsletter/recipients/${recipient.id}`, {
      name: 'Editado',
      subject_ids: [civil],
      active: false,
      email: 'otro@example.es',
    });
    expect(await objectOf<Recipient>(response)).toMatchObject({
      email: 'editar@example.es',
      name: 'Editado',
      subject_ids: [civil],
      active: false,
    });
    const activated = await as(token, 'POST', `/v1/newsletter/recipients/${recipient.id}/activate`);
    expect((await objectOf<Recipient>(activated)).active).toBe(true);
    const deactivated = await as(token, 'POST', `/v1/newsletter/recipients/${recipient.id}/deactivate`);
    expect((await objectOf<Recipient>(deactivated)).active).toBe(false);
  });

  it("sets the recipient's language, back to the office's with null, and refuses another language", async () => {
    const recipient = await add('idioma@example.es', { language: 'en' });
    expect(recipient.language).toBe('en');
    const path = `/v1/newsletter/recipients/${recipient.id}`;
    const portuguese = await as(token, 'PUT', path, { language: 'pt' });
    expect((await objectOf<Recipient>(portuguese)).language).toBe('pt');
    const office = await as(token, 'PUT', path, { language: null });
    expect((await objectOf<Recipient>(office)).language).toBeNull();
    const german = await as(token, 'PUT', path, { language: 'de' });
    expect(await errorOf(german)).toEqual({ status: 422, code: 'VALIDATION_FAILED', fields: ['language'] });
    expect((await add('sin-idioma@example.es')).language).toBeNull();
  });

  it('answers an edit that names no field with the recipient as it is (found by the route table test)', async () => {
    const recipient = await add('nada@example.es');
    const response = await as(token, 'PUT', `/v1/newsletter/recipients/${recipient.id}`, {});
    expect(await objectOf<Recipient>(response)).toMatchObject({ email: 'nada@example.es', active: true });
  });
});

describe('DELETE /v1/newsletter/recipients/{id}', () => {
  it('answers "Recipient deleted" and forgets a subscribed address', async () => {
    const recipient = await add('borrar@example.es');
    const response = await as(token, 'DELETE', `/v1/newsletter/recipients/${recipient.id}`);
    // In the product's default language, Spanish, without Accept-Language.
    expect(await response.json()).toEqual({
      key: 'done.recipient_deleted',
      message: 'Destinatario eliminado',
    });
    expect((await as(token, 'GET', `/v1/newsletter/recipients/${recipient.id}`)).status).toBe(404);
    const suppressions = await t.db
      .select()
      .from(newsletterSuppressions)
      .where(
        eq(newsletterSuppressions.emailHash, emailHash(t.config.jwtSecret, officeId, 'borrar@example.es')),
      );
    expect(suppressions).toEqual([]);
  });

  it('keeps an unsubscribed address suppressed when its row is deleted', async () => {
    const recipient = await add('baja@example.es');
    await t.db
      .update(newsletterRecipients)
      .set({ status: 'unsubscribed' })
      .where(eq(newsletterRecipients.id, recipient.id));
    await as(token, 'DELETE', `/v1/newsletter/recipients/${recipient.id}`);
    const again = await as(token, 'POST', '/v1/newsletter/recipients', { email: 'baja@example.es' });
    expect(await errorOf(again)).toEqual({ status: 409, code: 'CONFLICT', fields: ['email'] });
  });
});

describe('GDPR: export and erase', () => {
  it('exports everything kept about one recipient as a JSON file', async () => {
    const recipient = await add('exportar@example.es', { name: 'Exportada', subject_ids: [civil] });
    const response = await as(token, 'GET', `/v1/newsletter/recipients/${recipient.id}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const data = (await response.json()) as RecipientExport;
    expect(data).toMatchObject({
      office: { name: 'Despacho Recipients' },
      recipient: { email: 'exportar@example.es', name: 'Exportada', status: 'subscribed' },
      consent: { source: 'back_office', ip_hash: null },
    });
    expect(data.recipient.subjects).toEqual([{ id: civil, name: expect.objectContaining({ es: 'Civil' }) }]);
  });

  it('erases the row, keeps only a keyed hash, and refuses the address afterwards', async () => {
    const recipient = await add('olvidar@example.es', { name: 'Olvido' });
    const response = await as(token, 'POST', `/v1/newsletter/recipients/${recipient.id}/erase`);
    expect(await response.json()).toMatchObject({ key: 'done.recipient_erased' });
    const rows = await t.db
      .select()
      .from(newsletterRecipients)
      .where(eq(newsletterRecipients.email, 'olvidar@example.es'));
    expect(rows).toEqual([]);
    const hash = emailHash(t.config.jwtSecret, officeId, 'olvidar@example.es');
    const suppressions = await t.db
      .select()
      .from(newsletterSuppressions)
      .where(eq(newsletterSuppressions.officeId, officeId));
    expect(suppressions.map((row) => row.emailHash)).toContain(hash);
    expect(JSON.stringify(suppressions)).not.toContain('olvidar');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'newsletter_recipient.erase'), eq(auditLog.targetId, recipient.id)));
    expect(JSON.stringify(audit)).not.toContain('olvidar');
    const again = await as(token, 'POST', '/v1/newsletter/recipients', { email: 'olvidar@example.es' });
    expect(await errorOf(again)).toEqual({ status: 409, code: 'CONFLICT', fields: ['email'] });
  });
});

describe('tenancy: another office', () => {
  it("answers 404 for every call aimed at this office's recipient and lists none of them", async () => {
    const recipient = await add('privado@example.es', { name: 'Privado' });
    const id = recipient.id;
    const calls: [string, string, unknown?][] = [
      ['GET', `/v1/newsletter/recipients/${id}`],
      ['PUT', `/v1/newsletter/recipients/${id}`, { name: 'Robado', active: false }],
      ['POST', `/v1/newsletter/recipients/${id}/activate`],
      ['POST', `/v1/newsletter/recipients/${id}/deactivate`],
      ['GET', `/v1/newsletter/recipients/${id}/export`],
      ['POST', `/v1/newsletter/recipients/${id}/erase`],
      ['DELETE', `/v1/newsletter/recipients/${id}`],
    ];
    for (const [method, path, body] of calls) {
      const response = await as(otherToken, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const list = (await (
      await as(otherToken, 'GET', '/v1/newsletter/recipients?search=privado')
    ).json()) as Page<Recipient>;
    expect(list.objects).toEqual([]);
    // Their export holds none of this office's recipients, filtered or not.
    const exported = await csvOf(
      await t.app.request('/v1/newsletter/recipients.csv', {
        headers: { authorization: `Bearer ${otherToken}` },
      }),
    );
    expect(exported.flat()).not.toContain('privado@example.es');
    expect(exported.flat().filter((cell) => cell.includes('@'))).toEqual([]);
    // Adding the same address in the other office is that office's own recipient.
    const theirs = await as(otherToken, 'POST', '/v1/newsletter/recipients', { email: 'privado@example.es' });
    expect(theirs.status).toBe(201);
    const [mine] = await t.db.select().from(newsletterRecipients).where(eq(newsletterRecipients.id, id));
    expect(mine).toMatchObject({ name: 'Privado', active: true, officeId });
  });
});

describe('roles', () => {
  it('lets only the publish reviewer manage the newsletter', async () => {
    for (const role of ['user_account_management', 'client_statstics', 'content_genrator'] as const) {
      const { token: other } = await createSignedInUser(t, { officeId, roles: [role] });
      const response = await as(other, 'GET', '/v1/newsletter/recipients');
      expect(await refusal(response), role).toEqual({ status: 403, required: 'newsletter.manage' });
      const file = await as(other, 'GET', '/v1/newsletter/recipients.csv');
      expect(await refusal(file), role).toEqual({ status: 403, required: 'newsletter.manage' });
    }
  });
});
