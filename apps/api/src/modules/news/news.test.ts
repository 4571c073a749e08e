import type { Page } from '@gaceta/shared/common';
import {
  DATE_FUTURE,
  DATE_INVALID,
  DATE_ORDER,
  DATE_RANGE_REQUIRED,
  type NewsItem,
  type NewsWithContents,
} from '@gaceta/shared/news';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news, subjects } from '../../db/schema';
import { createOffice, createSignedInUser } from '../../test/factories';
import { createTestApp, errorOf, refusal, type TestApp } from '../../test/harness';
import { newsHelpers } from '../../test/news';
import { sampleJpeg, samplePng, upload } from '../../test/uploads';
import { DANGEROUS, XSS_PAYLOADS } from './xss-corpus';

let t: TestApp;
let helpers: ReturnType<typeof newsHelpers>;
let subjectIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  helpers = newsHelpers(t);
  subjectIds = (await t.db.select({ id: subjects.id }).from(subjects).limit(2)).map((row) => row.id);
});
afterAll(() => t.close());

const newsOffice = () => helpers.newsOffice();
const call = (token: string, method: string, path: string, body?: unknown) =>
  helpers.call(token, method, path, body);
const bodyOf = <T>(response: Response, status?: number) => helpers.bodyOf<T>(response, status);

/** Every field publishing asks for, but the image (set by upload, see withImage). */
const completeFields = () => ({
  title: 'Indemnización por despido improcedente',
  author: 'Marta Sanz',
  summary: 'Qué cobra un trabajador despedido sin causa.',
  subjects: subjectIds.slice(0, 1),
  languages: ['es'],
  areas: ['esp'],
  keywords: ['despido'],
  contents: [
    { platform: 'web', title: 'Indemnización', content: '<p>Texto del artículo</p>' },
    { platform: 'x', content: 'Despido improcedente: qué cobrar https://example.com/despido' },
  ],
});

async function createNews(token: string, fields: Record<string, unknown>): Promise<NewsWithContents> {
  return bodyOf<NewsWithContents>(await call(token, 'POST', '/v1/news_infos', fields), 201);
}

/** What an image upload leaves on the item. */
async function withImage(id: string) {
  await t.db
    .update(news)
    .set({ imageKey: `news/${id}/image` })
    .where(eq(news.id, id));
}

/** A complete item with its image, ready to be marked ready or published. */
async function completeNews(token: string, overrides: Record<string, unknown> = {}) {
  const created = await createNews(token, { ...completeFields(), ...overrides });
  await withImage(created.object.id);
  return created.object;
}

const list = async (token: string, query = '') =>
  bodyOf<Page<NewsItem>>(await call(token, 'GET', `/v1/news_infos${query}`));

