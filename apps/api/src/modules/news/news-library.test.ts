import type { Page } from '@gaceta/shared/common';
import type { NewsItem, NewsRevision, NewsWithContents } from '@gaceta/shared/news';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../../context';
import { news, newsContents, officeSubjects, subjects } from '../../db/schema';
import { type Queue, startQueue } from '../../queue/queue';
import { createUser, signInAdmin } from '../../test/factories';
import { createTestApp, requestJson, type TestApp } from '../../test/harness';
import { newsHelpers } from '../../test/news';
import { samplePng, upload } from '../../test/uploads';
import { libraryFanOutJob } from './library-fan-out.job';

/**
 * The provider's library: admins write news of no office with the offices' own calls; publishing one
 * on the web gives each office it concerns its own copy, once, which is then the office's alone.
 */

let t: TestApp;
let queue: Queue;
let admin: string;
let helpers: ReturnType<typeof newsHelpers>;
beforeAll(async () => {
  t = await createTestApp();
  queue = await startQueue({
    database: t.database,
    jobs: [libraryFanOutJob],
    deps: t.deps,
    work: true,
    pollingIntervalSeconds: 0.5,
  });
  helpers = newsHelpers(t);
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await queue.stop();
  await t.close();
});

const call = (token: string, method: string, path: string, body?: unknown) =>
  requestJson(t.app, method, path, body, { token });
const bodyOf = <T>(response: Response, status?: number) => helpers.bodyOf<T>(response, status);

/** A subject of its own, so that only this test's offices subscribe to it. */
async function newSubject(): Promise<string> {
  const code = `lib_${crypto.randomUUID().slice(0, 8)}`;
  const [row] = await t.db
    .insert(subjects)
    .values({ code, name: { es: code, en: code, pt: code } })
    .returning();
  return row?.id ?? '';
}

/** An office working in `area`, subscribed to `subjectIds`, with a writer and a reviewer. */
async function office(area: string, subjectIds: string[]) {
  const created = await helpers.newsOffice({ tolgeo: area });
  if (subjectIds.length > 0) {
    await t.db
      .insert(officeSubjects)
      .values(subjectIds.map((subjectId) => ({ officeId: created.office.id, subjectId })));
  }
  return created;
}

/** The copies of a library item, by office. */
async function copiesOf(sourceId: string) {
  return t.db.select().from(news).where(eq(news.sourceId, sourceId));
}

const runFanOut = (newsId: string) =>
  libraryFanOutJob.handle(jobContext(t.deps, { job: libraryFanOutJob.name, officeId: null }), {
    news_id: newsId,
  });

