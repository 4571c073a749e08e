import {
  OFFICE_ROLE_KEYS,
  type OfficeRole,
  type Permission,
  ROLE_PERMISSIONS,
} from '@gaceta/shared/accounts/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailPackageRequests,
  emailQuotas,
  news,
  newsletterCampaigns,
  newsletterDeliveries,
  newsletterRecipients,
  newsletterSenders,
  signupRequests,
  socialConnections,
  subjects,
  users,
} from '../../db/schema';
import { hashPassword } from '../../lib/password-hash';
import { createOffice, createSignedInUser, createUser, signInAdmin, uniqueEmail } from '../../test/factories';
import { createTestApp, requestJson, type TestApp } from '../../test/harness';
import { samplePng, upload } from '../../test/uploads';

/**
 * Each office role reaches exactly the endpoints its permissions allow (packages/shared/src/accounts/roles.ts
 * is the source of truth); an admin's own token reaches the admin endpoints and no office one.
 */

let t: TestApp;
let passwordHash: string;
beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword('Solicitud2026!');
});
afterAll(() => t.close());

/** Who may call: holders of a permission, any office user, admins, or anyone signed in. */
type Access = Permission | 'office' | 'admin' | 'signed-in';

interface Caller {
  token: string;
  officeId: string | null;
}

const settings = () => ({
  name: 'Despacho',
  website_url: null,
  news_url: null,
  contact_url: null,
  tolgeo: 'esp',
});
const newUser = () => ({
  first_name: 'Nuevo',
  last_name: 'Usuario',
  email: uniqueEmail('nuevo'),
  roles: ['content_genrator'],
});

/** A colleague invited and not yet through the link (no password), to invite again. */
async function invitedColleague(caller: Caller) {
  const { id } = await colleague(caller);
  await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, id));
  return { id };
}

/** A colleague in the caller's office (or in a new office, for an admin) to act upon. */
async function colleague(caller: Caller) {
  const officeId = caller.officeId ?? (await createOffice(t.db)).id;
  return createUser(t.db, { officeId, roles: ['content_genrator'] });
}

async function subject() {
  const code = `s_${crypto.randomUUID().slice(0, 8)}`;
  const [row] = await t.db
    .insert(subjects)
    .values({ code, name: { es: 'T', en: 'T', pt: 'T' } })
    .returning();
  return row?.id ?? '';
}

/** A news item of the caller's office (or of a new office, for an admin). */
async function ownNews(caller: Caller) {
  const officeId = caller.officeId ?? (await createOffice(t.db)).id;
  const slug = `n-${crypto.randomUUID().slice(0, 8)}`;
  const [row] = await t.db.insert(news).values({ officeId, slug, title: slug }).returning();
  return row?.id ?? '';
}

/** A LinkedIn connection of the caller's office that may post as a page; answers the page's id. */
async function ownLinkedinPage(caller: Caller) {
  const officeId = caller.officeId ?? (await createOffice(t.db)).id;
  const page = { id: 'urn:li:organization:1', name: 'Despacho', kind: 'page' as const };
  const values = {
    status: 'connected' as const,
    accountId: 'urn:li:person:1',
    accountName: 'Marta Sanz',
    accounts: [{ id: 'urn:li:person:1', name: 'Marta Sanz', kind: 'profile' as const }, page],
    sealedCredentials: 'sealed',
    connectedAt: new Date(),
  };
  await t.db
    .insert(socialConnections)
    .values({ officeId, network: 'linkedin', ...values })
    .onConflictDoUpdate({ target: [socialConnections.officeId, socialConnections.network], set: values });
  return page.id;
}

async function ownRecipient(caller: Caller) {
  const officeId = caller.officeId ?? (await createOffice(t.db)).id;
  const [row] = await t.db
    .insert(newsletterRecipients)
    .values({ officeId, email: uniqueEmail('lector'), consentSource: 'back_office' })
    .returning();
  return row?.id ?? '';
}

