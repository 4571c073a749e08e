import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { EnvError, missingOperatorWarning, parseEnv, resolveJwtSecret } from './env';

function problemsOf(source: Record<string, string>): string[] {
  try {
    parseEnv(source, '/srv/gaceta');
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error('expected an EnvError');
}

describe('parseEnv', () => {
  it('gives the documented defaults', () => {
    const config = parseEnv({}, '/srv/gaceta');
    expect(config).toMatchObject({
      port: 3000,
      dataDir: '/srv/gaceta/data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      jwtSecret: undefined,
      trustProxy: false,
      adminEmail: 'admin@gaceta.local',
      adminPassword: 'Gaceta2026!',
      contactEmail: 'admin@gaceta.local',
      demo: false,
      runJobs: true,
      smtpUrl: undefined,
      logLevel: 'info',
      nodeEnv: 'development',
      s3: undefined,
    });
  });

  it('reads every variable', () => {
    const config = parseEnv(
      {
        PORT: '8080',
        DATA_DIR: '/var/lib/gaceta',
        DATABASE_URL: 'postgres://gaceta@db:5432/gaceta',
        PUBLIC_URL: 'https://gaceta.example.com/',
        JWT_SECRET: 'x'.repeat(40),
        TRUST_PROXY: '1',
        SENTRY_DSN: 'https://key@errors.example.com/1',
        GACETA_ADMIN_EMAIL: 'Boss@Example.com',
        GACETA_ADMIN_PASSWORD: 'Other1!pass',
        GACETA_CONTACT_EMAIL: 'hola@example.com',
        GACETA_OPERATOR_NAME: 'Gaceta Legal S.L.',
        GACETA_OPERATOR_TAX_ID: 'B12345678',
        GACETA_OPERATOR_ADDRESS: 'Calle Mayor 1, 28013 Madrid',
        GACETA_OPERATOR_REGISTRY: 'Registro Mercantil de Madrid, tomo 1, folio 1, hoja M-1',
        GACETA_DEMO: 'true',
        RUN_JOBS: '0',
        SMTP_URL: 'smtps://user:pass@mail.example.com:465',
        MAIL_FROM: 'Gaceta <hola@example.com>',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        S3_BUCKET: 'files',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/gaceta',
      publicUrl: 'https://gaceta.example.com',
      trustProxy: true,
      adminEmail: 'boss@example.com',
      contactEmail: 'hola@example.com',
      operator: {
        name: 'Gaceta Legal S.L.',
        taxId: 'B12345678',
        address: 'Calle Mayor 1, 28013 Madrid',
        registry: 'Registro Mercantil de Madrid, tomo 1, folio 1, hoja M-1',
        email: 'hola@example.com',
      },
      demo: true,
      runJobs: false,
      logLevel: 'warn',
      nodeEnv: 'production',
      s3: { bucket: 'files' },
    });
  });

  it('sends information requests to the admin unless GACETA_CONTACT_EMAIL says otherwise', () => {
    expect(parseEnv({ GACETA_ADMIN_EMAIL: 'jefa@example.com' }).contactEmail).toBe('jefa@example.com');
    expect(problemsOf({ GACETA_CONTACT_EMAIL: 'ventas' })).toEqual([
      'GACETA_CONTACT_EMAIL Email must be valid (got "ventas")',
    ]);
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ PORT: '', SMTP_URL: '' }).port).toBe(3000);
  });

  it('names each bad variable with what is wrong', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db/gaceta',
      PUBLIC_URL: 'gaceta.example.com',
      TRUST_PROXY: 'yes',
      GACETA_ADMIN_EMAIL: 'not-an-email',
      SMTP_URL: 'http://mail.example.com',
      LOG_LEVEL: 'loud',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT must be a whole number \(got "eighty"\)/),
        expect.stringMatching(/^DATABASE_URL must start with postgres:\/\//),
        expect.stringMatching(/^PUBLIC_URL must be a URL/),
        expect.stringMatching(/^TRUST_PROXY must be 1, 0, true or false/),
        expect.stringMatching(/^GACETA_ADMIN_EMAIL Email must be valid/),
        expect.stringMatching(/^SMTP_URL must start with smtp:\/\//),
        expect.stringMatching(/^LOG_LEVEL must be one of/),
      ]),
    );
  });

  it('refuses an admin password outside the policy without echoing it', () => {
    const [problem] = problemsOf({ GACETA_ADMIN_PASSWORD: 'weakpassword' });
    expect(problem).toMatch(/^GACETA_ADMIN_PASSWORD Password must be 8 to 64 characters/);
    expect(problem).not.toContain('weakpassword');
  });

  it('leaves the jobs to worker processes only on PostgreSQL, where a worker can run', () => {
    expect(problemsOf({ RUN_JOBS: '0' })).toEqual([expect.stringContaining('RUN_JOBS=0 needs DATABASE_URL')]);
    const shared = { DATABASE_URL: 'postgres://db/gaceta', JWT_SECRET: 'x'.repeat(40) };
    expect(parseEnv({ ...shared, RUN_JOBS: '0' }).runJobs).toBe(false);
  });

  it('serves metrics on a port of their own, off unless METRICS_PORT is set, never on the public port', () => {
    expect(parseEnv({}).metricsPort).toBeUndefined();
    expect(parseEnv({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(problemsOf({ METRICS_PORT: '3000' })).toEqual([
      expect.stringContaining('METRICS_PORT must differ from PORT'),
    ]);
    expect(problemsOf({ METRICS_PORT: 'x' })[0]).toMatch(/^METRICS_PORT must be a whole number/);
  });

  it('requires JWT_SECRET with DATABASE_URL so replicas agree', () => {
    expect(problemsOf({ DATABASE_URL: 'postgres://db/gaceta' })).toEqual([
      expect.stringContaining('JWT_SECRET is required when DATABASE_URL is set'),
    ]);
    expect(problemsOf({ JWT_SECRET: 'short' })[0]).toMatch(/^JWT_SECRET must be at least 32 characters$/);
  });

  it('configures a stock image provider only with its key, at the public API unless told otherwise', () => {
    expect(parseEnv({}).ai.stockImages).toBeUndefined();
    expect(parseEnv({ STOCK_IMAGES_BASE_URL: 'http://127.0.0.1:9' }).ai.stockImages).toBeUndefined();
    expect(parseEnv({ STOCK_IMAGES_API_KEY: 'k' }).ai.stockImages).toEqual({
      baseUrl: 'https://api.pexels.com',
      apiKey: 'k',
    });
    expect(problemsOf({ STOCK_IMAGES_API_KEY: 'k', STOCK_IMAGES_BASE_URL: 'ftp://x' })).toEqual([
      expect.stringContaining('STOCK_IMAGES_BASE_URL must start with http:// or https://'),
    ]);
  });

  it('wants both S3 keys or neither', () => {
    expect(problemsOf({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' })).toEqual([
      expect.stringContaining('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'),
    ]);
  });
});

describe('resolveJwtSecret', () => {
  let dataDir: string | undefined;
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('generates a secret once under DATA_DIR and reuses it', async () => {
    dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'gaceta-env-')), 'data');
    const config = parseEnv({ DATA_DIR: dataDir });
    const first = resolveJwtSecret(config).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(first);
    expect(resolveJwtSecret(config).jwtSecret).toBe(first);
  });

  it('keeps a given JWT_SECRET', () => {
    const config = parseEnv({ JWT_SECRET: 's'.repeat(32) });
    expect(resolveJwtSecret(config).jwtSecret).toBe('s'.repeat(32));
  });
});

