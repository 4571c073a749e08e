import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Email } from '@gaceta/shared/accounts/auth';
import { PASSWORD_POLICY_MESSAGE, passwordProblems } from '@gaceta/shared/accounts/password';
import { issueMessage } from '@gaceta/shared/issues';
import { isMessageKey } from '@gaceta/shared/messages';
import * as v from 'valibot';

/**
 * The only reader of process.env. Every variable is checked here at boot; the rest of the code
 * receives a typed Config.
 */

/** Documented in the README; the start banner shows it while it is still in use. */
export const DEFAULT_ADMIN_PASSWORD = 'Gaceta2026!';
export const DEFAULT_ADMIN_EMAIL = 'admin@gaceta.local';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;
const JWT_SECRET_MIN = 32;

const flag = (fallback: '0' | '1') =>
  v.pipe(
    v.optional(v.picklist(['0', '1', 'true', 'false'], 'must be 1, 0, true or false'), fallback),
    v.transform((value) => value === '1' || value === 'true'),
  );

const UrlWithScheme = (schemes: string[], label: string) =>
  v.pipe(
    v.string(),
    v.url(`must be a URL (${label})`),
    v.check(
      (value) => !URL.canParse(value) || schemes.includes(new URL(value).protocol),
      `must start with ${label}`,
    ),
  );

const WholeNumber = (fallback: string, min: number, max: number) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min, `must be between ${min} and ${max}`),
    v.maxValue(max, `must be between ${min} and ${max}`),
  );

/** A TCP port, from its text. */
const Port = v.pipe(
  v.string(),
  v.regex(/^\d+$/, 'must be a whole number'),
  v.transform(Number),
  v.minValue(1, 'must be between 1 and 65535'),
  v.maxValue(65535, 'must be between 1 and 65535'),
);

const HttpUrl = v.pipe(
  UrlWithScheme(['http:', 'https:'], 'http:// or https://'),
  v.transform((value: string) => value.replace(/\/+$/, '')),
);

