import {
  hasPermission,
  LIBRARY_PERMISSIONS,
  OFFICE_ROLE_KEYS,
  type Permission,
} from '@gaceta/shared/accounts/roles';
import { ERRORS } from '@gaceta/shared/errors';
import { accepted, isStorable, mutated, nastyString } from '@gaceta/shared/testing/arbitraries';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news, newsContents, newsPublications, newsRevisions } from './db/schema';
import { declaredAccess } from './middleware/access';
import { type Validated, validatedBy } from './middleware/validate';
import { createOffice, createUser, signIn, signInAdmin } from './test/factories';
import { createTestApp, type TestApp } from './test/harness';

/**
 * Bad input, generated from the schemas of the app's own route table: every route is sent values
 * its validate() schemas describe, then the same values broken (wrong types, nulls, huge and
 * strange text, extra fields, deep nesting, other content types), as each role that may call it.
 * Never a 500; every refusal is the error body with a stable code; a refused write changes nothing.
 */

/** Runs per route, bounded so the table takes about half a minute; raise both to search deeper. */
const RUNS = 12;
/** Seeded, so a failure is reproduced by running the test again (fast-check prints the path). */
const SEED = 2026;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Route {
  method: string;
  path: string;
  access: string;
  validated: Partial<Record<Validated['target'], v.GenericSchema>>;
}

/** The app's routes, each with its declared access and the schemas its validate() steps check. */
function routeTable(): Route[] {
  const routes = new Map<string, Route>();
  for (const route of t.app.routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    const name = `${route.method} ${route.path}`;
    const entry = routes.get(name) ?? { method: route.method, path: route.path, access: '', validated: {} };
    entry.access ||= declaredAccess(route.handler) ?? '';
    const validated = validatedBy(route.handler);
    if (validated) entry.validated[validated.target] = validated.schema as v.GenericSchema;
    routes.set(name, entry);
  }
  return [...routes.values()];
}

/** Routes answering the API's JSON errors (the rest serve pages and files). */
const isApi = (path: string) => /^\/(v1|public\/v1)\/|^\/auth_user/.test(path);

type Caller = 'anonymous' | 'admin' | (typeof OFFICE_ROLE_KEYS)[number];

/** Who may reach a route's validation: those its access lets in. */
function callersOf(access: string): Caller[] {
  if (access === 'public') return ['anonymous'];
  if (access === 'admin') return ['admin'];
  if (access === 'authenticated') return ['user_account_management', 'admin'];
  const permission = access as Permission;
  const role = OFFICE_ROLE_KEYS.find((key) => hasPermission([key], permission));
  return [...(role ? [role] : []), ...(LIBRARY_PERMISSIONS.includes(permission) ? ['admin' as const] : [])];
}

interface Sent {
  caller: Caller;
  params: Record<string, string>;
  query: Record<string, string>;
  body?: { contentType?: string; text: string };
  valid: boolean;
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

/** A query's or path's values as the strings a URL carries. */
function asStrings(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return { q: asText(value) };
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .map(([key, field]) => [key, asText(field)]),
  );
}

/** Valid values or broken ones, for a schema or (without one) anything. */
function partOf(schema: v.GenericSchema | undefined, valid: boolean): fc.Arbitrary<unknown> {
  if (!schema)
    return valid ? fc.constant(undefined) : fc.dictionary(nastyString, nastyString, { maxKeys: 2 });
  return valid ? accepted(schema) : accepted(schema).chain(mutated);
}

const bodyText: fc.Arbitrary<Sent['body']> = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', 'null', '"x"', '\u0000', '{"a":1}{"b":2}', '\uD800').map((text) => ({
    contentType: 'application/json',
    text,
  })),
  fc
    .tuple(
      fc.constantFrom(
        undefined,
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
        'application/vnd.api+json',
      ),
      fc.oneof(
        nastyString,
        fc.constant('a=1&b=2'),
        fc.constant('--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--'),
      ),
    )
    .map(([contentType, text]) => ({ contentType, text })),
);

/** Path values that name stored records (an id, an office's key, a slug), so routes get past 404. */
const known: Record<string, string[]> = {};

