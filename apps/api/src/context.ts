import type { UserKind } from '@gaceta/shared/accounts/auth';
import type { OfficeRole } from '@gaceta/shared/accounts/roles';
import type { Channel } from '@gaceta/shared/news/workflow';
import { is, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type * as v from 'valibot';
import type { Database } from './db/client';
import type { Config } from './env';
import { AppError } from './lib/app-error';
import type { Clock } from './lib/clock';
import type { Logger } from './lib/logger';
import type { Mailer } from './lib/mailer';
import type { FileStorage } from './lib/storage';

export type RuntimeConfig = Config & { jwtSecret: string };

/** What sending needs of a job type: its name and payload schema (queue/queue.ts defines the rest). */
export interface JobRef<Payload> {
  name: string;
  payload: v.GenericSchema<unknown, Payload>;
}

/** How a job is enqueued: not before `startAfter`; at most one queued per `singletonKey`. */
export interface EnqueueOptions {
  startAfter?: Date;
  singletonKey?: string;
}

/** Puts jobs on the queue (queue/queue.ts). */
export interface JobSender {
  /**
   * Enqueues through `ctx.db`: inside withTransaction the job exists only if the transaction
   * commits, so a rolled-back request never leaves a job behind (decision 015).
   */
  enqueue<Payload>(
    ctx: ServiceContext,
    job: JobRef<Payload>,
    payload: Payload,
    options?: EnqueueOptions,
  ): Promise<void>;
}

/** What a channel is handed to publish: the item and its version for that channel. */
export interface ChannelItem {
  id: string;
  officeId: string;
  slug: string;
  title: string;
  content: string;
}

/** What came of a publish: live now, or handed to a job that will say later. */
export type PublishOutcome =
  | { state: 'published'; publishedAt: Date; externalRef: string | null }
  | { state: 'publishing' };

/**
 * One place a news item is published. Each channel's module implements it (the website, the
 * newsletter, the social networks); the news service checks the workflow and the required fields
 * before calling it, and the channel reports back through the news service's settlePublication.
 */
export interface NewsChannel {
  channel: Channel;
  /** Fields this channel needs of an item beyond the common ones, as `{ field: [message] }`. */
  missing(item: ChannelItem): Record<string, string[]>;
  publish(ctx: ServiceContext, item: ChannelItem): Promise<PublishOutcome>;
  unpublish(ctx: ServiceContext, item: ChannelItem): Promise<void>;
}

/** The channels by name, gathered from the modules' manifests (modules.ts), so news imports none. */
export type NewsChannels = Partial<Record<Channel, NewsChannel>>;

/** Days in the office's time zone, `YYYY-MM-DD`, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * What a channel gives the daily roll-ups (decision 040): one source per channel, declared in its
 * module's manifest; the roll-ups read them from the context and import none.
 */
export interface RollupSource {
  /** The `channel` of its rows ('web', 'newsletter', 'social'); also names its watermark. */
  channel: string;
  /**
   * A SELECT of (office_id, day, news_id, channel, measure, value) summing the raw records of the
   * days in `range`, every office; `day` is the office's date, `news_id` null for what belongs to no
   * article. Measures are additive over news items unless only ever given without one.
   */
  rows(range: DayRange): SQL;
  /**
   * The days whose raw records may have changed since the instant `since` (every day it holds when
   * null), or null when none did: a late record makes its day part of the answer.
   */
  changedDays(ctx: ServiceContext, since: Date | null, now: Date): Promise<DayRange | null>;
  /** For a source whose raw records expire: they are rolled up one last time, then dropped. */
  retention?: {
    /** Days before this one are dropped. */
    cutoff(ctx: ServiceContext, now: Date): string;
    oldestDay(ctx: ServiceContext): Promise<string | null>;
    /** Deletes the raw records of the days before `day`; gives how many went. */
    dropBefore(ctx: ServiceContext, day: string): Promise<number>;
  };
}

/** What the modules' manifests give the services: News's channels and the roll-ups' sources. */
export interface ModuleParts {
  channels: NewsChannels;
  rollupSources: readonly RollupSource[];
}

/** What the process builds once: every service context is made from these. */
export interface ServiceDeps extends ModuleParts {
  config: RuntimeConfig;
  db: Database;
  mailer: Mailer;
  storage: FileStorage;
  clock: Clock;
  logger: Logger;
  jobs: JobSender;
  /**
   * Tests only: widens the address check of user-given URLs (lib/safe-fetch.ts) to reach a server
   * on loopback. Never set by the running app.
   */
  allowFetchAddress?: (address: string) => boolean;
}

/** What a process opens before its job queue, which then adds itself as `jobs` (startQueue). */
export type RuntimeDeps = Omit<ServiceDeps, 'jobs'>;

/** What the process hands to the app. */
export interface AppDeps extends ServiceDeps {
  /**
   * Built front-ends served by the API, and the folder of the WordPress plugin's zip; any may be
   * missing in development.
   */
  staticDirs: { backoffice: string; widget: string; wordpressPlugin?: string };
}

/** The signed-in user, as checked against the database on each request. */
export interface AuthUser {
  id: string;
  email: string;
  kind: UserKind;
  roles: OfficeRole[];
  officeId: string | null;
  tolgeo: string;
  /** The admin acting as this user, when the token came from impersonation. */
  impersonatedBy: { id: string; email: string } | null;
  /** The token of this request: its id (`jti`) and expiry, for signing it out. */
  token: { id: string; expiresAt: Date };
}

/**
 * On whose behalf a service acts: a signed-in user, or a job acting for one office (`officeId`)
 * or for the whole platform (`officeId: null`).
 */
export type Actor = { type: 'user'; user: AuthUser } | { type: 'job'; job: string; officeId: string | null };

/** What every service action receives first. */
export interface ServiceContext extends ServiceDeps {
  /** The handle every query goes through: the pool, or the open transaction inside withTransaction. */
  db: Database;
  /** Carries the request id, or the job's name and id. */
  logger: Logger;
  /** Null until the route's declared access (see describe) has signed the caller in. */
  actor: Actor | null;
}

/** Hono's typing of the per-request variables set by the middleware. */
export interface AppEnv {
  Variables: {
    requestId: string;
    ctx: ServiceContext;
    /** Where GET /v1/wordpress/plugin.zip finds the built zip (AppDeps.staticDirs). */
    wordpressPluginDir?: string;
  };
}

function contextOf(deps: ServiceDeps, actor: Actor | null, logger: Logger): ServiceContext {
  const { config, db, mailer, storage, clock, jobs, channels, rollupSources, allowFetchAddress } = deps;
  return {
    config,
    db,
    mailer,
    storage,
    clock,
    jobs,
    channels,
    rollupSources,
    logger,
    actor,
    allowFetchAddress,
  };
}

/**
 * The one context every request of the public path shares (modules/website/public-path.ts): nobody is
 * signed in there, so nothing in it belongs to one request.
 */
export function publicContextOf(deps: ServiceDeps): ServiceContext {
  return contextOf(deps, null, deps.logger.child({ path: 'public' }));
}

/** A request's context before anyone is signed in. */
export function requestContextOf(deps: ServiceDeps, reqId: string): ServiceContext {
  return contextOf(deps, null, deps.logger.child({ reqId }));
}

/** The context a job runs in: for one office, or for the platform when `officeId` is null. */
export function jobContext(
  deps: ServiceDeps,
  scope: { job: string; officeId: string | null; jobId?: string },
): ServiceContext {
  const { job, officeId, jobId } = scope;
  const logger = deps.logger.child({ job, ...(jobId && { jobId }), ...(officeId && { officeId }) });
  return contextOf(deps, { type: 'job', job, officeId }, logger);
}

/** The same context, now acting for `user`. */
export function signedIn(ctx: ServiceContext, user: AuthUser): ServiceContext {
  return { ...ctx, actor: { type: 'user', user }, logger: ctx.logger.child({ userId: user.id }) };
}

/** The signed-in user of the context; 401 for anyone else (nobody, or a job). */
export function currentUser(ctx: ServiceContext): AuthUser {
  if (ctx.actor?.type !== 'user') throw new AppError('UNAUTHENTICATED');
  return ctx.actor.user;
}

/** The person answerable for the act: the admin behind an impersonation, else the user; null for a job. */
export function responsibleUserId(ctx: ServiceContext): string | null {
  if (ctx.actor?.type !== 'user') return null;
  return ctx.actor.user.impersonatedBy?.id ?? ctx.actor.user.id;
}

/**
 * Runs `work` in one transaction, with a context whose `db` is that transaction. Inside an open
 * transaction it joins it instead of nesting a savepoint, so a service that calls another keeps one
 * unit of work: everything commits together or nothing does.
 */
export async function withTransaction<T>(
  ctx: ServiceContext,
  work: (ctx: ServiceContext) => Promise<T>,
): Promise<T> {
  if (is(ctx.db, PgTransaction)) return work(ctx);
  return ctx.db.transaction((tx) => work({ ...ctx, db: tx }));
}