describe('POST /v1/news_infos', () => {
  it('saves a draft with a title alone, with a slug unique within the office', async () => {
    const { writer } = await newsOffice();
    const first = await createNews(writer, { title: 'Reforma Laboral 2026' });
    expect(first.object).toMatchObject({
      slug: 'reforma-laboral-2026',
      status: 'in_preparation',
      editorial_state: 'in_preparation',
      revision: 1,
      subjects: [],
      publications: [],
    });
    expect(first.contents).toEqual([]);
    const second = await createNews(writer, { title: 'Reforma laboral, 2026' });
    expect(second.object.slug).toBe('reforma-laboral-2026-2');
    // Another office may use the same slug.
    const other = await newsOffice();
    expect((await createNews(other.writer, { title: 'Reforma Laboral 2026' })).object.slug).toBe(
      'reforma-laboral-2026',
    );
  });

  it('keeps every field and channel version, and reads them back as {object, contents}', async () => {
    const { writer } = await newsOffice();
    const created = await createNews(writer, {
      ...completeFields(),
      meta_title: 'Despido',
      meta_description: 'Guía',
      image_description: 'Un juzgado',
      active: true,
      publish_from: '2026-12-01T09:00:00+01:00',
      publish_to: '2026-12-31T09:00:00+01:00',
    }).catch(() => null);
    // Active needs every required field, the image included: refused while it has none.
    expect(created).toBeNull();

    const draft = await createNews(writer, completeFields());
    const read = await bodyOf<NewsWithContents>(
      await call(writer, 'GET', `/v1/news_infos/${draft.object.id}`),
    );
    expect(read.object).toMatchObject({
      title: 'Indemnización por despido improcedente',
      author: 'Marta Sanz',
      subjects: subjectIds.slice(0, 1),
      languages: ['es'],
      areas: ['esp'],
      keywords: ['despido'],
      active: false,
    });
    expect(read.contents.map((content) => content.platform)).toEqual(['web', 'x']);
    expect(read.contents[0]).toEqual({
      platform: 'web',
      title: 'Indemnización',
      content: '<p>Texto del artículo</p>',
      image: null,
    });
  });

  it('checks limits and formats on every save, with the messages of spec section 8', async () => {
    const { writer } = await newsOffice();
    const refusedWith = async (fields: Record<string, unknown>) => {
      const response = await call(writer, 'POST', '/v1/news_infos', fields);
      const body = (await response.json()) as { code: string; details: Record<string, { key: string }[]> };
      expect(response.status).toBe(422);
      return Object.fromEntries(
        Object.entries(body.details).map(([field, messages]) => [field, messages.map(({ key }) => key)]),
      );
    };
    expect(await refusedWith({})).toEqual({ title: ['field.required'] });
    expect(await refusedWith({ title: ' ' })).toEqual({ title: ['title.required'] });
    expect(await refusedWith({ title: 'T', summary: 'palabra '.repeat(251) })).toEqual({
      summary: ['summary.too_many_words'],
    });
    expect(await refusedWith({ title: 'T', publish_from: 'mañana' })).toEqual({
      publish_from: [DATE_INVALID],
    });
    expect(
      await refusedWith({
        title: 'T',
        publish_from: '2026-12-02T00:00:00Z',
        publish_to: '2026-12-01T00:00:00Z',
      }),
    ).toEqual({ publish_from: [DATE_ORDER] });
    expect(await refusedWith({ title: 'T', active: true })).toEqual({ publish_from: [DATE_RANGE_REQUIRED] });
    expect(
      await refusedWith({ title: 'T', contents: [{ platform: 'x', content: `${'a'.repeat(281)}` }] }),
    ).toHaveProperty(['contents.0.content']);
    expect(await refusedWith({ title: 'T', subjects: ['00000000-0000-4000-8000-000000000000'] })).toEqual({
      'subjects.0': ['subject.unknown'],
    });
  });

  it('names every missing field at once when an item is activated', async () => {
    const { writer } = await newsOffice();
    const response = await call(writer, 'POST', '/v1/news_infos', {
      title: 'Solo título',
      active: true,
      publish_from: '2026-12-01T00:00:00Z',
      publish_to: '2026-12-02T00:00:00Z',
    });
    expect(await errorOf(response)).toEqual({
      status: 422,
      code: 'VALIDATION_FAILED',
      fields: ['areas', 'author', 'image', 'keywords', 'languages', 'subjects', 'summary'],
    });
  });
});

describe('rich text', () => {
  it('sanitises every XSS payload of the corpus on save, in web and newsletter; plain text stays text', async () => {
    const { writer } = await newsOffice();
    const corpus = XSS_PAYLOADS.join('\n');
    const created = await createNews(writer, {
      title: 'XSS',
      contents: [
        { platform: 'web', content: corpus },
        { platform: 'newsletter', content: `<p>Hola</p>${corpus}` },
        { platform: 'linkedin', content: '<b>no es HTML</b> & <script>' },
      ],
    });
    const read = await bodyOf<NewsWithContents>(
      await call(writer, 'GET', `/v1/news_infos/${created.object.id}`),
    );
    for (const content of read.contents.filter((item) => item.platform !== 'linkedin')) {
      for (const pattern of DANGEROUS)
        expect([content.platform, content.content]).not.toEqual([
          content.platform,
          expect.stringMatching(pattern),
        ]);
    }
    expect(read.contents.find((item) => item.platform === 'newsletter')?.content).toMatch(/^<p>Hola<\/p>/);
    expect(read.contents.find((item) => item.platform === 'linkedin')?.content).toBe(
      '<b>no es HTML</b> & <script>',
    );
  });
});

describe('PUT /v1/news_infos/{id}', () => {
  it('saves a new revision and refuses a save based on an older one with 409 STALE_REVISION', async () => {
    const { writer } = await newsOffice();
    const created = await createNews(writer, { title: 'Primera versión' });
    const path = `/v1/news_infos/${created.object.id}`;
    const saved = await bodyOf<NewsWithContents>(
      await call(writer, 'PUT', path, { title: 'Segunda versión', revision: 1 }),
    );
    expect(saved.object).toMatchObject({ title: 'Segunda versión', revision: 2, slug: 'primera-version' });

    // A second editor still on revision 1 cannot overwrite the first one's save.
    const stale = await call(writer, 'PUT', path, { title: 'Versión vieja', revision: 1 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: 'STALE_REVISION', details: { revision: 2 } });
    expect((await bodyOf<NewsWithContents>(await call(writer, 'GET', path))).object.title).toBe(
      'Segunda versión',
    );
  });

  it('replaces the channel versions with those sent', async () => {
    const { writer } = await newsOffice();
    const created = await createNews(writer, completeFields());
    const saved = await bodyOf<NewsWithContents>(
      await call(writer, 'PUT', `/v1/news_infos/${created.object.id}`, {
        title: 'T',
        revision: 1,
        contents: [{ platform: 'linkedin', content: 'Solo LinkedIn' }],
      }),
    );
    expect(saved.contents.map((content) => content.platform)).toEqual(['linkedin']);
  });
});