describe('library news', () => {
  it('is written by admins with the offices’ calls, and no office sees it', async () => {
    const subject = await newSubject();
    const item = await helpers.completeNews(admin, { subjects: [subject], title: 'Novedad del proveedor' });
    expect(item).toMatchObject({ office_id: null, slug: 'novedad-del-proveedor', to_review: false });

    const library = await bodyOf<Page<NewsItem>>(await call(admin, 'GET', '/v1/news_infos?per=100'));
    expect(library.objects.map((object) => object.id)).toContain(item.id);
    expect(library.objects.every((object) => object.office_id === null)).toBe(true);
    // The offices' search by words serves the library too.
    const found = await bodyOf<Page<NewsItem>>(
      await call(admin, 'GET', '/v1/news_infos?search=proveedores%20novedad'),
    );
    expect(found.objects.map((object) => object.id)).toEqual([item.id]);

    const { writer, reviewer } = await office('esp', [subject]);
    const own = await bodyOf<Page<NewsItem>>(await call(writer, 'GET', '/v1/news_infos'));
    expect(own.objects.map((object) => object.id)).not.toContain(item.id);
    const path = `/v1/news_infos/${item.id}`;
    expect((await call(writer, 'GET', path)).status).toBe(404);
    expect((await call(writer, 'PUT', path, { title: 'Mía', revision: 1 })).status).toBe(404);
    expect((await call(reviewer, 'POST', `${path}/publish`, { platform: 'web' })).status).toBe(404);
    expect((await call(writer, 'GET', `${path}/revisions`)).status).toBe(404);
  });

  it('is what an admin acting as themselves reaches; impersonating, they act for the office', async () => {
    const { office: lawFirm, writer } = await office('esp', []);
    const officeItem = await bodyOf<NewsWithContents>(
      await call(writer, 'POST', '/v1/news_infos', { title: 'Del despacho' }),
      201,
    );
    expect((await call(admin, 'GET', `/v1/news_infos/${officeItem.object.id}`)).status).toBe(404);

    const manager = await createUser(t.db, { officeId: lawFirm.id, roles: ['client_reviewer'] });
    const impersonation = await call(admin, 'POST', '/auth_user_without_password', { email: manager.email });
    const { token } = (await impersonation.json()) as { token: string };
    const written = await bodyOf<NewsWithContents>(
      await call(token, 'POST', '/v1/news_infos', { title: 'Escrita en nombre del despacho' }),
      201,
    );
    expect(written.object.office_id).toBe(lawFirm.id);
    const listed = await bodyOf<Page<NewsItem>>(await call(token, 'GET', '/v1/news_infos'));
    expect(listed.objects.map((object) => object.id).sort()).toEqual(
      [officeItem.object.id, written.object.id].sort(),
    );
  });

  it('publishes on the web only', async () => {
    const item = await helpers.completeNews(admin, {
      subjects: [await newSubject()],
      contents: [
        { platform: 'web', title: 'Web', content: '<p>Texto</p>' },
        { platform: 'linkedin', content: 'Texto' },
      ],
    });
    const path = `/v1/news_infos/${item.id}`;
    for (const [action, body] of [
      ['publish', { platform: 'linkedin' }],
      [
        'schedule_news',
        { platform: 'linkedin', published_at: new Date(Date.now() + 86_400_000).toISOString() },
      ],
    ] as const) {
      const response = await call(admin, 'POST', `${path}/${action}`, body);
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({
        code: 'CHANNEL_NOT_AVAILABLE',
        details: { library: true },
      });
    }
    const published = await bodyOf<NewsWithContents>(
      await call(admin, 'POST', `${path}/publish`, { platform: 'web' }),
    );
    expect(published.object.publications).toEqual([
      expect.objectContaining({ platform: 'web', state: 'published' }),
    ]);
  });
});

