import type { Page } from '@gaceta/shared/common';
import type { NewsItem, NewsWithContents } from '@gaceta/shared/news';
import type { PublicNewsItem } from '@gaceta/shared/website';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjects } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { newsHelpers } from '../../test/news';
import { VERSION_STALE_MS } from '../website/public-cache';

/**
 * A published article changes only through review (issue 17, section 4): a writer's edit to a live
 * item waits as a pending revision, and the website keeps serving the approved one until a
 * publisher publishes the change.
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

/** An item published on the web, with its office, writer and reviewer. */
async function liveItem() {
  const { office, writer, reviewer } = await helpers.newsOffice();
  const draft = await helpers.completeNews(writer, { subjects: [subjectId] });
  const published = await helpers.bodyOf<NewsWithContents>(
    await helpers.call(reviewer, 'POST', `/v1/news_infos/${draft.id}/publish`, { platform: 'web' }),
  );
  return { office, writer, reviewer, item: published.object };
}

/** A save of `item` with a new summary, as the editor sends it. */
const edit = (item: NewsItem, summary: string, extra: Record<string, unknown> = {}) => ({
  title: item.title,
  author: item.author,
  summary,
  subjects: item.subjects,
  languages: item.languages,
  areas: item.areas,
  keywords: item.keywords,
  meta_title: item.meta_title,
  meta_description: item.meta_description,
  image_description: item.image_description,
  active: item.active,
  publish_from: item.publish_from,
  publish_to: item.publish_to,
  contents: [{ platform: 'web', title: 'Indemnización', content: `<p>${summary}</p>` }],
  revision: item.revision,
  ...extra,
});

const save = async (token: string, item: NewsItem, summary: string, extra = {}, status = 200) =>
  helpers.bodyOf<NewsWithContents>(
    await helpers.call(token, 'PUT', `/v1/news_infos/${item.id}`, edit(item, summary, extra)),
    status,
  );

/**
 * What the website serves of the item: its summary, as the public feed lists it (asked once the
 * feed's cached office version has expired, decision 021).
 */
async function servedSummary(publicKey: string, slug: string): Promise<string | null | undefined> {
  t.clock.advance(VERSION_STALE_MS);
  const response = await t.app.request(`/public/v1/offices/${publicKey}/news?per=50`);
  const page = (await response.json()) as Page<PublicNewsItem>;
  return page.objects.find((item) => item.slug === slug)?.summary;
}

describe('a writer’s edit to a live article', () => {
  it('waits for review: the website keeps the approved summary until a publisher publishes it', async () => {
    const { office, writer, reviewer, item } = await liveItem();
    const approved = item.summary;

    const saved = await save(writer, item, 'Un resumen que nadie ha revisado.');
    // The editor works on the change; readers do not see it.
    expect(saved.object.summary).toBe('Un resumen que nadie ha revisado.');
    expect(saved.contents[0]?.content).toBe('<p>Un resumen que nadie ha revisado.</p>');
    expect(saved.object.pending_review).toMatchObject({ revision: item.revision + 1 });
    expect(saved.object.revision).toBe(item.revision + 1);
    expect(await servedSummary(office.publicKey, item.slug)).toBe(approved);

    // The reviewer finds it among the changes waiting for review.
    const waiting = await helpers.bodyOf<Page<NewsItem>>(
      await helpers.call(reviewer, 'GET', '/v1/news_infos?pending_review=true'),
    );
    expect(waiting.objects.map((news) => news.id)).toEqual([item.id]);
    expect(waiting.objects[0]?.pending_review?.author).not.toBeNull();

    // A writer may not publish it.
    await helpers.bodyOf(
      await helpers.call(writer, 'POST', `/v1/news_infos/${item.id}/pending_revision/publish`),
      403,
    );
    const published = await helpers.bodyOf<NewsWithContents>(
      await helpers.call(reviewer, 'POST', `/v1/news_infos/${item.id}/pending_revision/publish`),
    );
    expect(published.object.pending_review).toBeNull();
    expect(published.object.revision).toBe(item.revision + 1);
    expect(await servedSummary(office.publicKey, item.slug)).toBe('Un resumen que nadie ha revisado.');
  });

  it('may be saved again, and withdrawn: the item is again what readers see, the change kept in its history', async () => {
    const { office, writer, item } = await liveItem();
    const first = await save(writer, item, 'Primer cambio.');
    // A save based on the live revision, not the pending one, is stale.
    await save(writer, item, 'Cambio sobre una versión vieja.', {}, 409);
    const second = await save(writer, first.object, 'Segundo cambio.');
    expect(second.object.pending_review?.revision).toBe(item.revision + 2);

    const dropped = await helpers.bodyOf<NewsWithContents>(
      await helpers.call(writer, 'DELETE', `/v1/news_infos/${item.id}/pending_revision`),
    );
    expect(dropped.object).toMatchObject({
      summary: item.summary,
      revision: item.revision,
      pending_review: null,
    });
    expect(await servedSummary(office.publicKey, item.slug)).toBe(item.summary);
    const history = await helpers.bodyOf<{ objects: { revision: number }[] }>(
      await helpers.call(writer, 'GET', `/v1/news_infos/${item.id}/revisions`),
    );
    expect(history.objects.map((revision) => revision.revision)).toContain(item.revision + 2);
    // Nothing waits any more.
    await helpers.bodyOf(
      await helpers.call(writer, 'DELETE', `/v1/news_infos/${item.id}/pending_revision`),
      404,
    );
  });

  it('cannot be sent live by the writer', async () => {
    const { writer, item } = await liveItem();
    await save(writer, item, 'Directo a la web.', { publish_changes: true }, 403);
  });
});

describe('a publisher’s edit to a live article', () => {
  it('goes live at once when confirmed, and waits like anyone’s otherwise', async () => {
    const { office, reviewer, item } = await liveItem();
    const waiting = await save(reviewer, item, 'Sin confirmar.');
    expect(waiting.object.pending_review).not.toBeNull();
    expect(await servedSummary(office.publicKey, item.slug)).toBe(item.summary);

    const live = await save(reviewer, waiting.object, 'Confirmado por quien publica.', {
      publish_changes: true,
    });
    expect(live.object.pending_review).toBeNull();
    expect(await servedSummary(office.publicKey, item.slug)).toBe('Confirmado por quien publica.');
  });
});

describe('an edit to an item nobody reads yet', () => {
  it('is saved as it is, with nothing to review', async () => {
    const { writer } = await helpers.newsOffice();
    const draft = await helpers.completeNews(writer, { subjects: [subjectId] });
    const saved = await save(writer, draft, 'Borrador corregido.');
    expect(saved.object).toMatchObject({ summary: 'Borrador corregido.', pending_review: null });
  });
});

describe('another office', () => {
  it('cannot publish or drop an item’s pending changes', async () => {
    const { writer, item } = await liveItem();
    await save(writer, item, 'Cambio de este despacho.');
    const other = await helpers.newsOffice();
    await helpers.bodyOf(
      await helpers.call(other.reviewer, 'POST', `/v1/news_infos/${item.id}/pending_revision/publish`),
      404,
    );
    await helpers.bodyOf(
      await helpers.call(other.writer, 'DELETE', `/v1/news_infos/${item.id}/pending_revision`),
      404,
    );
  });
});