describe('GET /v1/news_infos', () => {
  it('searches ignoring case and accents, title matches first', async () => {
    const { writer } = await newsOffice();
    await createNews(writer, { title: 'Costas procesales', summary: 'Sin indemnizacion alguna' });
    await createNews(writer, { title: 'Indemnización por despido' });
    await createNews(writer, { title: 'REFORMA LABORAL' });
    await createNews(writer, { title: 'Otra cosa' });

    const found = await list(writer, '?search=indemnizacion');
    expect(found.objects.map((item) => item.title)).toEqual([
      'Indemnización por despido',
      'Costas procesales',
    ]);
    expect((await list(writer, '?search=reforma%20laboral')).objects.map((item) => item.title)).toEqual([
      'REFORMA LABORAL',
    ]);
    expect((await list(writer, '?search=INDEMNIZACIÓN')).total_number_of_objects).toBe(2);
    // Wildcards are taken literally.
    expect((await list(writer, '?search=%25')).total_number_of_objects).toBe(0);
  });

  it('finds every word in any order, by its forms in the item’s language, in the web version too', async () => {
    const { writer } = await newsOffice();
    const titles = async (search: string) =>
      (await list(writer, `?search=${encodeURIComponent(search)}`)).objects.map((item) => item.title);
    await createNews(writer, { title: 'Indemnización por despido improcedente', languages: ['es'] });
    await createNews(writer, { title: 'Los despidos colectivos en 2026', languages: ['es'] });
    await createNews(writer, {
      title: 'Costas',
      languages: ['es'],
      contents: [
        { platform: 'web', content: '<p>La <strong>indemnización</strong> del despido se calcula así.</p>' },
      ],
    });
    await createNews(writer, { title: 'Unfair dismissals rise', languages: ['en'] });
    await createNews(writer, { title: 'Despedimentos coletivos', languages: ['pt'] });

    expect(await titles('indemnizacion despido')).toEqual([
      'Indemnización por despido improcedente',
      'Costas',
    ]);
    expect(await titles('despido indemnizacion')).toHaveLength(2);
    expect(await titles('despidos')).toEqual(
      expect.arrayContaining(['Indemnización por despido improcedente', 'Los despidos colectivos en 2026']),
    );
    expect(await titles('dismissal')).toEqual(['Unfair dismissals rise']);
    expect(await titles('despedimento coletivo')).toEqual(['Despedimentos coletivos']);
    // A quoted phrase is matched as a phrase.
    expect(await titles('"despido improcedente"')).toEqual(['Indemnización por despido improcedente']);
    expect(await titles('"improcedente despido"')).toEqual([]);
    // Title matches come before matches in the summary or the text.
    expect((await titles('indemnizacion'))[0]).toBe('Indemnización por despido improcedente');
    // The last word, still being typed, is the start of a word; the others are whole words.
    expect(await titles('indemnizac')).toHaveLength(2);
    expect(await titles('despido improc')).toEqual(['Indemnización por despido improcedente']);
    expect(await titles('improc despido')).toEqual([]);
    expect(await titles('"despido improc')).toEqual([]);
    expect(await titles('unfair dismis')).toEqual(['Unfair dismissals rise']);
  });

  it('never fails on odd searches', async () => {
    const { writer } = await newsOffice();
    await createNews(writer, { title: 'De la prueba', languages: ['es'] });
    for (const search of ['de la', '&|!():*<->', "'", '"', '-', 'or', 'x'.repeat(200), '   ']) {
      const response = await call(writer, 'GET', `/v1/news_infos?search=${encodeURIComponent(search)}`);
      expect(response.status, search).toBe(200);
    }
    // A word no language indexes ("a" is a stop word in all three): matched as typed, in the title.
    expect((await list(writer, '?search=a')).objects.map((item) => item.title)).toEqual(['De la prueba']);
  });

  it('pages with a page count, sorts by latest or oldest and caps per at 100', async () => {
    const { writer } = await newsOffice();
    for (const title of ['Uno', 'Dos', 'Tres']) {
      await createNews(writer, { title });
      t.clock.advance(1000);
    }
    const first = await list(writer, '?per=2');
    expect(first).toMatchObject({ total_number_of_objects: 3, total_pages: 2 });
    expect(first.objects.map((item) => item.title)).toEqual(['Tres', 'Dos']);
    const oldest = await list(writer, '?per=2&page=2&sort=oldest');
    expect(oldest.objects.map((item) => item.title)).toEqual(['Tres']);
    expect((await errorOf(await call(writer, 'GET', '/v1/news_infos?per=101'))).fields).toEqual(['per']);
  });

  it('filters by subject, status, language, area and publish date range', async () => {
    const { writer, reviewer } = await newsOffice();
    const [first, second] = subjectIds as [string, string];
    await createNews(writer, {
      title: 'Abril',
      subjects: [first],
      languages: ['es'],
      areas: ['esp'],
      publish_from: '2026-04-01T00:00:00Z',
      publish_to: '2026-04-30T00:00:00Z',
    });
    await createNews(writer, {
      title: 'Junio',
      subjects: [second],
      languages: ['en', 'pt'],
      areas: ['mex'],
      publish_from: '2026-06-01T00:00:00Z',
      publish_to: '2026-06-30T00:00:00Z',
    });
    const live = await completeNews(writer, { title: 'Publicada' });
    await bodyOf(await call(reviewer, 'POST', `/v1/news_infos/${live.id}/publish`, { platform: 'web' }));

    const titles = async (query: string) =>
      (await list(writer, query)).objects.map((item) => item.title).sort();
    expect(await titles(`?subject=${second}`)).toEqual(['Junio']);
    expect(await titles('?language=pt')).toEqual(['Junio']);
    expect(await titles('?area=esp')).toEqual(['Abril', 'Publicada']);
    expect(await titles('?status=published')).toEqual(['Publicada']);
    expect(await titles('?status=in_preparation')).toEqual(['Abril', 'Junio']);
    expect(await titles('?publish_from=2026-04-15T00:00:00Z&publish_to=2026-05-15T00:00:00Z')).toEqual([
      'Abril',
    ]);
    // Publishing on the web put the published one on the website from now, which is after April.
    expect(await titles('?publish_from=2026-04-15T00:00:00Z')).toEqual(['Abril', 'Junio', 'Publicada']);
    expect(
      (await errorOf(await call(writer, 'GET', '/v1/news_infos?status=lost&language=fr'))).fields,
    ).toEqual(['language', 'status']);
  });
  it('lists the copies received from the library, and those still to review', async () => {
    const { office, writer } = await newsOffice();
    const other = await newsOffice();
    const [source] = await t.db
      .insert(news)
      .values({ officeId: null, slug: 'reforma-laboral-biblioteca', title: 'Reforma laboral (biblioteca)' })
      .returning();
    const [second] = await t.db
      .insert(news)
      .values({ officeId: null, slug: 'herencias-biblioteca', title: 'Herencias (biblioteca)' })
      .returning();
    await t.db.insert(news).values([
      {
        officeId: office.id,
        sourceId: source?.id,
        slug: 'reforma',
        title: 'Reforma, por revisar',
        toReview: true,
      },
      { officeId: office.id, sourceId: second?.id, slug: 'herencias', title: 'Herencias, revisada' },
      {
        officeId: other.office.id,
        sourceId: source?.id,
        slug: 'reforma',
        title: 'Otra oficina',
        toReview: true,
      },
    ]);
    await createNews(writer, { title: 'Propia' });

    const titles = async (query: string) =>
      (await list(writer, query)).objects.map((item) => item.title).sort();
    expect(await titles('?origin=library')).toEqual(['Herencias, revisada', 'Reforma, por revisar']);
    expect(await titles('?to_review=true')).toEqual(['Reforma, por revisar']);
    expect(await titles('?origin=library&to_review=false')).toEqual(['Herencias, revisada']);
    expect(await titles('?to_review=false')).toEqual(['Herencias, revisada', 'Propia']);
    const [copy] = (await list(writer, '?to_review=true')).objects;
    expect(copy).toMatchObject({ source_id: source?.id, to_review: true });
    expect((await list(writer, '?search=propia')).objects[0]).toMatchObject({
      source_id: null,
      to_review: false,
    });
    // Saving a copy is reviewing it: it leaves the to-review list.
    await bodyOf(
      await call(writer, 'PUT', `/v1/news_infos/${copy?.id}`, {
        title: copy?.title,
        revision: copy?.revision,
      }),
    );
    expect(await titles('?to_review=true')).toEqual([]);
    expect(
      (await errorOf(await call(writer, 'GET', '/v1/news_infos?origin=mine&to_review=yes'))).fields,
    ).toEqual(['origin', 'to_review']);
  });
});

