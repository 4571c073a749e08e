import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MetricsServer, startMetricsServer } from './lib/metrics';
import { scrapeSources } from './metrics';
import { createOffice, createSignedInUser, uniqueEmail } from './test/factories';
import { createTestApp, requestJson, type TestApp } from './test/harness';

const PROMTOOL = '/usr/bin/promtool';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * Prometheus' text format (0.0.4), read strictly: `# HELP` and `# TYPE` lines, then samples
 * `name{label="value",…} number`. Any other line fails the test.
 */
export function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(comment[3]);
        types.set(comment[2] as string, comment[3] as string);
      }
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: -?\d+)?$/.exec(line);
    if (!sample) throw new Error(`not Prometheus text: ${line}`);
    const labels: Record<string, string> = {};
    const body = sample[2] ?? '';
    const label = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(,|$)/gy;
    let read = 0;
    for (let match = label.exec(body); match; match = label.exec(body)) {
      labels[match[1] as string] = (match[2] as string).replace(/\\(.)/g, (_, c) => (c === 'n' ? '\n' : c));
      read = label.lastIndex;
    }
    if (read !== body.length) throw new Error(`bad labels: ${line}`);
    // As Prometheus reads them (Go's ParseFloat): NaN and Inf in any case.
    const raw = (sample[3] as string).toLowerCase();
    const value =
      raw === 'nan'
        ? Number.NaN
        : /^[+-]?inf$/.test(raw)
          ? Number(raw.replace('inf', 'Infinity'))
          : Number(raw);
    if (Number.isNaN(value) && raw !== 'nan') throw new Error(`bad value: ${line}`);
    const family = (sample[1] as string).replace(/_(bucket|sum|count)$/, '');
    if (!types.has(sample[1] as string) && !types.has(family))
      throw new Error(`sample without TYPE: ${line}`);
    samples.push({ name: sample[1] as string, labels, value });
  }
  return samples;
}

/** Label values that name a thing (an id, an address, a number of its own) rather than a kind of things. */
export function identifyingLabels(samples: Sample[]): string[] {
  const found: string[] = [];
  for (const { name, labels } of samples) {
    for (const [label, value] of Object.entries(labels)) {
      if (label === 'le' || label === 'quantile') continue;
      if (label === 'status' && /^[1-5]\d\d$/.test(value)) continue;
      // Node's version (nodejs_version_info): a release, not a thing.
      if (name.endsWith('_info') && ['version', 'major', 'minor', 'patch'].includes(label)) continue;
      const numberSegment = value.split(/[/.:]/).some((part) => /^\d+$/.test(part) && !/^v\d+$/.test(part));
      if (UUID.test(value) || value.includes('@') || numberSegment || /[0-9a-f]{16,}/i.test(value))
        found.push(`${name}{${label}="${value}"}`);
    }
  }
  return found;
}

let t: TestApp;
let metrics: MetricsServer;
let token: string;
let userEmail: string;
let publicKey: string;
beforeAll(async () => {
  // METRICS_PORT set: the app times its requests (the server on it is started below, on a free port).
  t = await createTestApp({ env: { METRICS_PORT: '9464' } });
  metrics = await startMetricsServer({
    port: 0,
    host: '127.0.0.1',
    role: 'api',
    database: t.database.kind,
    // Read afresh at each scrape, so a test sees what it just did.
    sources: scrapeSources(t.database, true, 0),
  });
  const office = await createOffice(t.db);
  publicKey = office.publicKey;
  const signedIn = await createSignedInUser(t, { officeId: office.id });
  token = signedIn.token;
  userEmail = signedIn.user.email;
});
afterAll(async () => {
  await metrics.close();
  await t.close();
});

const scrape = async () => {
  const response = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};
const sumOf = (samples: Sample[], name: string, labels: Record<string, string>) =>
  samples
    .filter((sample) => sample.name === name)
    .filter((sample) => Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);