const EnvSchema = v.object({
  PORT: v.optional(Port, '3000'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(UrlWithScheme(['postgres:', 'postgresql:'], 'postgres:// or postgresql://')),
  PUBLIC_URL: v.optional(
    v.pipe(
      UrlWithScheme(['http:', 'https:'], 'http:// or https://'),
      v.transform((value) => value.replace(/\/+$/, '')),
    ),
  ),
  JWT_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(JWT_SECRET_MIN, `must be at least ${JWT_SECRET_MIN} characters`)),
  ),
  TRUST_PROXY: flag('0'),
  SENTRY_DSN: v.optional(UrlWithScheme(['http:', 'https:'], 'http:// or https://')),
  GACETA_ADMIN_EMAIL: v.optional(
    v.pipe(
      Email,
      v.transform((email) => email.toLowerCase()),
    ),
    DEFAULT_ADMIN_EMAIL,
  ),
  GACETA_CONTACT_EMAIL: v.optional(Email),
  GACETA_ADMIN_PASSWORD: v.pipe(
    v.optional(v.string(), DEFAULT_ADMIN_PASSWORD),
    v.check((password) => passwordProblems(password).length === 0, PASSWORD_POLICY_MESSAGE),
  ),
  GACETA_OPERATOR_NAME: v.optional(v.string()),
  GACETA_OPERATOR_TAX_ID: v.optional(v.string()),
  GACETA_OPERATOR_ADDRESS: v.optional(v.string()),
  GACETA_OPERATOR_REGISTRY: v.optional(v.string()),
  GACETA_OPERATOR_EMAIL: v.optional(Email),
  GACETA_DEMO: flag('0'),
  RUN_JOBS: flag('1'),
  // Prometheus metrics on a port of their own (docs/deployment.md, Metrics); off unless set.
  METRICS_PORT: v.optional(Port),
  SMTP_URL: v.optional(UrlWithScheme(['smtp:', 'smtps:'], 'smtp:// or smtps://')),
  MAIL_FROM: v.optional(v.string(), 'Gaceta <no-reply@gaceta.local>'),
  NEWSLETTER_SENDING_DOMAINS: v.optional(v.string(), ''),
  // Newsletter bounces (docs/newsletter.md): the VERP return path's domain, the port of the
  // receiver reading delivery-status notifications (off unless set), the webhook's shared secret.
  NEWSLETTER_BOUNCE_DOMAIN: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9.-]+$/i, 'must be a domain name')),
  ),
  NEWSLETTER_BOUNCE_PORT: v.optional(Port),
  NEWSLETTER_WEBHOOK_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(JWT_SECRET_MIN, `must be at least ${JWT_SECRET_MIN} characters`)),
  ),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`), 'info'),
  NODE_ENV: v.optional(v.picklist(NODE_ENVS, `must be one of ${NODE_ENVS.join(', ')}`), 'development'),
  S3_BUCKET: v.optional(v.string()),
  S3_ENDPOINT: v.optional(UrlWithScheme(['http:', 'https:'], 'http:// or https://')),
  S3_REGION: v.optional(v.string()),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  AI_BASE_URL: v.optional(UrlWithScheme(['http:', 'https:'], 'http:// or https://')),
  AI_API_KEY: v.optional(v.string()),
  AI_MODEL: v.optional(v.string()),
  AI_IMAGE_BASE_URL: v.optional(UrlWithScheme(['http:', 'https:'], 'http:// or https://')),
  AI_IMAGE_API_KEY: v.optional(v.string()),
  AI_IMAGE_MODEL: v.optional(v.string()),
  AI_TIMEOUT_SECONDS: WholeNumber('60', 1, 600),
  AI_CALLS_PER_MINUTE: WholeNumber('30', 1, 10_000),
  WEB_EVENTS_RETENTION_MONTHS: WholeNumber('13', 13, 120),
  STOCK_IMAGES_API_KEY: v.optional(v.string()),
  STOCK_IMAGES_BASE_URL: v.optional(
    UrlWithScheme(['http:', 'https:'], 'http:// or https://'),
    'https://api.pexels.com',
  ),
  SOCIAL_TOKEN_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 bytes in base64')),
  ),
  SOCIAL_TOKEN_KEY_PREVIOUS: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 bytes in base64')),
  ),
  LINKEDIN_CLIENT_ID: v.optional(v.string()),
  LINKEDIN_CLIENT_SECRET: v.optional(v.string()),
  LINKEDIN_AUTH_URL: v.optional(HttpUrl, 'https://www.linkedin.com'),
  LINKEDIN_API_URL: v.optional(HttpUrl, 'https://api.linkedin.com'),
  LINKEDIN_VERSION: v.optional(v.pipe(v.string(), v.regex(/^\d{6}$/, 'must be YYYYMM')), '202510'),
  X_CONSUMER_KEY: v.optional(v.string()),
  X_CONSUMER_SECRET: v.optional(v.string()),
  X_API_URL: v.optional(HttpUrl, 'https://api.x.com'),
  FACEBOOK_APP_ID: v.optional(v.string()),
  FACEBOOK_APP_SECRET: v.optional(v.string()),
  FACEBOOK_GRAPH_URL: v.optional(HttpUrl, 'https://graph.facebook.com'),
  FACEBOOK_DIALOG_URL: v.optional(HttpUrl, 'https://www.facebook.com'),
  FACEBOOK_GRAPH_VERSION: v.optional(
    v.pipe(v.string(), v.regex(/^v\d+\.\d+$/, 'must be like v24.0')),
    'v24.0',
  ),
});

export type LogLevel = (typeof LOG_LEVELS)[number];
export type NodeEnv = (typeof NODE_ENVS)[number];

/** Matches lib/storage.ts: without keys the SDK's own credential chain is used. */
export interface S3Config {
  bucket: string;
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/**
 * The company that runs this Gaceta: Spain's LSSI (article 10) wants it named on the site and in
 * every email. Missing fields stay undefined; production start-up warns about them.
 */
export interface Operator {
  name: string | undefined;
  taxId: string | undefined;
  address: string | undefined;
  /** Commercial registry entry (registry, volume, sheet…). */
  registry: string | undefined;
  email: string;
}

/** An OpenAI-compatible endpoint (chat completions or image generations). */
export interface AiEndpoint {
  /** Up to the version prefix, as OpenAI's clients take it: `https://api.openai.com/v1`. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

export interface AiConfig {
  /** Undefined: the offline engine answers what it can, the rest says AI_NOT_CONFIGURED. */
  text: AiEndpoint | undefined;
  image: AiEndpoint | undefined;
  /** Longest wait for one provider call. */
  timeoutMs: number;
  /** AI calls one office may make per minute, whichever engine answers. */
  callsPerMinute: number;
  /** A stock image provider speaking the Pexels API; undefined: searches find the office's own images. */
  stockImages: StockImagesEndpoint | undefined;
}

export interface StockImagesEndpoint {
  /** Before the API's `/v1`: `https://api.pexels.com`. */
  baseUrl: string;
  apiKey: string;
}

/** Newsletter bounces: the VERP return path's domain, the DSN receiver's port, the webhook's secret. */
export interface NewsletterMailConfig {
  bounceDomain: string | undefined;
  bouncePort: number | undefined;
  webhookSecret: string | undefined;
}

/** An app's credentials at a network; undefined while the installation has none. */
export interface AppCredentials {
  id: string;
  secret: string;
}