describe('workflow', () => {
  it('goes from preparation to ready, published on the web, unpublished, and back to preparation', async () => {
    const { writer, reviewer } = await newsOffice();
    const item = await completeNews(writer);
    const path = `/v1/news_infos/${item.id}`;

    const ready = await bodyOf<NewsWithContents>(await call(writer, 'POST', `${path}/mark_ready`));
    expect(ready.object.status).toBe('ready_to_publish');

    const published = await bodyOf<NewsWithContents>(
      await call(reviewer, 'POST', `${path}/publish`, { platform: 'web' }),
    );
    expect(published.object.status).toBe('published');
    expect(published.object.published_at).toBe(t.clock.now().toISOString());
    expect(published.object.publications).toEqual([
      {
        platform: 'web',
        state: 'published',
        scheduled_at: null,
        published_at: t.clock.now().toISOString(),
        error_code: null,
        error: null,
        external_ref: item.slug,
      },
    ]);

    const down = await bodyOf<NewsWithContents>(
      await call(reviewer, 'POST', `${path}/unpublish`, { platform: 'web' }),
    );
    expect(down.object.status).toBe('not_published');
    expect(down.object.publications[0]?.state).toBe('unpublished');

    const back = await bodyOf<NewsWithContents>(
      await call(reviewer, 'POST', `${path}/send_back`, { comment: 'Falta citar la sentencia' }),
    );
    expect(back.object).toMatchObject({
      status: 'in_preparation',
      review_comment: 'Falta citar la sentencia',
    });
    // The writer finds it among the returned ones, until it is marked ready again.
    const returned = async () => (await list(writer, '?returned=true')).objects.map((listed) => listed.id);
    expect(await returned()).toEqual([item.id]);
    expect((await list(writer, '?returned=false')).objects.map((listed) => listed.id)).not.toContain(item.id);
    // The writer fixes it and marks it ready again, the comment cleared: approved once and down, it
    // reads 'not published' until a reviewer publishes it again.
    const again = await bodyOf<NewsWithContents>(await call(writer, 'POST', `${path}/mark_ready`));
    expect(again.object).toMatchObject({ status: 'not_published', review_comment: null });
    expect(await returned()).toEqual([]);
    const republished = await bodyOf<NewsWithContents>(
      await call(reviewer, 'POST', `${path}/publish`, { platform: 'web' }),
    );
    expect(republished.object.status).toBe('published');
  });

  it('schedules a channel for a future time and cancels it', async () => {
    const { writer, reviewer } = await newsOffice();
    const item = await completeNews(writer);
    const path = `/v1/news_infos/${item.id}`;
    const past = new Date(t.clock.now().getTime() - 60_000).toISOString();
    expect(
      await (
        await call(reviewer, 'POST', `${path}/schedule_news`, { platform: 'web', published_at: past })
      ).json(),
    ).toMatchObject({ code: 'VALIDATION_FAILED', details: { published_at: [{ key: DATE_FUTURE }] } });

    const at = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const scheduled = await bodyOf<NewsWithContents>(
      await call(reviewer, 'POST', `${path}/schedule_news`, { platform: 'web', published_at: at }),
    );
    expect(scheduled.object.status).toBe('ready_to_publish');
    expect(scheduled.object.publications[0]).toMatchObject({
      platform: 'web',
      state: 'scheduled',
      scheduled_at: at,
    });

    const cancelled = await bodyOf<NewsWithContents>(
      await call(reviewer, 'POST', `${path}/cancel_schedule`, { platform: 'web' }),
    );
    expect(cancelled.object.publications).toEqual([]);
  });

  it('refuses every transition the workflow does not allow with 409 TRANSITION_NOT_ALLOWED', async () => {
    const { writer, reviewer } = await newsOffice();
    const item = await completeNews(writer);
    const path = `/v1/news_infos/${item.id}`;
    const refusedCode = async (token: string, action: string, body?: unknown) => {
      const response = await call(token, 'POST', `${path}/${action}`, body);
      return { status: response.status, code: ((await response.json()) as { code: string }).code };
    };
    const notAllowed = { status: 409, code: 'TRANSITION_NOT_ALLOWED' };
    // In preparation: nothing to send back, unpublish or cancel.
    expect(await refusedCode(reviewer, 'send_back', { comment: 'x' })).toEqual(notAllowed);
    expect(await refusedCode(reviewer, 'unpublish', { platform: 'web' })).toEqual(notAllowed);
    expect(await refusedCode(reviewer, 'cancel_schedule', { platform: 'web' })).toEqual(notAllowed);
    await bodyOf(await call(writer, 'POST', `${path}/mark_ready`));
    expect(await refusedCode(writer, 'mark_ready')).toEqual(notAllowed);
    await bodyOf(await call(reviewer, 'POST', `${path}/publish`, { platform: 'web' }));
    // Live: not published again, not scheduled, not sent back.
    expect(await refusedCode(reviewer, 'publish', { platform: 'web' })).toEqual(notAllowed);
    const at = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    expect(await refusedCode(reviewer, 'schedule_news', { platform: 'web', published_at: at })).toEqual(
      notAllowed,
    );
    expect(await refusedCode(reviewer, 'send_back', { comment: 'x' })).toEqual(notAllowed);
    expect(await refusedCode(writer, 'mark_ready')).toEqual(notAllowed);
  });

  it('names every missing field before marking ready or publishing, and refuses an empty version', async () => {
    const { writer, reviewer } = await newsOffice();
    const draft = await createNews(writer, { title: 'Borrador' });
    const path = `/v1/news_infos/${draft.object.id}`;
    expect(await errorOf(await call(writer, 'POST', `${path}/mark_ready`))).toEqual({
      status: 422,
      code: 'VALIDATION_FAILED',
      fields: ['areas', 'author', 'image', 'keywords', 'languages', 'subjects', 'summary'],
    });
    expect(
      (await errorOf(await call(reviewer, 'POST', `${path}/publish`, { platform: 'web' }))).fields,
    ).toContain('contents.web');

    const noWeb = await completeNews(writer, { contents: [{ platform: 'web', content: '<p> </p>' }] });
    expect(
      await errorOf(await call(reviewer, 'POST', `/v1/news_infos/${noWeb.id}/publish`, { platform: 'web' })),
    ).toEqual({ status: 422, code: 'VALIDATION_FAILED', fields: ['contents.web'] });
  });
});