describe('publishing a library item', () => {
  it('gives a copy to exactly the offices subscribed to one of its subjects and working in one of its areas', async () => {
    const [labour, tax, other] = [await newSubject(), await newSubject(), await newSubject()];
    const madrid = await office('esp', [labour]);
    const santiago = await office('chl', [tax, other]);
    const concerned = [madrid.office.id, santiago.office.id];
    await office('esp', [other]); // another subject
    await office('mex', [labour]); // another area
    await office('esp', []); // no subjects
    // Madrid already has an item under the copy's slug.
    await bodyOf(await call(madrid.writer, 'POST', '/v1/news_infos', { title: 'Reforma laboral' }), 201);

    const item = await helpers.completeNews(admin, {
      title: 'Reforma laboral',
      subjects: [labour, tax],
      areas: ['esp', 'chl'],
      contents: [
        { platform: 'web', title: 'Reforma', content: '<p>Lo que cambia</p>' },
        { platform: 'x', content: 'Lo que cambia con la reforma' },
      ],
    });
    await bodyOf(await call(admin, 'POST', `/v1/news_infos/${item.id}/publish`, { platform: 'web' }));
    await expect
      .poll(async () => (await copiesOf(item.id)).map((copy) => copy.officeId).sort(), { timeout: 20_000 })
      .toEqual([...concerned].sort());

    const copies = await copiesOf(item.id);
    const madridCopy = copies.find((copy) => copy.officeId === madrid.office.id);
    const read = await bodyOf<NewsWithContents>(
      await call(madrid.writer, 'GET', `/v1/news_infos/${madridCopy?.id}`),
    );
    expect(read.object).toMatchObject({
      office_id: madrid.office.id,
      source_id: item.id,
      to_review: true,
      slug: 'reforma-laboral-2',
      title: 'Reforma laboral',
      subjects: [labour, tax],
      areas: ['esp', 'chl'],
      status: 'in_preparation',
      revision: 1,
      publications: [],
    });
    expect(read.contents.map(({ platform, content }) => ({ platform, content }))).toEqual([
      { platform: 'web', content: '<p>Lo que cambia</p>' },
      { platform: 'x', content: 'Lo que cambia con la reforma' },
    ]);
    const revisions = await bodyOf<{ objects: NewsRevision[] }>(
      await call(madrid.writer, 'GET', `/v1/news_infos/${madridCopy?.id}/revisions`),
    );
    expect(revisions.objects.map((revision) => revision.revision)).toEqual([1]);
    expect(revisions.objects[0]?.fields.title).toBe('Reforma laboral');
    // The Chilean office's copy has the plain slug.
    expect(copies.find((copy) => copy.officeId === santiago.office.id)?.slug).toBe('reforma-laboral');
  });

  it('makes no second copy when the job runs again, or twice at once', async () => {
    const subject = await newSubject();
    const offices = [
      await office('esp', [subject]),
      await office('esp', [subject]),
      await office('esp', [subject]),
    ];
    const item = await helpers.completeNews(admin, { subjects: [subject] });
    // Published as the request does, without waiting for the queue's own run.
    await bodyOf(await call(admin, 'POST', `/v1/news_infos/${item.id}/publish`, { platform: 'web' }));
    await Promise.all([runFanOut(item.id), runFanOut(item.id)]);
    await runFanOut(item.id);
    await expect.poll(async () => (await copiesOf(item.id)).length).toBe(offices.length);
    const contents = await t.db
      .select()
      .from(newsContents)
      .where(
        inArray(
          newsContents.newsId,
          (await copiesOf(item.id)).map((copy) => copy.id),
        ),
      );
    expect(contents).toHaveLength(offices.length);
    // The database itself refuses a second copy for an office.
    await expect(
      t.db
        .insert(news)
        .values({ officeId: offices[0]?.office.id, sourceId: item.id, slug: 'otra', title: 'Otra' }),
    ).rejects.toThrow();
  });

  it('gives no new copy to an office that deleted its own, when the item is published again', async () => {
    const subject = await newSubject();
    const keeper = await office('esp', [subject]);
    const dismisser = await office('esp', [subject]);
    const item = await helpers.completeNews(admin, { subjects: [subject] });
    await bodyOf(await call(admin, 'POST', `/v1/news_infos/${item.id}/publish`, { platform: 'web' }));
    await runFanOut(item.id);
    const copy = (await copiesOf(item.id)).find((row) => row.officeId === dismisser.office.id);
    await bodyOf(await call(dismisser.writer, 'DELETE', `/v1/news_infos/${copy?.id}`));

    // Taken down and published again: the fan-out runs once more.
    await bodyOf(await call(admin, 'POST', `/v1/news_infos/${item.id}/unpublish`, { platform: 'web' }));
    await bodyOf(await call(admin, 'POST', `/v1/news_infos/${item.id}/publish`, { platform: 'web' }));
    await runFanOut(item.id);
    expect((await copiesOf(item.id)).map((row) => row.officeId)).toEqual([keeper.office.id]);
  });

  it('gives nothing for an item taken down before the job ran', async () => {
    const subject = await newSubject();
    await office('esp', [subject]);
    const item = await helpers.completeNews(admin, { subjects: [subject] });
    await queue.stop();
    try {
      await bodyOf(await call(admin, 'POST', `/v1/news_infos/${item.id}/publish`, { platform: 'web' }));
      await bodyOf(await call(admin, 'POST', `/v1/news_infos/${item.id}/unpublish`, { platform: 'web' }));
      await runFanOut(item.id);
      expect(await copiesOf(item.id)).toEqual([]);
    } finally {
      queue = await startQueue({
        database: t.database,
        jobs: [libraryFanOutJob],
        deps: t.deps,
        work: true,
        pollingIntervalSeconds: 0.5,
      });
    }
  });
});