function requestOf(route: Route): fc.Arbitrary<Sent> {
  const paramNames = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  const paramSchema = route.validated.param;
  const byName = (values: string[]) =>
    Object.fromEntries(paramNames.map((name, i) => [name, values[i] as string]));
  const generated = (valid: boolean): fc.Arbitrary<Record<string, string>> =>
    paramSchema
      ? partOf(paramSchema, valid).map(asStrings)
      : fc.tuple(...paramNames.map(() => fc.oneof(fc.uuid(), nastyString))).map(byName);
  const stored = fc
    .tuple(...paramNames.map((name) => fc.constantFrom(...(known[name] ?? ['x']))))
    .map(byName);
  const params = (valid: boolean) =>
    valid && paramNames.length > 0 ? fc.oneof(stored, generated(valid)) : generated(valid);
  const body = (valid: boolean): fc.Arbitrary<Sent['body']> => {
    const json = route.validated.json;
    if (route.method === 'GET') return fc.constant(undefined);
    const fromSchema = partOf(json, valid).map((value) =>
      value === undefined ? undefined : { contentType: 'application/json', text: JSON.stringify(value) },
    );
    return valid ? fromSchema : fc.oneof(fromSchema, bodyText);
  };
  return fc.boolean().chain((valid) =>
    fc.record({
      caller: fc.constantFrom(...callersOf(route.access)),
      // A valid request keeps every part valid; a broken one breaks some of them.
      params: fc.boolean().chain((broken) => params(valid || !broken)),
      query: fc.boolean().chain((broken) => partOf(route.validated.query, valid || !broken).map(asStrings)),
      body: body(valid),
      valid: fc.constant(valid),
    }),
  );
}