describe('revisions', () => {
  it('lists every save, newest first, and restores one as a new revision', async () => {
    const { writer } = await newsOffice();
    const created = await createNews(writer, {
      title: 'Versión 1',
      contents: [{ platform: 'web', content: '<p>uno</p>' }],
    });
    const path = `/v1/news_infos/${created.object.id}`;
    await bodyOf(await call(writer, 'PUT', path, { title: 'Versión 2', revision: 1 }));

    const revisions = await bodyOf<{
      objects: { revision: number; author: { name: string } | null; fields: { title: string } }[];
    }>(await call(writer, 'GET', `${path}/revisions`));
    expect(revisions.objects.map((revision) => [revision.revision, revision.fields.title])).toEqual([
      [2, 'Versión 2'],
      [1, 'Versión 1'],
    ]);
    expect(revisions.objects[0]?.author?.name).toBe('Ana Prueba');

    const restored = await bodyOf<NewsWithContents>(
      await call(writer, 'POST', `${path}/revisions/1/restore`),
    );
    expect(restored.object).toMatchObject({ title: 'Versión 1', revision: 3 });
    expect(restored.contents.map((content) => content.content)).toEqual(['<p>uno</p>']);
    expect((await errorOf(await call(writer, 'POST', `${path}/revisions/9/restore`))).status).toBe(404);
  });

  it('keeps a live item complete: a save or a restore that would empty it is refused', async () => {
    const { writer, reviewer } = await newsOffice();
    const draft = await createNews(writer, { title: 'Primer borrador' });
    const path = `/v1/news_infos/${draft.object.id}`;
    await bodyOf<NewsWithContents>(await call(writer, 'PUT', path, { ...completeFields(), revision: 1 }));
    await withImage(draft.object.id);
    const published = await bodyOf<NewsWithContents>(
      await call(reviewer, 'POST', `${path}/publish`, { platform: 'web' }),
    );

    // Revision 1 has a title alone: restoring it would leave the live article empty.
    expect(await errorOf(await call(writer, 'POST', `${path}/revisions/1/restore`))).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
    });
    expect(
      await errorOf(
        await call(writer, 'PUT', path, {
          ...completeFields(),
          summary: '',
          revision: published.object.revision,
        }),
      ),
    ).toMatchObject({ status: 422, fields: ['summary'] });
    const read = await bodyOf<NewsWithContents>(await call(writer, 'GET', path));
    expect(read.object).toMatchObject({ revision: published.object.revision, status: 'published' });
  });
});

