import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { findPublicOffice, type PublicOffice } from './website.service';

/**
 * What keeps the public feed cheap (decision 019): each process trusts an office's version for
 * VERSION_TTL_MS before asking the database again, and keeps rendered answers by ETag. The ETag
 * is a hash of the version and the request, so a kept answer is exact for as long as its ETag is
 * current, and every replica still derives its versions from the database alone: replicas may
 * disagree for at most VERSION_TTL_MS, well inside the answers' max-age.
 */

/** How long one process trusts an office's version (a publication shows this much later at most). */
export const VERSION_TTL_MS = 1000;
/** Offices remembered at once (unknown keys included, so random keys cannot grow the map). */
const OFFICES_MAX = 10_000;
/** Rendered answers kept, in bytes of their bodies (the oldest go first). */
const ANSWER_BYTES_MAX = 32 * 1024 * 1024;

export interface Answer {
  status: 200 | 404;
  contentType: string;
  body: string;
}

interface Version {
  at: number;
  office: Promise<PublicOffice>;
}

export interface PublicCache {
  /** The office a key names, with its version (at most VERSION_TTL_MS old); 404 for an unknown key. */
  office(ctx: ServiceContext, key: string): Promise<PublicOffice>;
  /** The answer kept for `etag`, or the one `render` makes, then kept. */
  answer(etag: string, render: () => Promise<Answer>): Promise<Answer>;
}

export function createPublicCache(): PublicCache {
  const versions = new Map<string, Version>();
  const answers = new Map<string, Answer>();
  let bytes = 0;

  const keep = (etag: string, answer: Answer) => {
    answers.set(etag, answer);
    bytes += answer.body.length;
    for (const [oldest, old] of answers) {
      if (bytes <= ANSWER_BYTES_MAX) break;
      answers.delete(oldest);
      bytes -= old.body.length;
    }
  };

  return {
    office(ctx, key) {
      const now = ctx.clock.now().getTime();
      const known = versions.get(key);
      // Concurrent requests share one query; a clock that went back asks again.
      if (known && now >= known.at && now - known.at < VERSION_TTL_MS) return known.office;
      const office = findPublicOffice(ctx, key);
      versions.delete(key);
      versions.set(key, { at: now, office });
      if (versions.size > OFFICES_MAX) versions.delete(versions.keys().next().value as string);
      // An unknown key is remembered like a version; a failure (the database down) is not.
      office.catch((error: unknown) => {
        const notFound = error instanceof AppError && error.code === 'NOT_FOUND';
        if (!notFound && versions.get(key)?.office === office) versions.delete(key);
      });
      return office;
    },
    async answer(etag, render) {
      const kept = answers.get(etag);
      if (kept) return kept;
      const answer = await render();
      keep(etag, answer);
      return answer;
    },
  };
}