/** Percent-encoded as a client would, a lone surrogate as the (invalid UTF-8) bytes WTF-8 gives it. */
function encoded(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.charCodeAt(0);
      if (char.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

function urlOf(route: Route, sent: Sent): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encoded(sent.params[name] ?? 'x'));
  const query = Object.entries(sent.query)
    .map(([key, value]) => `${encoded(key)}=${encoded(value)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** Tables that count refused attempts by design (sign-in and request limits). */
const COUNTS_REFUSALS = ['rate_limits'];

/** One digest of every row of every table of the app's schema, and of the queued jobs. */
async function digestQuery(): Promise<string> {
  const rows = (await t.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const tables = rows.rows.filter(({ table_name }) => !COUNTS_REFUSALS.includes(table_name));
  expect(tables.length).toBeGreaterThan(25);
  const parts = tables.map(
    ({ table_name }) =>
      `select '${table_name}' || coalesce(string_agg(md5(x::text), '' order by md5(x::text)), '') from "${table_name}" x`,
  );
  // The queue too: a refused request sends no job (jobs are sent in the request's transaction).
  parts.push(`select 'jobs' || coalesce(string_agg(id::text, '' order by id), '') from pgboss.job`);
  return `select md5(string_agg(part, '')) as digest from (${parts.join(' union all ')}) as parts(part)`;
}

/** A web article published on the office's site (as the bench's feed server makes them). */
async function publishedItem(officeId: string) {
  const [item] = await t.db
    .insert(news)
    .values({
      officeId,
      slug: 'despido-improcedente',
      title: 'Indemnización por despido improcedente',
      author: 'Marta Sanz',
      summary: 'Qué cobra un trabajador despedido sin causa.',
      languages: ['es'],
      active: true,
      publishFrom: new Date(Date.now() - 86_400_000),
      status: 'published',
      editorialState: 'ready_to_publish',
    })
    .returning();
  if (!item) throw new Error('no news row');
  await t.db.insert(newsContents).values({ newsId: item.id, channel: 'web', content: '<p>Texto.</p>' });
  // Its first revision, as every saved item has (unpublishing reads the fields it was saved with).
  await t.db.insert(newsRevisions).values({
    newsId: item.id,
    revision: item.revision,
    fields: {
      title: item.title,
      author: item.author,
      summary: item.summary,
      subjects: [],
      languages: ['es'],
      areas: [],
      keywords: [],
      meta_title: null,
      meta_description: null,
      image_description: null,
      active: true,
      publish_from: item.publishFrom?.toISOString() ?? null,
      publish_to: null,
      contents: [{ platform: 'web', title: null, content: '<p>Texto.</p>' }],
    },
  });
  await t.db
    .insert(newsPublications)
    .values({ newsId: item.id, channel: 'web', state: 'published', publishedAt: new Date() });
  return item;
}

/** The strings in a parsed value, each with its path, but passwords (hashed, never stored as text). */
function textsIn(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return /password/i.test(path) ? [] : [[path, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, field]) => textsIn(field, `${path}.${key}`));
  return [];
}

describe('what the route table accepts', () => {
  it('in a body is text that can be stored and carried', () => {
    const schemas = routeTable().flatMap((route) =>
      Object.entries(route.validated)
        .filter(([target]) => target === 'json')
        .map(([target, schema]) => [`${route.method} ${route.path} ${target}`, schema] as const),
    );
    expect(schemas.length).toBeGreaterThan(25);
    for (const [name, schema] of schemas) {
      fc.assert(
        fc.property(fc.oneof(accepted(schema), accepted(schema).chain(mutated)), (input) => {
          const result = v.safeParse(schema, input);
          if (!result.success) return;
          for (const [path, text] of textsIn(result.output))
            expect(isStorable(text), `${name} ${path}: ${JSON.stringify(text)}`).toBe(true);
        }),
        { numRuns: 200, seed: SEED },
      );
    }
  });
});

describe('bad input, generated from the route table', () => {
  const tokens = new Map<Caller, string>();
  const users = new Map<Caller, { id: string; email: string; password: string }>();
  let digestSql: string;
  const digest = async () =>
    ((await t.db.execute(sql.raw(digestSql))) as unknown as { rows: { digest: string }[] }).rows[0]?.digest;

  beforeAll(async () => {
    const office = await createOffice(t.db);
    for (const role of OFFICE_ROLE_KEYS) {
      const user = await createUser(t.db, { officeId: office.id, roles: [role] });
      users.set(role, user);
      tokens.set(role, await signIn(t.app, user.email, user.password));
    }
    tokens.set('admin', await signInAdmin(t.app));
    digestSql = await digestQuery();
    const empty = await digest();
    const item = await publishedItem(office.id);
    // The digest sees a write (so that an unchanged one means something).
    expect(await digest()).not.toBe(empty);
    // A user no caller is: requests may change or remove them.
    const other = await createUser(t.db, { officeId: office.id, roles: ['client_reviewer'] });
    known.id = [item.id, office.id, other.id];
    known.key = [office.publicKey];
    known.slug = [item.slug];
  });

  /** Signs in again a caller whose session a route ended (sign-out routes). */
  async function keepSignedIn(caller: Caller) {
    const token = tokens.get(caller);
    if (!token) return;
    const me = await t.app.request('/v1/me', { headers: { authorization: `Bearer ${token}` } });
    if (me.status === 200) return;
    const user = users.get(caller);
    tokens.set(caller, user ? await signIn(t.app, user.email, user.password) : await signInAdmin(t.app));
  }

  it('covers the route table', () => {
    const routes = routeTable();
    expect(routes.filter((route) => isApi(route.path)).length).toBeGreaterThan(60);
    expect(routes.filter((route) => Object.keys(route.validated).length > 0).length).toBeGreaterThan(50);
  });

  it('never answers 500, refuses with a stable code, and a refused write changes nothing', async () => {
    for (const [index, route] of routeTable().entries()) {
      const name = `${route.method} ${route.path}`;
      const writes = route.method !== 'GET';
      // The data as the last request left it: a refused write must leave it so.
      let stored = writes ? await digest() : undefined;
      await fc.assert(
        fc.asyncProperty(requestOf(route), async (sent) => {
          const token = tokens.get(sent.caller);
          const headers: Record<string, string> = {};
          if (token) headers.authorization = `Bearer ${token}`;
          if (sent.body?.contentType) headers['content-type'] = sent.body.contentType;
          const response = await t.app.request(urlOf(route, sent), {
            method: route.method,
            headers,
            body: sent.body?.text,
          });
          // Pages and files answer 503 while their bundle is not built (as in these tests).
          if (!isApi(route.path)) {
            expect(response.status, name).not.toBe(500);
            return;
          }
          expect(response.status, name).toBeLessThan(500);
          if (response.status < 400) {
            if (writes) stored = await digest();
            return;
          }
          const body = (await response.json()) as { code: keyof typeof ERRORS; message: string };
          expect(ERRORS[body.code]?.status, `${name} ${body.code}`).toBe(response.status);
          expect(typeof body.message, name).toBe('string');
          if (writes) expect(await digest(), `${name} answered ${body.code} and changed data`).toBe(stored);
        }),
        { numRuns: RUNS, seed: SEED + index, endOnFailure: true },
      );
      for (const caller of callersOf(route.access)) await keepSignedIn(caller);
    }
  }, 600_000);
});