describe('PUT /v1/news_infos/{id}/image', () => {
  it('keeps the upload in web sizes, replaces the previous one, and refuses what is not an image', async () => {
    const { writer } = await newsOffice();
    const created = await createNews(writer, { title: 'Con imagen' });
    const path = `/v1/news_infos/${created.object.id}/image`;
    const first = await bodyOf<NewsWithContents>(
      await upload(
        t.app,
        path,
        { bytes: await samplePng(), name: 'a.png', type: 'image/png' },
        { token: writer },
      ),
    );
    expect(first.object.image).toMatch(new RegExp(`/files/articles/${created.object.id}/[^/]+/card\\.webp$`));
    const second = await bodyOf<NewsWithContents>(
      await upload(
        t.app,
        path,
        { bytes: await sampleJpeg(), name: 'b.jpg', type: 'image/jpeg' },
        { token: writer },
      ),
    );
    expect(second.object.image).not.toBe(first.object.image);
    const firstKey = first.object.image?.split('/files/')[1] ?? '';
    expect(await t.storage.get(firstKey)).toBeNull();

    const text = await upload(
      t.app,
      path,
      { bytes: new TextEncoder().encode('hola'), name: 'a.png', type: 'image/png' },
      { token: writer },
    );
    expect((await errorOf(text)).code).toBe('INVALID_IMAGE');
  });
});

