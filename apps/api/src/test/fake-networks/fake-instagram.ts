import type { Context, Hono } from 'hono';
import { numericId } from './fake-server';

/**
 * Instagram's content publishing on the Graph API (the same host as Facebook's): business accounts
 * each with its own content_publishing_limit quota, media containers that stay IN_PROGRESS for
 * `processingChecks` status reads, media_publish, media fields and delete.
 */
export interface InstagramAccount {
  id: string;
  username: string;
  /** Its publishing quota: 100 posts in 24 hours, as documented. */
  quota: { usage: number; total: number };
}

export interface InstagramState {
  /** The account linked to the demo page. */
  account: InstagramAccount;
  accounts: Map<string, InstagramAccount>;
  containers: Map<
    string,
    { account: string; imageUrl: string; caption: string; checksLeft: number; status: string }
  >;
  media: Map<string, { account: string; caption: string; timestamp: string; likes: number }>;
  /** Status reads a new container answers IN_PROGRESS before FINISHED. */
  processingChecks: number;
  /** A new business account (linked to a new page). */
  add(username: string): InstagramAccount;
}

const newAccount = (id: string, username: string): InstagramAccount => ({
  id,
  username,
  quota: { usage: 0, total: 100 },
});

export function instagramState(): InstagramState {
  const account = newAccount('17841400000000001', 'despacho_demo');
  const accounts = new Map([[account.id, account]]);
  return {
    account,
    accounts,
    containers: new Map(),
    media: new Map(),
    processingChecks: 0,
    add(username) {
      const added = newAccount(`178414${numericId().slice(0, 11)}`, username);
      accounts.set(added.id, added);
      return added;
    },
  };
}

type GraphError = (status: number, code: number, message: string, subcode?: number) => Response;

/** Adds Instagram's routes to the Graph fake; `authorized` checks the token of the account's page. */
export function instagramRoutes(
  app: Hono,
  ig: InstagramState,
  authorized: (header: string | undefined, accountId: string) => Response | null,
  error: GraphError,
) {
  const route = '/:version{v\\d+\\.\\d+}/:account{\\d+}';
  /** Answers for the account in the path when the token is its page's. */
  function withAccount(c: Context, answer: (account: InstagramAccount) => Response | Promise<Response>) {
    const id = c.req.param('account') ?? '';
    const refused = authorized(c.req.header('authorization'), id);
    if (refused) return refused;
    const account = ig.accounts.get(id);
    return account ? answer(account) : error(404, 100, `(#100) Object with ID '${id}' does not exist`, 33);
  }
  app.get(`${route}/content_publishing_limit`, (c) =>
    withAccount(c, (account) =>
      c.json({
        data: [
          {
            config: { quota_total: account.quota.total, quota_duration: 86400 },
            quota_usage: account.quota.usage,
          },
        ],
      }),
    ),
  );
  app.post(`${route}/media`, (c) =>
    withAccount(c, async (account) => {
      const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
      if (!form.image_url) return error(400, 100, '(#100) The parameter image_url is required');
      const id = numericId();
      ig.containers.set(id, {
        account: account.id,
        imageUrl: form.image_url,
        caption: form.caption ?? '',
        checksLeft: ig.processingChecks,
        status: 'IN_PROGRESS',
      });
      return c.json({ id });
    }),
  );
  app.get(`${route}/media`, (c) =>
    withAccount(c, (account) =>
      c.json({
        data: [...ig.media]
          .filter(([, media]) => media.account === account.id)
          .map(([id, media]) => ({ id, caption: media.caption, timestamp: media.timestamp })),
      }),
    ),
  );
  app.post(`${route}/media_publish`, (c) =>
    withAccount(c, async (account) => {
      const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
      const container = ig.containers.get(form.creation_id ?? '');
      if (container?.account !== account.id) return error(400, 100, 'Unsupported post request', 33);
      if (container.status !== 'FINISHED') return error(400, 9007, 'Media ID is not available', 2207027);
      if (account.quota.usage >= account.quota.total)
        return error(400, 9, 'Application request limit reached', 2207042);
      account.quota.usage += 1;
      container.status = 'PUBLISHED';
      const id = numericId();
      ig.media.set(id, {
        account: account.id,
        caption: container.caption,
        timestamp: new Date().toISOString(),
        likes: 0,
      });
      return c.json({ id });
    }),
  );
  return {
    /** Answers a GET on an account, container or media id, or null when the id is none of them. */
    read(id: string, fields: string): Record<string, unknown> | null {
      const account = ig.accounts.get(id);
      if (account) return { id, username: account.username };
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
