import type { OfficeRole } from '@gaceta/shared/accounts/roles';
import type { NewsItem, NewsWithContents } from '@gaceta/shared/news';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { news, newsPublications, type offices } from '../db/schema';
import { createOffice, createSignedInUser } from './factories';
import { requestJson, type TestApp } from './harness';

/** Helpers for tests about news: offices with a writer and a reviewer, complete items, reads. */
export function newsHelpers(t: TestApp) {
  const call = (token: string, method: string, path: string, body?: unknown) =>
    requestJson(t.app, method, path, body, { token });

  async function bodyOf<T>(response: Response, status = 200): Promise<T> {
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(status);
    return body as T;
  }

  /** An office with a writer and a reviewer signed in. */
  async function newsOffice(values: Partial<typeof offices.$inferInsert> = {}) {
    const office = await createOffice(t.db, values);
    const as = async (roles: OfficeRole[]) =>
      (await createSignedInUser(t, { officeId: office.id, roles })).token;
    return { office, writer: await as(['content_genrator']), reviewer: await as(['client_reviewer']) };
  }

  /** Every field publishing asks for; the image is set as an upload would leave it. */
  async function completeNews(
    token: string,
    fields: { subjects: string[]; areas?: string[] } & Record<string, unknown>,
  ): Promise<NewsItem> {
    const created = await bodyOf<NewsWithContents>(
      await call(token, 'POST', '/v1/news_infos', {
        title: 'Indemnización por despido improcedente',
        author: 'Marta Sanz',
        summary: 'Qué cobra un trabajador despedido sin causa.',
        languages: ['es'],
        areas: ['esp'],
        keywords: ['despido'],
        contents: [{ platform: 'web', title: 'Indemnización', content: '<p>Texto del artículo</p>' }],
        ...fields,
      }),
      201,
    );
    await t.db
      .update(news)
      .set({ imageKey: `news/${created.object.id}/image` })
      .where(eq(news.id, created.object.id));
    return created.object;
  }

  /** The item's publication on a channel, as stored. */
  async function publicationOf(newsId: string, channel: 'web' = 'web') {
    const [row] = await t.db
      .select()
      .from(newsPublications)
      .where(and(eq(newsPublications.newsId, newsId), eq(newsPublications.channel, channel)));
    return row ?? null;
  }

  return { call, bodyOf, newsOffice, completeNews, publicationOf };
}
