import type { OfficeRole } from '@gaceta/shared/accounts/roles';
import type { OfficeDisclaimers } from '@gaceta/shared/disclaimers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../../context';
import { auditLog } from '../../db/schema';
import { createOffice, createSignedInUser, signInAdmin } from '../../test/factories';
import { createTestApp, errorOf, objectOf, refusal, requestJson, type TestApp } from '../../test/harness';
import { disclaimerFor } from './disclaimers.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = '/v1/office_settings/disclaimers';
const DISCLAIMERS = {
  es: 'Este artículo no constituye asesoramiento jurídico.',
  en: 'This article does not constitute legal advice.',
  pt: 'Este artigo não constitui aconselhamento jurídico.',
};

async function officeUser(roles: OfficeRole[]) {
  const office = await createOffice(t.db);
  return { office, ...(await createSignedInUser(t, { officeId: office.id, roles })) };
}

describe('PUT /v1/office_settings/disclaimers', () => {
  it('saves one text per language, empty removing it, and records who did it', async () => {
    const { office, token, user } = await officeUser(['user_account_management']);
    const saved = await requestJson(t.app, 'PUT', PATH, { ...DISCLAIMERS, pt: '  ' }, { token });
    expect(saved.status).toBe(200);
    expect(await objectOf<OfficeDisclaimers>(saved)).toEqual({ ...DISCLAIMERS, pt: null });

    const read = await requestJson(t.app, 'GET', PATH, undefined, { token });
    expect(await objectOf<OfficeDisclaimers>(read)).toEqual({ ...DISCLAIMERS, pt: null });

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, office.id), eq(auditLog.action, 'office.disclaimers')));
    expect(entry).toMatchObject({ actorId: user.id, officeId: office.id, data: { languages: ['es', 'en'] } });
  });

  it('refuses a text too long or with control characters, naming the language', async () => {
    const { token } = await officeUser(['user_account_management']);
    const response = await requestJson(
      t.app,
      'PUT',
      PATH,
      { es: 'a'.repeat(601), en: 'Line one\nline two', pt: 'bad\u0007bell' },
      { token },
    );
    expect(await errorOf(response)).toEqual({ status: 422, code: 'VALIDATION_FAILED', fields: ['es', 'pt'] });
  });

  it('is refused to roles without settings.office, and to an admin acting as themselves', async () => {
    const { token } = await officeUser(['content_genrator']);
    expect(await refusal(await requestJson(t.app, 'PUT', PATH, DISCLAIMERS, { token }))).toEqual({
      status: 403,
      required: 'settings.office',
    });
    const admin = await signInAdmin(t.app);
    expect(await refusal(await requestJson(t.app, 'PUT', PATH, DISCLAIMERS, { token: admin }))).toEqual({
      status: 403,
      required: 'office',
    });
  });

  it("changes only the caller's office, whatever the request names", async () => {
    const a = await officeUser(['user_account_management']);
    const b = await officeUser(['user_account_management']);
    await requestJson(t.app, 'PUT', PATH, DISCLAIMERS, { token: b.token });
    await requestJson(t.app, 'PUT', `${PATH}?office_id=${b.office.id}`, { es: 'Solo A' }, { token: a.token });
    const readB = await requestJson(t.app, 'GET', PATH, undefined, { token: b.token });
    expect(await objectOf<OfficeDisclaimers>(readB)).toEqual(DISCLAIMERS);
    const readA = await requestJson(t.app, 'GET', PATH, undefined, { token: a.token });
    expect(await objectOf<OfficeDisclaimers>(readA)).toEqual({ es: 'Solo A', en: null, pt: null });
  });
});

describe('GET /v1/office_settings/disclaimers', () => {
  it('is read by any role of the office (writers see what their articles will carry)', async () => {
    const { token } = await officeUser(['content_genrator']);
    const response = await requestJson(t.app, 'GET', PATH, undefined, { token });
    expect(await objectOf<OfficeDisclaimers>(response)).toEqual({ es: null, en: null, pt: null });
  });
});

describe('disclaimerFor', () => {
  it("gives a channel the office's text in the article's language, or null", async () => {
    const { office, token } = await officeUser(['user_account_management']);
    const other = await officeUser(['user_account_management']);
    await requestJson(t.app, 'PUT', PATH, { es: DISCLAIMERS.es, en: DISCLAIMERS.en }, { token });
    await requestJson(t.app, 'PUT', PATH, { pt: 'Outro escritório' }, { token: other.token });
    const ctx = jobContext(t.deps, { job: 'newsletter', officeId: office.id });
    expect(await disclaimerFor(ctx, office.id, 'es')).toBe(DISCLAIMERS.es);
    expect(await disclaimerFor(ctx, office.id, 'en')).toBe(DISCLAIMERS.en);
    expect(await disclaimerFor(ctx, office.id, 'pt')).toBeNull();
  });
});