describe('a library copy', () => {
  async function distributed() {
    const subject = await newSubject();
    const mine = await office('esp', [subject]);
    const theirs = await office('esp', [subject]);
    const item = await helpers.completeNews(admin, { subjects: [subject], title: 'Plazos procesales' });
    const image = await bodyOf<NewsWithContents>(
      await upload(
        t.app,
        `/v1/news_infos/${item.id}/image`,
        { bytes: await samplePng(), name: 'a.png', type: 'image/png' },
        { token: admin },
      ),
    );
    await bodyOf(await call(admin, 'POST', `/v1/news_infos/${item.id}/publish`, { platform: 'web' }));
    await runFanOut(item.id);
    const copies = await copiesOf(item.id);
    const copyOf = (officeId: string) => copies.find((copy) => copy.officeId === officeId)?.id ?? '';
    return {
      item,
      image: image.object.image ?? '',
      mine,
      theirs,
      myCopy: copyOf(mine.office.id),
      theirCopy: copyOf(theirs.office.id),
    };
  }

  it('is the office’s: its edits never touch the source, and saving it clears to_review', async () => {
    const { item, mine, myCopy } = await distributed();
    const read = await bodyOf<NewsWithContents>(await call(mine.writer, 'GET', `/v1/news_infos/${myCopy}`));
    const saved = await bodyOf<NewsWithContents>(
      await call(mine.writer, 'PUT', `/v1/news_infos/${myCopy}`, {
        title: 'Plazos procesales en agosto',
        subjects: read.object.subjects,
        contents: [{ platform: 'web', title: 'Agosto', content: '<p>Nuestro texto</p>' }],
        revision: read.object.revision,
      }),
    );
    expect(saved.object).toMatchObject({
      title: 'Plazos procesales en agosto',
      to_review: false,
      source_id: item.id,
    });

    const source = await bodyOf<NewsWithContents>(await call(admin, 'GET', `/v1/news_infos/${item.id}`));
    // Revision 2 is its publication on the web (active, with its window): nothing of the copy's.
    expect(source.object).toMatchObject({ title: 'Plazos procesales', revision: 2 });
    expect(source.contents[0]?.content).toBe('<p>Texto del artículo</p>');
  });

  it('leaves to_review when marked ready, and the shared image when deleted', async () => {
    const { image, mine, myCopy, theirCopy, theirs } = await distributed();
    const ready = await bodyOf<NewsWithContents>(
      await call(mine.writer, 'POST', `/v1/news_infos/${myCopy}/mark_ready`),
    );
    expect(ready.object).toMatchObject({ to_review: false, status: 'ready_to_publish' });
    expect(ready.object.image).toBe(image);

    await bodyOf(await call(mine.writer, 'DELETE', `/v1/news_infos/${myCopy}`));
    const key = image.split('/files/')[1] ?? '';
    expect(await t.storage.get(key)).not.toBeNull();
    const [untouched] = await t.db.select().from(news).where(eq(news.id, theirCopy));
    expect(untouched).toMatchObject({ toReview: true, officeId: theirs.office.id });
  });

  it('is seen by its office only: never by another office, whose own copy it cannot reach', async () => {
    const { item, mine, theirs, myCopy, theirCopy } = await distributed();
    const own = await bodyOf<Page<NewsItem>>(await call(mine.writer, 'GET', '/v1/news_infos'));
    expect(own.objects.map((object) => object.id)).toEqual([myCopy]);
    for (const [method, path, body] of [
      ['GET', `/v1/news_infos/${theirCopy}`, undefined],
      ['PUT', `/v1/news_infos/${theirCopy}`, { title: 'Ajena', revision: 1 }],
      ['POST', `/v1/news_infos/${theirCopy}/mark_ready`, undefined],
      ['DELETE', `/v1/news_infos/${theirCopy}`, undefined],
      ['GET', `/v1/news_infos/${item.id}`, undefined],
    ] as const) {
      expect((await call(mine.writer, method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    expect(
      (await call(mine.reviewer, 'POST', `/v1/news_infos/${theirCopy}/publish`, { platform: 'web' })).status,
    ).toBe(404);
    const [theirsNow] = await t.db.select().from(news).where(eq(news.id, theirCopy));
    expect(theirsNow).toMatchObject({
      title: 'Plazos procesales',
      toReview: true,
      officeId: theirs.office.id,
    });
    // The library's list holds its own items, never the offices' copies.
    const library = await bodyOf<Page<NewsItem>>(await call(admin, 'GET', '/v1/news_infos?per=100'));
    expect(library.objects.map((object) => object.id)).not.toContain(myCopy);
  });

  it('is written, marked ready and published under the office’s roles', async () => {
    const { mine, myCopy } = await distributed();
    expect(
      (await call(mine.writer, 'POST', `/v1/news_infos/${myCopy}/publish`, { platform: 'web' })).status,
    ).toBe(403);
    const published = await bodyOf<NewsWithContents>(
      await call(mine.reviewer, 'POST', `/v1/news_infos/${myCopy}/publish`, { platform: 'web' }),
    );
    expect(published.object).toMatchObject({ status: 'published', to_review: false });
  });
});