/** A sent campaign of the caller's office with one message whose outcome is unknown, and quota for it. */
async function campaignWithUnknown(caller: Caller) {
  const officeId = caller.officeId ?? (await createOffice(t.db)).id;
  await t.db
    .insert(emailQuotas)
    .values({ officeId, contracted: 10 })
    .onConflictDoUpdate({ target: emailQuotas.officeId, set: { contracted: 10 } });
  const [campaign] = await t.db
    .insert(newsletterCampaigns)
    .values({ officeId, kind: 'custom', status: 'sent', newsIds: [] })
    .returning();
  const id = campaign?.id ?? '';
  await t.db.insert(newsletterDeliveries).values({
    campaignId: id,
    officeId,
    email: uniqueEmail('desconocido'),
    newsIds: [],
    status: 'unknown',
    messageId: `<${crypto.randomUUID()}@gaceta.test>`,
  });
  return id;
}

/** A draft campaign of the caller's office, of no items. */
async function draftCampaign(caller: Caller) {
  const officeId = caller.officeId ?? (await createOffice(t.db)).id;
  const [campaign] = await t.db
    .insert(newsletterCampaigns)
    .values({ officeId, kind: 'custom', newsIds: [] })
    .returning();
  return { officeId, id: campaign?.id ?? '' };
}

/** A draft of the caller's office and a verified sender of it, where its test message may go. */
async function campaignTest(caller: Caller) {
  const { officeId, id } = await draftCampaign(caller);
  const to = uniqueEmail('prueba');
  await t.db.insert(newsletterSenders).values({ officeId, email: to, verifiedAt: new Date() });
  return call(caller, 'POST', `/v1/newsletter/campaigns/${id}/test`, { to });
}

/** An automatic newsletter of the caller's office waiting for approval, of no items. */
async function waitingCampaign(caller: Caller) {
  const officeId = caller.officeId ?? (await createOffice(t.db)).id;
  const [campaign] = await t.db
    .insert(newsletterCampaigns)
    .values({ officeId, kind: 'auto', status: 'awaiting_approval', newsIds: [] })
    .returning();
  return campaign?.id ?? '';
}

/** A campaign of the caller's office whose sending failed, nothing left to send. */
async function failedCampaign(caller: Caller) {
  const officeId = caller.officeId ?? (await createOffice(t.db)).id;
  const [campaign] = await t.db
    .insert(newsletterCampaigns)
    .values({ officeId, kind: 'custom', status: 'failed', newsIds: [] })
    .returning();
  return campaign?.id ?? '';
}

/** A campaign of the caller's office, of no items, that went out. */
async function sentCampaign(caller: Caller) {
  const officeId = caller.officeId ?? (await createOffice(t.db)).id;
  const [campaign] = await t.db
    .insert(newsletterCampaigns)
    .values({ officeId, kind: 'custom', status: 'sent', newsIds: [], startedAt: new Date() })
    .returning();
  return campaign?.id ?? '';
}

/** A one-line CSV sent as the import's multipart field `file`. */
function importCsv(caller: Caller) {
  const bytes = new TextEncoder().encode(`email\n${uniqueEmail('importado')}\n`);
  return upload(
    t.app,
    '/v1/newsletter/recipients/import',
    { bytes, name: 'lista.csv', type: 'text/csv' },
    { token: caller.token, method: 'POST' },
  );
}

async function pendingSignup() {
  const [row] = await t.db
    .insert(signupRequests)
    .values({
      firstName: 'Sol',
      lastName: 'Icitante',
      idNumber: '1',
      country: 'España',
      phone: '1',
      city: 'Madrid',
      zipCode: '28001',
      email: uniqueEmail('solicitud'),
      passwordHash,
      subjectIds: [],
      officeName: `Nuevo ${crypto.randomUUID().slice(0, 6)}`,
      termsAcceptedAt: new Date(),
    })
    .returning();
  return row?.id ?? '';
}

/**
 * A sender of the caller's office (or of a new office, for an admin); `verified` so that a
 * verification answers 200 whatever the code.
 */