/** The social networks' apps and hosts (docs/social.md); every base URL is configuration for the tests' fakes. */
export interface SocialConfig {
  /** AES-256-GCM keys for tokens at rest: the current one, then the previous one during a rotation. */
  tokenKeys: string[];
  linkedin: { app: AppCredentials | undefined; authUrl: string; apiUrl: string; version: string };
  x: { app: AppCredentials | undefined; apiUrl: string };
  facebook: { app: AppCredentials | undefined; graphUrl: string; dialogUrl: string; graphVersion: string };
}

export interface Config {
  port: number;
  /** Absolute path. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Without a trailing slash. */
  publicUrl: string;
  /** Undefined only before resolveJwtSecret() ran (embedded database, no JWT_SECRET given). */
  jwtSecret: string | undefined;
  trustProxy: boolean;
  sentryDsn: string | undefined;
  adminEmail: string;
  adminPassword: string;
  /** Receives the landing page's information requests; replies to signup answers go here. */
  contactEmail: string;
  operator: Operator;
  demo: boolean;
  /** Whether the API process also runs jobs; off when `npm run worker` processes run them. */
  runJobs: boolean;
  /** Where GET /metrics answers (Prometheus' text format), apart from the public port; off when undefined. */
  metricsPort: number | undefined;
  /** Raw website events older than this are dropped once rolled up (daily_rollups keeps their sums). */
  webEventsRetentionMonths: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Domains whose SPF and DKIM records let the platform's relay send as them: a verified sender of
   * such a domain is the newsletter's From; any other goes in Reply-To (docs/newsletter.md).
   */
  newsletterSendingDomains: string[];
  newsletter: NewsletterMailConfig;
  logLevel: LogLevel;
  nodeEnv: NodeEnv;
  s3: S3Config | undefined;
  ai: AiConfig;
  social: SocialConfig;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Checks the variables (empty ones count as unset) and throws an EnvError listing every problem. */
export function parseEnv(source: Record<string, string | undefined>, cwd = process.cwd()): Config {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = v.safeParse(EnvSchema, present, { abortPipeEarly: true });
  if (!result.success) {
    throw new EnvError(
      result.issues.map((issue) => {
        const name = v.getDotPath(issue) ?? 'environment';
        const shown = /SECRET|PASSWORD|KEY/.test(name) ? '' : ` (got "${issue.input}")`;
        // Shared schemas name their messages by key: say them in English here.
        const message = isMessageKey(issue.message) ? issueMessage(issue).message : issue.message;
        return `${name} ${message}${shown}`;
      }),
    );
  }
  const env = result.output;
  const problems: string[] = [];
  if (env.DATABASE_URL && !env.JWT_SECRET) {
    problems.push('JWT_SECRET is required when DATABASE_URL is set, so that every API replica signs alike');
  }
  if (!env.RUN_JOBS && !env.DATABASE_URL) {
    problems.push(
      'RUN_JOBS=0 needs DATABASE_URL: the embedded database admits no worker process to run them',
    );
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    problems.push('METRICS_PORT must differ from PORT: metrics are never served on the public port');
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  }
  if (env.AI_BASE_URL && !env.AI_MODEL) problems.push('AI_MODEL is required when AI_BASE_URL is set');
  if (env.AI_IMAGE_BASE_URL && !env.AI_IMAGE_MODEL) {
    problems.push('AI_IMAGE_MODEL is required when AI_IMAGE_BASE_URL is set');
  }
  for (const [id, secret] of [
    ['LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET'],
    ['X_CONSUMER_KEY', 'X_CONSUMER_SECRET'],
    ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'],
  ] as const) {
    if (Boolean(env[id]) !== Boolean(env[secret]))
      problems.push(`${id} and ${secret} go together: set both or neither`);
  }
  if (problems.length > 0) throw new EnvError(problems);

  return {
    port: env.PORT,
    dataDir: path.resolve(cwd, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    jwtSecret: env.JWT_SECRET,
    trustProxy: env.TRUST_PROXY,
    sentryDsn: env.SENTRY_DSN,
    adminEmail: env.GACETA_ADMIN_EMAIL,
    adminPassword: env.GACETA_ADMIN_PASSWORD,
    contactEmail: env.GACETA_CONTACT_EMAIL ?? env.GACETA_ADMIN_EMAIL,
    operator: {
      name: env.GACETA_OPERATOR_NAME,
      taxId: env.GACETA_OPERATOR_TAX_ID,
      address: env.GACETA_OPERATOR_ADDRESS,
      registry: env.GACETA_OPERATOR_REGISTRY,
      email: env.GACETA_OPERATOR_EMAIL ?? env.GACETA_CONTACT_EMAIL ?? env.GACETA_ADMIN_EMAIL,
    },
    demo: env.GACETA_DEMO,
    runJobs: env.RUN_JOBS,
    metricsPort: env.METRICS_PORT,
    webEventsRetentionMonths: env.WEB_EVENTS_RETENTION_MONTHS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    newsletterSendingDomains: env.NEWSLETTER_SENDING_DOMAINS.split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter(Boolean),
    newsletter: {
      bounceDomain: env.NEWSLETTER_BOUNCE_DOMAIN,
      bouncePort: env.NEWSLETTER_BOUNCE_PORT,
      webhookSecret: env.NEWSLETTER_WEBHOOK_SECRET,
    },
    logLevel: env.LOG_LEVEL,
    nodeEnv: env.NODE_ENV,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    ai: {
      text:
        env.AI_BASE_URL && env.AI_MODEL
          ? { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL }
          : undefined,
      // Many chat providers have no image API, so images have their own endpoint; the key defaults to the chat one.
      image:
        env.AI_IMAGE_BASE_URL && env.AI_IMAGE_MODEL
          ? {
              baseUrl: env.AI_IMAGE_BASE_URL,
              apiKey: env.AI_IMAGE_API_KEY ?? env.AI_API_KEY,
              model: env.AI_IMAGE_MODEL,
            }
          : undefined,
      timeoutMs: env.AI_TIMEOUT_SECONDS * 1000,
      callsPerMinute: env.AI_CALLS_PER_MINUTE,
      stockImages: env.STOCK_IMAGES_API_KEY
        ? { baseUrl: env.STOCK_IMAGES_BASE_URL, apiKey: env.STOCK_IMAGES_API_KEY }
        : undefined,
    },
    social: {
      tokenKeys: [env.SOCIAL_TOKEN_KEY, env.SOCIAL_TOKEN_KEY_PREVIOUS].filter((key) => key !== undefined),
      linkedin: {
        app: appOf(env.LINKEDIN_CLIENT_ID, env.LINKEDIN_CLIENT_SECRET),
        authUrl: env.LINKEDIN_AUTH_URL,
        apiUrl: env.LINKEDIN_API_URL,
        version: env.LINKEDIN_VERSION,
      },
      x: { app: appOf(env.X_CONSUMER_KEY, env.X_CONSUMER_SECRET), apiUrl: env.X_API_URL },
      facebook: {
        app: appOf(env.FACEBOOK_APP_ID, env.FACEBOOK_APP_SECRET),
        graphUrl: env.FACEBOOK_GRAPH_URL,
        dialogUrl: env.FACEBOOK_DIALOG_URL,
        graphVersion: env.FACEBOOK_GRAPH_VERSION,
      },
    },
  };
}

const appOf = (id: string | undefined, secret: string | undefined): AppCredentials | undefined =>
  id && secret ? { id, secret } : undefined;

/**
 * With the embedded database and no JWT_SECRET, a secret is generated once and kept in
 * DATA_DIR/jwt-secret, so tokens survive restarts.
 */
export function resolveJwtSecret(config: Config): Config & { jwtSecret: string } {
  if (config.jwtSecret) return { ...config, jwtSecret: config.jwtSecret };
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    return { ...config, jwtSecret: readFileSync(file, 'utf8').trim() };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return { ...config, jwtSecret: secret };
}

/** The variables behind each operator field, named in the production start-up warning. */
const OPERATOR_VARIABLES = {
  name: 'GACETA_OPERATOR_NAME',
  taxId: 'GACETA_OPERATOR_TAX_ID',
  address: 'GACETA_OPERATOR_ADDRESS',
  registry: 'GACETA_OPERATOR_REGISTRY',
  email: 'GACETA_OPERATOR_EMAIL',
} as const satisfies Record<keyof Operator, string>;

/**
 * In production, the warning start-up gives while the legal notice lacks part of the operator's
 * identity; undefined when nothing is missing or outside production. The email always has a
 * value, but the built-in admin address reaches no one, so it counts as missing.
 */
export function missingOperatorWarning(config: Pick<Config, 'nodeEnv' | 'operator'>): string | undefined {
  if (config.nodeEnv !== 'production') return undefined;
  const { operator } = config;
  const missing = (Object.keys(OPERATOR_VARIABLES) as (keyof Operator)[])
    .filter((field) => (field === 'email' ? operator.email === DEFAULT_ADMIN_EMAIL : !operator[field]))
    .map((field) => OPERATOR_VARIABLES[field]);
  if (missing.length === 0) return undefined;
  return `The legal notice and privacy policy lack the operator's identity required by Spain's LSSI (article 10): set ${missing.join(', ')}`;
}

/** Reads process.env once at boot; on a bad value prints what is wrong and stops the process. */
export function loadEnv(): Config & { jwtSecret: string } {
  try {
    return resolveJwtSecret(parseEnv(process.env));
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