describe('missingOperatorWarning', () => {
  const FULL_OPERATOR = {
    GACETA_OPERATOR_NAME: 'Gaceta Legal S.L.',
    GACETA_OPERATOR_TAX_ID: 'B12345678',
    GACETA_OPERATOR_ADDRESS: 'Calle Mayor 1, 28013 Madrid',
    GACETA_OPERATOR_REGISTRY: 'Registro Mercantil de Madrid, hoja M-1',
    GACETA_OPERATOR_EMAIL: 'legal@gaceta.example',
  };

  it('names, in production, every operator variable still missing', () => {
    expect(missingOperatorWarning(parseEnv({ NODE_ENV: 'production' }))).toBe(
      "The legal notice and privacy policy lack the operator's identity required by Spain's LSSI (article 10): " +
        'set GACETA_OPERATOR_NAME, GACETA_OPERATOR_TAX_ID, GACETA_OPERATOR_ADDRESS, GACETA_OPERATOR_REGISTRY, GACETA_OPERATOR_EMAIL',
    );
    const { GACETA_OPERATOR_TAX_ID: _, ...withoutTaxId } = FULL_OPERATOR;
    expect(missingOperatorWarning(parseEnv({ NODE_ENV: 'production', ...withoutTaxId }))).toMatch(
      /: set GACETA_OPERATOR_TAX_ID$/,
    );
  });

  it('takes a real contact or admin address as the operator email', () => {
    const { GACETA_OPERATOR_EMAIL: _, ...withoutEmail } = FULL_OPERATOR;
    const production = { NODE_ENV: 'production', ...withoutEmail };
    expect(
      missingOperatorWarning(parseEnv({ ...production, GACETA_CONTACT_EMAIL: 'hola@gaceta.example' })),
    ).toBe(undefined);
    expect(
      missingOperatorWarning(parseEnv({ ...production, GACETA_ADMIN_EMAIL: 'jefa@gaceta.example' })),
    ).toBe(undefined);
    expect(missingOperatorWarning(parseEnv(production))).toMatch(/: set GACETA_OPERATOR_EMAIL$/);
  });

  it('stays quiet when everything is set, and outside production', () => {
    expect(missingOperatorWarning(parseEnv({ NODE_ENV: 'production', ...FULL_OPERATOR }))).toBe(undefined);
    expect(missingOperatorWarning(parseEnv({}))).toBe(undefined);
  });
});

// Each test boots the server in a child process (tsx compiling it), slow on a busy machine.
describe('loadEnv at boot', { timeout: 90_000 }, () => {
  it('prints what is wrong and exits before opening anything', () => {
    const apiDir = fileURLToPath(new URL('..', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: { PATH: process.env.PATH, PORT: 'abc', DATA_DIR: path.join(tmpdir(), 'gaceta-never-created') },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:\n  - PORT must be a whole number (got "abc")');
  });

  it('warns in production, before opening the database, which operator details are missing', () => {
    const apiDir = fileURLToPath(new URL('..', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        GACETA_OPERATOR_NAME: 'Gaceta Legal S.L.',
        // Nothing listens on port 1: the start stops right after the warning.
        DATABASE_URL: 'postgres://127.0.0.1:1/gaceta',
        JWT_SECRET: 'x'.repeat(32),
        DATA_DIR: path.join(tmpdir(), 'gaceta-never-created'),
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    const warning = result.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line))
      .find((entry) => entry.level === 40);
    expect(warning?.msg).toMatch(
      /: set GACETA_OPERATOR_TAX_ID, GACETA_OPERATOR_ADDRESS, GACETA_OPERATOR_REGISTRY, GACETA_OPERATOR_EMAIL$/,
    );
  });
});