async function ownSender(caller: Caller, verified = false) {
  const officeId = caller.officeId ?? (await createOffice(t.db)).id;
  const [row] = await t.db
    .insert(newsletterSenders)
    .values({ officeId, email: uniqueEmail('remitente'), verifiedAt: verified ? new Date() : null })
    .returning();
  return row?.id ?? '';
}

/** A new office's package request waiting for an answer. */
async function pendingPackage() {
  const { id: officeId } = await createOffice(t.db);
  const [row] = await t.db.insert(emailPackageRequests).values({ officeId, package: 1000 }).returning();
  return row?.id ?? '';
}

const call = (caller: Caller, method: string, path: string, body?: unknown) =>
  requestJson(t.app, method, path, body, { token: caller.token });

const ENDPOINTS: [endpoint: string, access: Access, send: (caller: Caller) => Promise<Response>][] = [
  ['GET /v1/me', 'signed-in', (c) => call(c, 'GET', '/v1/me')],
  ['GET /v1/roles', 'signed-in', (c) => call(c, 'GET', '/v1/roles')],
  ['GET /v1/users', 'users.manage', (c) => call(c, 'GET', '/v1/users')],
  ['GET /v1/users/{id}', 'users.manage', async (c) => call(c, 'GET', `/v1/users/${(await colleague(c)).id}`)],
  ['POST /v1/users', 'users.manage', (c) => call(c, 'POST', '/v1/users', newUser())],
  [
    'POST /v1/users/{id}/invitation',
    'users.manage',
    async (c) => call(c, 'POST', `/v1/users/${(await invitedColleague(c)).id}/invitation`),
  ],
  [
    'PUT /v1/users/{id}',
    'users.manage',
    async (c) =>
      call(c, 'PUT', `/v1/users/${(await colleague(c)).id}`, { first_name: 'Otro', active: false }),
  ],
  [
    'PUT /v1/users/{id}/avatar',
    'users.manage',
    async (c) =>
      upload(
        t.app,
        `/v1/users/${(await colleague(c)).id}/avatar`,
        { bytes: await samplePng(), name: 'a.png', type: 'image/png' },
        { token: c.token },
      ),
  ],
  [
    'DELETE /v1/users/{id}',
    'users.manage',
    async (c) => call(c, 'DELETE', `/v1/users/${(await colleague(c)).id}`),
  ],
  ['GET /v1/office_settings', 'office', (c) => call(c, 'GET', '/v1/office_settings')],
  ['GET /v1/office_settings/disclaimers', 'office', (c) => call(c, 'GET', '/v1/office_settings/disclaimers')],
  [
    'PUT /v1/office_settings/disclaimers',
    'settings.office',
    (c) => call(c, 'PUT', '/v1/office_settings/disclaimers', { es: 'No es asesoramiento jurídico.' }),
  ],
  ['PUT /v1/office_settings', 'settings.office', (c) => call(c, 'PUT', '/v1/office_settings', settings())],
  [
    'PUT /v1/office_settings/logo',
    'settings.office',
    async (c) =>
      upload(
        t.app,
        '/v1/office_settings/logo',
        { bytes: await samplePng(), name: 'logo.png', type: 'image/png' },
        { token: c.token },
      ),
  ],
  ['GET /v1/office_settings/subjects', 'office', (c) => call(c, 'GET', '/v1/office_settings/subjects')],
  [
    'PUT /v1/office_settings/subjects',
    'settings.subjects',
    async (c) => call(c, 'PUT', '/v1/office_settings/subjects', { subject_ids: [await subject()] }),
  ],
  ['GET /v1/offices', 'admin', (c) => call(c, 'GET', '/v1/offices')],
  ['GET /v1/offices/autocomplete', 'admin', (c) => call(c, 'GET', '/v1/offices/autocomplete?query=Des')],
  ['POST /v1/offices', 'admin', (c) => call(c, 'POST', '/v1/offices', settings())],
  [
    'GET /v1/offices/{id}',
    'admin',
    async (c) => call(c, 'GET', `/v1/offices/${(await createOffice(t.db)).id}`),
  ],
  [
    'PUT /v1/offices/{id}',
    'admin',
    async (c) => call(c, 'PUT', `/v1/offices/${(await createOffice(t.db)).id}`, settings()),
  ],
  [
    'GET /v1/offices/{id}/users',
    'admin',
    async (c) => call(c, 'GET', `/v1/offices/${(await createOffice(t.db)).id}/users`),
  ],
  [
    'POST /v1/offices/{id}/users',
    'admin',
    async (c) => call(c, 'POST', `/v1/offices/${(await createOffice(t.db)).id}/users`, newUser()),
  ],
  [
    'POST /auth_user_without_password',
    'admin',
    async (c) => call(c, 'POST', '/auth_user_without_password', { email: (await colleague(c)).email }),
  ],
  [
    'POST /v1/subjects',
    'admin',
    (c) =>
      call(c, 'POST', `/v1/subjects?code=s_${crypto.randomUUID().slice(0, 8)}&name_es=A&name_en=A&name_pt=A`),
  ],
  [
    'PUT /v1/subjects/{id}',
    'admin',
    async (c) => call(c, 'PUT', `/v1/subjects/${await subject()}?name_es=B`),
  ],
  ['DELETE /v1/subjects/{id}', 'admin', async (c) => call(c, 'DELETE', `/v1/subjects/${await subject()}`)],
  ['GET /v1/signup_requests', 'admin', (c) => call(c, 'GET', '/v1/signup_requests')],
  [
    'POST /v1/signup_requests/{id}/approve',
    'admin',
    async (c) => call(c, 'POST', `/v1/signup_requests/${await pendingSignup()}/approve`),
  ],
  [
    'POST /v1/signup_requests/{id}/reject',
    'admin',
    async (c) => call(c, 'POST', `/v1/signup_requests/${await pendingSignup()}/reject`),
  ],
  ['GET /v1/information_requests', 'admin', (c) => call(c, 'GET', '/v1/information_requests')],
  ['GET /v1/ai/capabilities', 'ai.use', (c) => call(c, 'GET', '/v1/ai/capabilities')],
  [
    'POST /v1/ai/text',
    'ai.use',
    (c) => call(c, 'POST', '/v1/ai/text', { action: 'summary', text: 'Un texto. Otro.', language: 'es' }),
  ],
  [
    'POST /v1/ai/news_from_source',
    'ai.use',
    (c) =>
      call(c, 'POST', '/v1/ai/news_from_source', { source: 'text', text: 'Un texto.', versions: ['web'] }),
  ],
  ['POST /v1/ai/cover_image', 'ai.use', (c) => call(c, 'POST', '/v1/ai/cover_image', { title: 'Un título' })],
  ['GET /v1/ai/stock_images', 'ai.use', (c) => call(c, 'GET', '/v1/ai/stock_images?query=x')],
  ['GET /v1/statistics/website', 'stats.view', (c) => call(c, 'GET', '/v1/statistics/website?range=week')],
  [
    'GET /v1/news_infos/{id}/scorecard',
    'stats.view',
    async (c) => call(c, 'GET', `/v1/news_infos/${await ownNews(c)}/scorecard?range=year`),
  ],
  [
    'GET /v1/statistics/scorecards',
    'stats.view',
    (c) => call(c, 'GET', '/v1/statistics/scorecards?group_by=author'),
  ],
  ['GET /v1/dashboard', 'office', (c) => call(c, 'GET', '/v1/dashboard?range=month')],
  ['GET /v1/admin/dashboard', 'admin', (c) => call(c, 'GET', '/v1/admin/dashboard')],
  [
    'GET /v1/admin/jobs/{id}',
    'admin',
    async (c) => call(c, 'GET', `/v1/admin/jobs/${await t.queue.boss.send('daily-rollups', {})}`),
  ],
  ['GET /v1/statistics/website.csv', 'stats.view', (c) => call(c, 'GET', '/v1/statistics/website.csv')],
  [
    'GET /v1/statistics/website/news.csv',
    'stats.view',
    (c) => call(c, 'GET', '/v1/statistics/website/news.csv?range=year'),
  ],
  [
    'GET /v1/statistics/website/news/{id}',
    'stats.view',
    async (c) => call(c, 'GET', `/v1/statistics/website/news/${await ownNews(c)}`),
  ],
  [
    'GET /v1/ai/usage',
    'admin',
    async (c) => call(c, 'GET', `/v1/ai/usage?office_id=${(await createOffice(t.db)).id}`),
  ],
  ['GET /v1/theme_customization', 'settings.theme', (c) => call(c, 'GET', '/v1/theme_customization')],
  [
    'PUT /v1/theme_customization',
    'settings.theme',
    (c) =>
      call(c, 'PUT', '/v1/theme_customization', {
        heading_color: '#123456',
        font_family: 'Georgia, serif',
        font_weight: 700,
        header: 'Noticias',
        footer: 'Pie',
        background_color: '#ffffff',
        font_color: '#222222',
      }),
  ],
  ['GET /v1/website_configuration', 'website.manage', (c) => call(c, 'GET', '/v1/website_configuration')],
  // Newsletter settings.
  ['GET /v1/newsletter/senders', 'newsletter.manage', (c) => call(c, 'GET', '/v1/newsletter/senders')],
  [
    'POST /v1/newsletter/senders',
    'newsletter.manage',
    (c) => call(c, 'POST', '/v1/newsletter/senders', { email: uniqueEmail('remitente') }),
  ],
  [
    'POST /v1/newsletter/senders/{id}/verify',
    'newsletter.manage',
    async (c) =>
      call(c, 'POST', `/v1/newsletter/senders/${await ownSender(c, true)}/verify`, { code: '000000' }),
  ],
  [
    'DELETE /v1/newsletter/senders/{id}',
    'newsletter.manage',
    async (c) => call(c, 'DELETE', `/v1/newsletter/senders/${await ownSender(c)}`),
  ],
  [
    'GET /v1/newsletter/configuration',
    'newsletter.manage',
    (c) => call(c, 'GET', '/v1/newsletter/configuration'),
  ],
  [
    'PUT /v1/newsletter/configuration',
    'newsletter.manage',
    (c) =>
      call(c, 'PUT', '/v1/newsletter/configuration', {
        max_news_per_email: 10,
        interval: 1,
        interval_unit: 'week',
        sending_days: [2],
        send_from: '09:00',
        auto_publish: false,
      }),
  ],
  ['GET /v1/email_quota', 'newsletter.manage', (c) => call(c, 'GET', '/v1/email_quota')],
  [
    'POST /v1/email_quota/requests',
    'newsletter.manage',
    (c) => call(c, 'POST', '/v1/email_quota/requests', { package: 1000 }),
  ],
  ['GET /v1/email_package_requests', 'admin', (c) => call(c, 'GET', '/v1/email_package_requests')],
  [
    'POST /v1/email_package_requests/{id}/approve',
    'admin',
    async (c) => call(c, 'POST', `/v1/email_package_requests/${await pendingPackage()}/approve`),
  ],
  [
    'POST /v1/email_package_requests/{id}/reject',
    'admin',
    async (c) => call(c, 'POST', `/v1/email_package_requests/${await pendingPackage()}/reject`),
  ],
  ['GET /v1/newsletter/recipients', 'newsletter.manage', (c) => call(c, 'GET', '/v1/newsletter/recipients')],
  [
    'GET /v1/newsletter/recipients.csv',
    'newsletter.manage',
    (c) => call(c, 'GET', '/v1/newsletter/recipients.csv?status=subscribed&separator=comma'),
  ],
  [
    'POST /v1/newsletter/recipients',
    'newsletter.manage',
    (c) => call(c, 'POST', '/v1/newsletter/recipients', { email: uniqueEmail('lector') }),
  ],
  ['POST /v1/newsletter/recipients/import', 'newsletter.manage', importCsv],
  [
    'GET /v1/newsletter/recipients/{id}',
    'newsletter.manage',
    async (c) => call(c, 'GET', `/v1/newsletter/recipients/${await ownRecipient(c)}`),
  ],
  [
    'PUT /v1/newsletter/recipients/{id}',
    'newsletter.manage',
    async (c) => call(c, 'PUT', `/v1/newsletter/recipients/${await ownRecipient(c)}`, { name: 'Otro' }),
  ],
  [
    'POST /v1/newsletter/recipients/{id}/activate',
    'newsletter.manage',
    async (c) => call(c, 'POST', `/v1/newsletter/recipients/${await ownRecipient(c)}/activate`),
  ],
  [
    'POST /v1/newsletter/recipients/{id}/deactivate',
    'newsletter.manage',
    async (c) => call(c, 'POST', `/v1/newsletter/recipients/${await ownRecipient(c)}/deactivate`),
  ],
  [
    'GET /v1/newsletter/recipients/{id}/export',
    'newsletter.manage',
    async (c) => call(c, 'GET', `/v1/newsletter/recipients/${await ownRecipient(c)}/export`),
  ],
  [
    'POST /v1/newsletter/recipients/{id}/erase',
    'newsletter.manage',
    async (c) => call(c, 'POST', `/v1/newsletter/recipients/${await ownRecipient(c)}/erase`),
  ],
  [
    'DELETE /v1/newsletter/recipients/{id}',
    'newsletter.manage',
    async (c) => call(c, 'DELETE', `/v1/newsletter/recipients/${await ownRecipient(c)}`),
  ],
  // Newsletter campaigns
  ['GET /v1/newsletter/campaigns', 'newsletter.manage', (c) => call(c, 'GET', '/v1/newsletter/campaigns')],
  [
    'POST /v1/newsletter/campaigns/{id}/resend_unknown',
    'newsletter.manage',
    async (c) => call(c, 'POST', `/v1/newsletter/campaigns/${await campaignWithUnknown(c)}/resend_unknown`),
  ],
  [
    'PATCH /v1/newsletter/campaigns/{id}',
    'newsletter.manage',
    async (c) =>
      call(c, 'PATCH', `/v1/newsletter/campaigns/${(await draftCampaign(c)).id}`, { subject: 'Asunto' }),
  ],
  [
    'GET /v1/newsletter/campaigns/{id}/audience',
    'newsletter.manage',
    async (c) => call(c, 'GET', `/v1/newsletter/campaigns/${(await draftCampaign(c)).id}/audience`),
  ],
  ['POST /v1/newsletter/campaigns/{id}/test', 'newsletter.manage', campaignTest],
  [
    'POST /v1/newsletter/campaigns/{id}/discard',
    'newsletter.manage',
    async (c) => call(c, 'POST', `/v1/newsletter/campaigns/${await waitingCampaign(c)}/discard`),
  ],
  [
    'GET /v1/newsletter/configuration/next_issue',
    'newsletter.manage',
    (c) => call(c, 'GET', '/v1/newsletter/configuration/next_issue'),
  ],
  [
    'POST /v1/newsletter/campaigns/{id}/resume',
    'newsletter.manage',
    async (c) => call(c, 'POST', `/v1/newsletter/campaigns/${await failedCampaign(c)}/resume`),
  ],
  [
    'GET /v1/statistics/newsletter',
    'stats.view',
    (c) => call(c, 'GET', '/v1/statistics/newsletter?range=week'),
  ],
  [
    'GET /v1/statistics/newsletter/campaigns.csv',
    'stats.view',
    (c) => call(c, 'GET', '/v1/statistics/newsletter/campaigns.csv?range=week'),
  ],
  [
    'GET /v1/statistics/newsletter/campaigns/{id}/preview',
    'stats.view',
    async (c) => call(c, 'GET', `/v1/statistics/newsletter/campaigns/${await sentCampaign(c)}/preview`),
  ],
  [
    'GET /v1/social_media_configurations/social_networks',
    'office',
    (c) => call(c, 'GET', '/v1/social_media_configurations/social_networks'),
  ],
  [
    'GET /v1/social_media_configurations/access_token',
    'office',
    (c) => call(c, 'GET', '/v1/social_media_configurations/access_token'),
  ],
  [
    'PUT /v1/social_media_configurations/remove_access_token',
    'social.manage',
    (c) =>
      call(c, 'PUT', '/v1/social_media_configurations/remove_access_token', { social_network: 'linkedin' }),
  ],
  [
    'PUT /v1/social_media_configurations/{social_network}/account',
    'social.manage',
    async (c) =>
      call(c, 'PUT', '/v1/social_media_configurations/linkedin/account', {
        account_id: await ownLinkedinPage(c),
      }),
  ],
  [
    'GET /v1/social_posts',
    'news.read',
    async (c) => call(c, 'GET', `/v1/social_posts?news_info=${await ownNews(c)}`),
  ],
  ['GET /v1/social_media_planning', 'social.manage', (c) => call(c, 'GET', '/v1/social_media_planning')],
  [
    'GET /v1/statistics/social_media/{social_network}',
    'stats.view',
    (c) => call(c, 'GET', '/v1/statistics/social_media/linkedin?range=week'),
  ],
  [
    'POST /v1/social_posts/validate_can_publish',
    'news.read',
    async (c) => call(c, 'POST', '/v1/social_posts/validate_can_publish', { news_info: await ownNews(c) }),
  ],
];