describe('input no database or feed can carry', () => {
  it('refuses year 0000 dates, lone surrogates and revisions past the integer range with 422 and the field', async () => {
    const { writer, reviewer } = await newsOffice();
    const item = await completeNews(writer);
    const year0 = '0000-01-01T00:00:00.000Z';
    const cases: [string, Promise<Response>, string][] = [
      [
        'publish_from',
        call(writer, 'POST', '/v1/news_infos', { title: 'T', publish_from: year0 }),
        'publish_from',
      ],
      ['publish_to', call(writer, 'POST', '/v1/news_infos', { title: 'T', publish_to: year0 }), 'publish_to'],
      [
        'published_at',
        call(reviewer, 'POST', `/v1/news_infos/${item.id}/schedule_news`, {
          platform: 'web',
          published_at: year0,
        }),
        'published_at',
      ],
      ['title', call(writer, 'POST', '/v1/news_infos', { title: 'Despido \ud800' }), 'title'],
      ['author', call(writer, 'POST', '/v1/news_infos', { title: 'T', author: 'Ana \udc00' }), 'author'],
      [
        'keywords',
        call(writer, 'POST', '/v1/news_infos', { title: 'T', keywords: ['a\uffff'] }),
        'keywords.0',
      ],
      [
        'revision (body)',
        call(writer, 'PUT', `/v1/news_infos/${item.id}`, { title: 'T', revision: 3_000_000_000 }),
        'revision',
      ],
      [
        'revision (path)',
        call(writer, 'POST', `/v1/news_infos/${item.id}/revisions/99999999999/restore`),
        'revision',
      ],
    ];
    for (const [name, response, field] of cases) {
      const error = await errorOf(await response);
      expect(error, name).toMatchObject({ status: 422, code: 'VALIDATION_FAILED' });
      expect(error.fields, name).toContain(field);
    }
  });

  it('drops control characters and non-characters from pasted long text, so the feed stays valid XML', async () => {
    const { writer } = await newsOffice();
    const created = await createNews(writer, {
      title: 'Despidos',
      summary: 'Resumen\u0001 con\u000b control\ufffe y suelto\ud800.',
      contents: [{ platform: 'web', content: '<p>Cuerpo\u0002 del\uffff art\u00edculo</p>' }],
    });
    expect(created.object.summary).toBe('Resumen con control y suelto.');
    expect(created.contents[0]?.content).toBe('<p>Cuerpo del artículo</p>');
  });
});

describe('DELETE /v1/news_infos/{id}', () => {
  it('deletes an item, published ones too', async () => {
    const { writer, reviewer } = await newsOffice();
    const item = await completeNews(writer);
    await bodyOf(await call(reviewer, 'POST', `/v1/news_infos/${item.id}/publish`, { platform: 'web' }));
    expect(await bodyOf(await call(writer, 'DELETE', `/v1/news_infos/${item.id}`))).toEqual({
      key: 'done.news_deleted',
      message: 'Noticia eliminada',
    });
    expect((await call(writer, 'GET', `/v1/news_infos/${item.id}`)).status).toBe(404);
  });
});

