import type { Hono } from 'hono';
import { numericId } from './fake-server';

/**
 * Instagram's content publishing on the Graph API (the same host as Facebook's): media
 * containers that stay IN_PROGRESS for `processingChecks` status reads, media_publish, the
 * content_publishing_limit quota, media fields and delete.
 */
export interface InstagramState {
  account: { id: string; username: string };
  containers: Map<string, { imageUrl: string; caption: string; checksLeft: number; status: string }>;
  media: Map<string, { caption: string; timestamp: string; likes: number }>;
  quota: { usage: number; total: number };
  /** Status reads a new container answers IN_PROGRESS before FINISHED. */
  processingChecks: number;
}

export function instagramState(): InstagramState {
  return {
    account: { id: '17841400000000001', username: 'despacho_demo' },
    containers: new Map(),
    media: new Map(),
    quota: { usage: 0, total: 100 },
    processingChecks: 0,
  };
}

type GraphError = (status: number, code: number, message: string, subcode?: number) => Response;

/** Adds Instagram's routes to the Graph fake; `token` checks the page token. */
export function instagramRoutes(
  app: Hono,
  ig: InstagramState,
  authorized: (header?: string) => Response | null,
  error: GraphError,
) {
  const version = '/:version{v\\d+\\.\\d+}';
  app.get(
    `${version}/${ig.account.id}/content_publishing_limit`,
    (c) =>
      authorized(c.req.header('authorization')) ??
      c.json({
        data: [
          { config: { quota_total: ig.quota.total, quota_duration: 86400 }, quota_usage: ig.quota.usage },
        ],
      }),
  );
  app.post(`${version}/${ig.account.id}/media`, async (c) => {
    const refused = authorized(c.req.header('authorization'));
    if (refused) return refused;
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    if (!form.image_url) return error(400, 100, '(#100) The parameter image_url is required');
    const id = numericId();
    ig.containers.set(id, {
      imageUrl: form.image_url,
      caption: form.caption ?? '',
      checksLeft: ig.processingChecks,
      status: 'IN_PROGRESS',
    });
    return c.json({ id });
  });
  app.get(
    `${version}/${ig.account.id}/media`,
    (c) =>
      authorized(c.req.header('authorization')) ??
      c.json({
        data: [...ig.media].map(([id, media]) => ({
          id,
          caption: media.caption,
          timestamp: media.timestamp,
        })),
      }),
  );
  app.post(`${version}/${ig.account.id}/media_publish`, async (c) => {
    const refused = authorized(c.req.header('authorization'));
    if (refused) return refused;
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const container = ig.containers.get(form.creation_id ?? '');
    if (!container) return error(400, 100, 'Unsupported post request', 33);
    if (container.status !== 'FINISHED') return error(400, 9007, 'Media ID is not available', 2207027);
    if (ig.quota.usage >= ig.quota.total) return error(400, 9, 'Application request limit reached', 2207042);
    ig.quota.usage += 1;
    container.status = 'PUBLISHED';
    const id = numericId();
    ig.media.set(id, { caption: container.caption, timestamp: new Date().toISOString(), likes: 0 });
    return c.json({ id });
  });
  return {
    /** Answers a GET on a container or media id, or null when the id is neither. */
    read(id: string, fields: string): Record<string, unknown> | null {
      const container = ig.containers.get(id);
      if (container) {
        if (container.status === 'IN_PROGRESS') {
          if (container.checksLeft > 0) container.checksLeft -= 1;
          else container.status = 'FINISHED';
        }
        return { id, status_code: container.status };
      }
      const media = ig.media.get(id);
      if (!media) return null;
      return fields.includes('permalink')
        ? { id, permalink: `https://www.instagram.com/p/${id.slice(-11)}/` }
        : { id, like_count: media.likes, comments_count: 0 };
    },
    delete: (id: string) => ig.media.delete(id),
  };
}