function allowed(who: OfficeRole | 'admin', access: Access): boolean {
  if (access === 'signed-in') return true;
  if (who === 'admin') return access === 'admin';
  if (access === 'office') return true;
  if (access === 'admin') return false;
  return ROLE_PERMISSIONS[who].includes(access);
}

describe.each([...OFFICE_ROLE_KEYS, 'admin' as const])('%s', (who) => {
  let caller: Caller;
  beforeAll(async () => {
    if (who === 'admin') {
      caller = { token: await signInAdmin(t.app), officeId: null };
      return;
    }
    const office = await createOffice(t.db);
    // A second, untouched manager keeps the office's last-active rules out of the way.
    await createUser(t.db, { officeId: office.id, roles: ['user_account_management'] });
    const { token } = await createSignedInUser(t, { officeId: office.id, roles: [who] });
    caller = { token, officeId: office.id };
  });

  it.each(
    ENDPOINTS.map(([endpoint, access, send]) => ({ endpoint, access, send, ok: allowed(who, access) })),
  )('$endpoint ($access): allowed $ok', async ({ send, ok }) => {
    const response = await send(caller);
    if (ok) {
      expect(response.status, await response.clone().text()).toBeLessThan(300);
    } else {
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});

describe('an admin acting as an office', () => {
  it('has the impersonated user’s permissions and none of an admin’s', async () => {
    const office = await createOffice(t.db);
    const manager = await createUser(t.db, { officeId: office.id, roles: [...OFFICE_ROLE_KEYS] });
    const impersonation = await requestJson(
      t.app,
      'POST',
      '/auth_user_without_password',
      { email: manager.email },
      { token: await signInAdmin(t.app) },
    );
    const { token } = (await impersonation.json()) as { token: string };
    expect((await requestJson(t.app, 'GET', '/v1/users', undefined, { token })).status).toBe(200);
    const requestId = await pendingSignup();
    const response = await requestJson(t.app, 'POST', `/v1/signup_requests/${requestId}/approve`, undefined, {
      token,
    });
    expect(response.status).toBe(403);
    const [request] = await t.db.select().from(signupRequests).where(eq(signupRequests.id, requestId));
    expect(request?.status).toBe('pending');
  });
});