describe('preview', () => {
  it("reads one channel's version of the caller's office; another office id is a 404", async () => {
    const { office, writer } = await newsOffice();
    const item = await completeNews(writer);
    const preview = await bodyOf<NewsWithContents>(
      await call(writer, 'GET', `/v1/news_infos/${item.id}?office_id=${office.id}&platform=x`),
    );
    expect(preview.contents.map((content) => content.platform)).toEqual(['x']);
    const elsewhere = await createOffice(t.db);
    expect(
      (await call(writer, 'GET', `/v1/news_infos/${item.id}?office_id=${elsewhere.id}&platform=web`)).status,
    ).toBe(404);
  });
});

describe('tenancy', () => {
  it("never lets office A list, read, change, publish, preview or restore office B's news", async () => {
    const a = await newsOffice();
    const b = await newsOffice();
    const theirs = await completeNews(b.writer, { title: 'Secreto de B' });
    const path = `/v1/news_infos/${theirs.id}`;

    expect((await list(a.reviewer, '?search=secreto')).total_number_of_objects).toBe(0);
    const at = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const attempts: [string, string, string, unknown?][] = [
      [a.writer, 'GET', path],
      [a.writer, 'GET', `${path}?office_id=${b.office.id}&platform=web`],
      [a.writer, 'PUT', path, { title: 'Mío', revision: 1 }],
      [a.writer, 'DELETE', path],
      [a.writer, 'POST', `${path}/mark_ready`],
      [a.reviewer, 'POST', `${path}/send_back`, { comment: 'x' }],
      [a.reviewer, 'POST', `${path}/publish`, { platform: 'web' }],
      [a.reviewer, 'POST', `${path}/schedule_news`, { platform: 'web', published_at: at }],
      [a.reviewer, 'POST', `${path}/unpublish`, { platform: 'web' }],
      [a.reviewer, 'POST', `${path}/cancel_schedule`, { platform: 'web' }],
      [a.writer, 'GET', `${path}/revisions`],
      [a.writer, 'POST', `${path}/revisions/1/restore`],
    ];
    for (const [token, method, url, body] of attempts) {
      expect([method, url, (await call(token, method, url, body)).status]).toEqual([method, url, 404]);
    }
    const untouched = await bodyOf<NewsWithContents>(await call(b.writer, 'GET', path));
    expect(untouched.object).toMatchObject({ title: 'Secreto de B', revision: 1, status: 'in_preparation' });
  });
});

describe('roles', () => {
  it('lets statistics reviewers read, writers write and mark ready, and only publish reviewers publish', async () => {
    const { office, writer, reviewer } = await newsOffice();
    const stats = (await createSignedInUser(t, { officeId: office.id, roles: ['client_statstics'] })).token;
    const manager = (await createSignedInUser(t, { officeId: office.id, roles: ['user_account_management'] }))
      .token;
    const item = await completeNews(writer);
    const path = `/v1/news_infos/${item.id}`;

    expect((await call(stats, 'GET', '/v1/news_infos')).status).toBe(200);
    expect((await call(stats, 'GET', path)).status).toBe(200);
    expect(await refusal(await call(manager, 'GET', '/v1/news_infos'))).toEqual({
      status: 403,
      required: 'news.read',
    });
    expect(await refusal(await call(stats, 'POST', '/v1/news_infos', { title: 'T' }))).toEqual({
      status: 403,
      required: 'news.write',
    });
    expect(await refusal(await call(stats, 'POST', `${path}/mark_ready`))).toEqual({
      status: 403,
      required: 'news.write',
    });
    for (const action of ['publish', 'unpublish', 'cancel_schedule']) {
      expect(await refusal(await call(writer, 'POST', `${path}/${action}`, { platform: 'web' }))).toEqual({
        status: 403,
        required: 'news.publish',
      });
    }
    expect(await refusal(await call(writer, 'POST', `${path}/send_back`, { comment: 'x' }))).toEqual({
      status: 403,
      required: 'news.publish',
    });
    // A publish reviewer also writes.
    expect((await call(reviewer, 'POST', '/v1/news_infos', { title: 'Del revisor' })).status).toBe(201);
    // An admin acting as themselves works on the library (news-library.test.ts), never on an office's news.
    const admin = await createSignedInUser(t, { kind: 'admin' });
    const library = await bodyOf<Page<NewsItem>>(await call(admin.token, 'GET', '/v1/news_infos'));
    expect(library.objects.map((object) => object.id)).not.toContain(item.id);
    expect((await call(admin.token, 'GET', path)).status).toBe(404);
  });
});