describe('the metrics port', () => {
  it('times requests under their route pattern, never their path', async () => {
    const before = parsePrometheusText(await scrape());
    const id = randomUUID();
    const refused = await requestJson(t.app, 'GET', `/v1/news_infos/${id}`, undefined, { token });
    expect(refused.status).toBe(403);
    expect((await t.app.request('/health')).status).toBe(200);

    const text = await scrape();
    expect(text).not.toContain(id);
    const after = parsePrometheusText(text);
    const labels = { method: 'GET', route: '/v1/news_infos/{id}', status_class: '4xx' };
    const count = (samples: Sample[]) => sumOf(samples, 'gaceta_http_request_duration_seconds_count', labels);
    expect(count(after) - count(before)).toBe(1);
    expect(
      sumOf(after, 'gaceta_http_request_duration_seconds_count', {
        route: '/health',
        status_class: '2xx',
      }),
    ).toBeGreaterThan(0);
    expect(sumOf(after, 'gaceta_http_responses_total', { status: '403' })).toBeGreaterThan(0);
  });

  it('counts sign-in failures, the public cache and the queue, with nothing personal in a label', async () => {
    const before = parsePrometheusText(await scrape());
    const email = uniqueEmail('metrics');
    const failed = await requestJson(t.app, 'POST', '/auth_user', { email, password: 'Wrong-pass-1' });
    expect(failed.status).toBe(401);

    const feed = `/public/v1/offices/${publicKey}/news`;
    const first = await t.app.request(feed);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    const again = await t.app.request(feed, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    // A job waiting in pg-boss (the test app only sends them).
    expect((await requestJson(t.app, 'POST', '/v1/passwords/forgot', { email: userEmail })).status).toBe(200);

    const text = await scrape();
    expect(text).not.toContain(email);
    expect(text).not.toContain(userEmail);
    expect(text).not.toContain(publicKey);
    const after = parsePrometheusText(text);
    const delta = (name: string, labels: Record<string, string> = {}) =>
      sumOf(after, name, labels) - sumOf(before, name, labels);
    expect(delta('gaceta_sign_in_failures_total')).toBe(1);
    expect(delta('gaceta_public_cache_answers_total', { result: 'not_modified' })).toBe(1);
    expect(delta('gaceta_public_cache_answers_total')).toBe(2);
    expect(
      sumOf(after, 'gaceta_http_request_duration_seconds_count', {
        route: '/public/v1/offices/{key}/news',
        status_class: '3xx',
      }),
    ).toBe(1);
    // The queue's gauges come from pg-boss's table; Node's default metrics are there too.
    expect(
      sumOf(after, 'gaceta_job_queue_jobs', { queue: 'send-password-reset', state: 'created' }),
    ).toBeGreaterThan(0);
    expect(after.some((sample) => sample.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
    expect(after.some((sample) => sample.name === 'process_resident_memory_bytes')).toBe(true);
    expect(sumOf(after, 'gaceta_process_info', { role: 'api', database: t.database.kind })).toBe(1);

    expect(identifyingLabels(after)).toEqual([]);
  });

  it.skipIf(!existsSync(PROMTOOL))("passes promtool's own check of the text format", async () => {
    const text = await scrape();
    // promtool check metrics exits 1 on text it cannot parse, 3 with lint findings, which it prints.
    const checked = spawnSync(PROMTOOL, ['check', 'metrics'], { input: text, encoding: 'utf8' });
    const findings = `${checked.stdout}${checked.stderr}`.split('\n').filter(Boolean);
    // prom-client's own default gauges end in _total (nodejs_active_handles_total…): names it chose.
    const ours = findings.filter((line) => !/^nodejs_active_\w+_total non-counter metrics/.test(line));
    expect(ours).toEqual([]);
    expect([0, 3]).toContain(checked.status);
  });

  it('answers nothing but GET /metrics', async () => {
    expect((await fetch(`http://127.0.0.1:${metrics.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metrics.port}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});

describe('the public port', () => {
  it('serves no metrics', async () => {
    const response = await t.app.request('/metrics');
    expect(await response.text()).not.toContain('gaceta_http_request_duration_seconds');
  });
});

describe('the label checks', () => {
  it('find an id, an address or a number in a label', () => {
    const samples = parsePrometheusText(
      [
        '# TYPE x counter',
        `x{route="/v1/news_infos/${randomUUID()}"} 1`,
        'x{route="/v1/users/42"} 1',
        'x{who="someone@example.com"} 1',
        'x{route="/v1/news_infos/{id}",status="404"} 1',
        'x{route="/public/v1/offices/{key}/news"} 1',
      ].join('\n'),
    );
    expect(identifyingLabels(samples)).toHaveLength(3);
    expect(() => parsePrometheusText('x{route="a" 1')).toThrow();
  });
});
