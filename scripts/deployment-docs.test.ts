// docs/deployment.md cannot drift from the code: every variable apps/api/src/env.ts reads (the only
// reader of process.env in the API) is named in its environment table, and compose.yaml sets only
// variables env.ts reads.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { root } from './lib/run.ts';

const API = join(root, 'apps/api/src');
const envSource = readFileSync(join(API, 'env.ts'), 'utf8');
/** The keys of env.ts's EnvSchema object: the variables it reads. */
const schemaBlock = envSource.slice(
  envSource.indexOf('const EnvSchema = v.object({'),
  envSource.indexOf('\n});'),
);
const variables = [...schemaBlock.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1] as string);

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the deployment guide', () => {
  it('finds the variables env.ts reads', () => {
    expect(variables.length).toBeGreaterThan(30);
    expect(variables).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'JWT_SECRET', 'RUN_JOBS', 'S3_BUCKET']),
    );
  });

  it('has env.ts as the only reader of process.env in the running API', () => {
    const readers = sources(API)
      .filter((file) => !/\.test\.tsx?$/.test(file) && !file.includes('/test/') && !file.includes('/bench/'))
      .filter((file) => readFileSync(file, 'utf8').includes('process.env'))
      .map((file) => relative(API, file));
    expect(readers).toEqual(['env.ts']);
  });

  it('names every variable in its environment table', () => {
    const guide = readFileSync(join(root, 'docs/deployment.md'), 'utf8');
    const table = guide.slice(guide.indexOf('## Environment'), guide.indexOf('## Proxy and TLS'));
    expect(variables.filter((name) => !table.includes(`\`${name}\``))).toEqual([]);
  });

  it('sets in compose.yaml only variables env.ts reads', () => {
    const compose = parse(readFileSync(join(root, 'compose.yaml'), 'utf8'), { merge: true }) as {
      services: Record<string, { environment?: Record<string, string> }>;
    };
    const set = Object.keys(compose.services.api?.environment ?? {});
    expect(set.length).toBeGreaterThan(5);
    expect(set.filter((name) => !variables.includes(name))).toEqual([]);
  });
});
