import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../../context';
import { socialConnections } from '../../db/schema';
import { createOffice, createSignedInUser, createUser } from '../../test/factories';
import { createTestApp, requestJson, type TestApp } from '../../test/harness';
import { markReconnectNeeded } from '../social/connections.service';
import { emailNotice } from './notices.service';

/**
 * Notices by email (notices.service.ts): every part that tells people of an office about their work
 * goes through one helper, so each honours the same choices: active users who take email notices,
 * each in the language they chose.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const preferences = (token: string, body: unknown) =>
  requestJson(t.app, 'PUT', '/v1/me/preferences', body, { token });

/** The mails delivered so far to `email`. */
const mailsTo = async (email: string) => (await t.deliverMails()).filter((mail) => mail.to.includes(email));

describe('the social reconnect notice', () => {
  it('goes to each social manager in their language, and not to one who switched notices off', async () => {
    const office = await createOffice(t.db);
    const manager = (firstName: string) =>
      createSignedInUser(t, { officeId: office.id, roles: ['client_reviewer'], firstName });
    const [portuguese, spanish, quiet] = [
      await manager('Inês'),
      await manager('Lucía'),
      await manager('Ana'),
    ];
    const writer = await createSignedInUser(t, { officeId: office.id, roles: ['content_genrator'] });
    expect((await preferences(portuguese.token, { locale: 'pt' })).status).toBe(200);
    expect((await preferences(quiet.token, { email_notices: false })).status).toBe(200);
    const [connection] = await t.db
      .insert(socialConnections)
      .values({
        officeId: office.id,
        network: 'linkedin',
        status: 'connected',
        accountId: 'urn:li:person:1',
        accountName: 'Despacho en LinkedIn',
        sealedCredentials: 'sealed',
        connectedAt: t.clock.now(),
      })
      .returning();
    if (!connection) throw new Error('no connection');
    const ctx = jobContext(t.deps, { job: 'publish-social-post', officeId: office.id });
    await markReconnectNeeded(ctx, connection);
    // Only the call that moves it from 'connected' tells anyone.
    await markReconnectNeeded(ctx, connection);

    const [inPortuguese, ...more] = await mailsTo(portuguese.user.email);
    expect(more).toHaveLength(0);
    expect(inPortuguese?.subject).toMatch(/^Volte a ligar a sua conta de /);
    expect(inPortuguese?.html).toMatch(/<html [^>]*lang="pt"/);
    expect(inPortuguese?.text).toContain('Despacho en LinkedIn');
    const [inSpanish] = await mailsTo(spanish.user.email);
    expect(inSpanish?.subject).toMatch(/^Vuelva a conectar su cuenta de /);
    expect(await mailsTo(quiet.user.email)).toHaveLength(0);
    expect(await mailsTo(writer.user.email)).toHaveLength(0);
  });
});

describe('emailNotice', () => {
  it("reaches only the office's own active users among those named", async () => {
    const [office, other] = [await createOffice(t.db), await createOffice(t.db)];
    const mine = await createUser(t.db, { officeId: office.id, roles: ['content_genrator'] });
    const inactive = await createUser(t.db, { officeId: office.id, active: false });
    const foreign = await createUser(t.db, { officeId: other.id });
    const ctx = jobContext(t.deps, { job: 'test', officeId: office.id });
    const sent = await emailNotice(
      ctx,
      { officeId: office.id, userIds: [mine.id, inactive.id, foreign.id] },
      (user) => ({
        template: 'news_sent_back',
        firstName: user.firstName,
        title: 'Una noticia',
        reviewer: 'Carmen',
        comment: 'Revísela.',
        link: `${t.config.publicUrl}/news/edit/1`,
      }),
    );
    expect(sent).toBe(1);
    expect(await mailsTo(mine.email)).toHaveLength(1);
    expect(await mailsTo(inactive.email)).toHaveLength(0);
    expect(await mailsTo(foreign.email)).toHaveLength(0);
    expect(await emailNotice(ctx, { officeId: office.id, userIds: [] }, () => ({}) as never)).toBe(0);
  });
});
