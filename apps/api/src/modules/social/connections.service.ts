// The office's social accounts: connecting (OAuth 1.0a for X, OAuth 2.0 for LinkedIn, a Facebook
// user token exchanged for the page's), their state, disconnecting, and their health: only a
// confirmed authorisation failure marks one 'reconnect needed', with one notice.
import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@gaceta/shared/messages';
import {
  type AccessTokenState,
  type ChooseAccountInput,
  type FacebookPagesInput,
  type ReturningNetwork,
  SOCIAL_AUTHORIZATION_CALLS,
  SOCIAL_NETWORKS,
  type SocialAccounts,
  type SocialAuthorizationQuery,
  type SocialConnectInput,
  type SocialConnection,
  type SocialNetwork,
  type SocialNetworks,
  socialReturnPage,
} from '@gaceta/shared/social';
import { and, eq, gt, lt } from 'drizzle-orm';
import { currentUser, type ServiceContext, withTransaction } from '../../context';
import { socialAuthorizations, socialConnections } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import { officeIdOf, requirePermission } from '../access/guards';
import { recordAudit } from '../audit/audit.service';
import { emailNotice, rolesWith } from '../users/notices.service';
import { adaptersOf, availableAdapter, boxOf } from './adapters';
import { type AuthorizationReturn, type Credentials, NetworkError } from './networks/network';

/** How long an authorisation the office started may take to come back. */
const AUTHORIZATION_TTL_MS = 10 * 60 * 1000;

export type ConnectionRow = typeof socialConnections.$inferSelect;

/**
 * Whether the connection speaks for the account a post went out as: its own account, or another it
 * may post as with the same token (a LinkedIn member's pages). A post of an account connected before
 * is that account's alone: another account's token would be told it does not exist.
 */
export const speaksFor = (connection: ConnectionRow, accountId: string | null) =>
  accountId === connection.accountId || connection.accounts.some((account) => account.id === accountId);

/** GET social_networks: every network, whether it can be connected here, and what it can do. */
export function socialNetworks(ctx: ServiceContext): SocialNetworks {
  officeIdOf(ctx);
  const adapters = adaptersOf(ctx);
  return {
    data: SOCIAL_NETWORKS.map((network) => ({
      social_network: network,
      available: adapters[network].available,
      capabilities: adapters[network].capabilities,
    })),
  };
}

const toConnection = (row: ConnectionRow): SocialConnection => ({
  social_network: row.network,
  status: row.status,
  account_id: row.accountId,
  account_name: row.accountName,
  accounts: row.accounts,
  connected_at: row.connectedAt.toISOString(),
});

/** GET access_token: each network's connection state for the caller's office. Never a token. */
export async function accessTokenState(ctx: ServiceContext): Promise<AccessTokenState> {
  const officeId = officeIdOf(ctx);
  const rows = await ctx.db.select().from(socialConnections).where(eq(socialConnections.officeId, officeId));
  const of = (network: SocialNetwork) => {
    const row = rows.find((candidate) => candidate.network === network);
    return row ? toConnection(row) : null;
  };
  return {
    data: {
      facebook: of('facebook'),
      linkedin: of('linkedin'),
      twitter: of('twitter'),
      instagram: of('instagram'),
    },
  };
}

/** The office's connection on `network`, or null. */
export async function findConnection(
  ctx: ServiceContext,
  officeId: string,
  network: SocialNetwork,
): Promise<ConnectionRow | null> {
  const [row] = await ctx.db
    .select()
    .from(socialConnections)
    .where(and(eq(socialConnections.officeId, officeId), eq(socialConnections.network, network)));
  return row ?? null;
}

/** The credentials a connection keeps, opened. */
export function credentialsOf(ctx: ServiceContext, row: ConnectionRow): Credentials {
  const secrets = JSON.parse(boxOf(ctx).open(row.sealedCredentials)) as Pick<
    Credentials,
    'accessToken' | 'accessSecret' | 'refreshToken'
  >;
  return { ...secrets, expiresAt: row.expiresAt, accountId: row.accountId, accountName: row.accountName };
}

function sealed(ctx: ServiceContext, credentials: Credentials): string {
  const { accessToken, accessSecret, refreshToken } = credentials;
  return boxOf(ctx).seal(JSON.stringify({ accessToken, accessSecret, refreshToken }));
}

/** Stores a connection made now; reconnecting replaces the tokens and keeps the posts. */
export async function saveConnection(
  ctx: ServiceContext,
  officeId: string,
  network: SocialNetwork,
  credentials: Credentials,
): Promise<void> {
  const values = {
    status: 'connected' as const,
    accountId: credentials.accountId,
    accountName: credentials.accountName,
    accounts: credentials.accounts ?? [],
    sealedCredentials: sealed(ctx, credentials),
    expiresAt: credentials.expiresAt,
    connectedAt: ctx.clock.now(),
  };
  await ctx.db
    .insert(socialConnections)
    .values({ officeId, network, ...values })
    .onConflictDoUpdate({ target: [socialConnections.officeId, socialConnections.network], set: values });
  await recordAudit(ctx, {
    action: 'social.connect',
    targetId: officeId,
    officeId,
    data: { social_network: network, account: credentials.accountName },
  });
}

/**
 * The address a network is to send the office back to, when it is `network`'s own return page
 * under PUBLIC_URL: whatever the network's app allows, a code or token goes nowhere else. The
 * shared schema already refused any other page and shape; this adds the installation's address.
 */
function ownReturnPage(ctx: ServiceContext, network: ReturningNetwork, field: string, url: string): string {
  // As browsers write it (lower-case host, no default port), which is how the back-office sends it.
  if (url !== new URL(socialReturnPage(ctx.config.publicUrl, network)).href) {
    throw fieldError('VALIDATION_FAILED', field, MESSAGES.socialReturnPage.id);
  }
  return url;
}

/** The return page a start or a connect names (LinkedIn's connect repeats it), if it names one. */
const returnPageIn = (network: ReturningNetwork, input: object): string | undefined =>
  (input as Record<string, string | undefined>)[SOCIAL_AUTHORIZATION_CALLS[network].returnField];

/**
 * GET {network}/authorization_url (and X's twitter/request_token): starts an authorisation to come
 * back to the network's own return page (`organization`: LinkedIn's page scopes too). Remembers its
 * key (OAuth 2.0's state, OAuth 1.0a's request token, with its secret) for the user who asked, in
 * their office, for ten minutes; answers where to send them and the key.
 */
export async function startAuthorization(
  ctx: ServiceContext,
  network: ReturningNetwork,
  input: SocialAuthorizationQuery,
): Promise<{ url: string; key: string }> {
  const field = SOCIAL_AUTHORIZATION_CALLS[network].returnField;
  const redirectUri = ownReturnPage(ctx, network, field, returnPageIn(network, input) ?? '');
  const organization = 'organization' in input && input.organization === 'true';
  const officeId = requirePermission(ctx, 'social.manage');
  const userId = currentUser(ctx).id;
  const adapter = availableAdapter(ctx, network);
  const start = await networkCall(() =>
    adapter.beginAuthorization({
      callbackUrl: redirectUri,
      state: randomBytes(24).toString('base64url'),
      organization,
    }),
  );
  const now = ctx.clock.now();
  await withTransaction(ctx, async (ctx) => {
    await ctx.db.delete(socialAuthorizations).where(lt(socialAuthorizations.expiresAt, now));
    await ctx.db.insert(socialAuthorizations).values({
      officeId,
      userId,
      network,
      key: start.key,
      sealedSecret: start.secret ? boxOf(ctx).seal(start.secret) : null,
      organization,
      redirectUri,
      expiresAt: new Date(now.getTime() + AUTHORIZATION_TTL_MS),
    });
  });
  return { url: start.url, key: start.key };
}

/** The caller's own authorisation on `network` with that key, started in their office and not expired. */
const ownAuthorization = (ctx: ServiceContext, officeId: string, network: ReturningNetwork, key: string) =>
  and(
    eq(socialAuthorizations.officeId, officeId),
    eq(socialAuthorizations.userId, currentUser(ctx).id),
    eq(socialAuthorizations.network, network),
    eq(socialAuthorizations.key, key),
    gt(socialAuthorizations.expiresAt, ctx.clock.now()),
  );

/**
 * Takes back the caller's own pending authorisation with that key, once: 422 when unknown, expired,
 * used, or another office's or user's. Checked before anything the return brought is used.
 */
async function takeAuthorization(
  ctx: ServiceContext,
  officeId: string,
  network: ReturningNetwork,
  key: string,
) {
  const [pending] = await ctx.db
    .delete(socialAuthorizations)
    .where(ownAuthorization(ctx, officeId, network, key))
    .returning();
  if (!pending) throw new AppError('SOCIAL_AUTHORIZATION_INVALID', { social_network: network });
  return pending;
}

/** The same checks as takeAuthorization, leaving the authorisation to finish (Facebook's page list). */
async function checkAuthorization(
  ctx: ServiceContext,
  officeId: string,
  network: ReturningNetwork,
  key: string,
) {
  const [pending] = await ctx.db
    .select({ id: socialAuthorizations.id })
    .from(socialAuthorizations)
    .where(ownAuthorization(ctx, officeId, network, key));
  if (!pending) throw new AppError('SOCIAL_AUTHORIZATION_INVALID', { social_network: network });
}

/**
 * How each network's return completes, beyond what they share: the key it carries back, what its
 * adapter is given (with what its authorisation kept), and the network connected alongside with the
 * account's token when it has an account there (a Facebook page's Instagram business account).
 */
const COMPLETIONS: {
  [N in ReturningNetwork]: {
    key: (input: SocialConnectInput<N>) => string;
    returned: (
      input: SocialConnectInput<N>,
      pending: { organization: boolean; secret: string | undefined },
    ) => AuthorizationReturn;
    alongside?: SocialNetwork;
  };
} = {
  linkedin: {
    key: (input) => input.state,
    returned: (input, { organization }) => ({
      code: input.code,
      state: input.state,
      redirectUri: input.redirect_uri,
      organization,
    }),
  },
  twitter: {
    key: (input) => input.oauth_token,
    returned: (input, { secret }) => ({
      oauthToken: input.oauth_token,
      oauthVerifier: input.oauth_verifier,
      secret,
    }),
  },
  facebook: {
    key: (input) => input.state,
    returned: (input) => ({ accessToken: input.access_token, pageName: input.page_name }),
    alongside: 'instagram',
  },
};

/**
 * POST {network}/connect: completes the authorisation this user of the office started, taken back
 * once before anything the return brought is used (LinkedIn's code, X's verifier, Facebook's user
 * token, exchanged for a long-lived one whose named page's token is kept). A return that repeats
 * the return page (LinkedIn's) must name the one the authorisation started with.
 */
export async function connectNetwork<N extends ReturningNetwork>(
  ctx: ServiceContext,
  network: N,
  input: SocialConnectInput<N>,
): Promise<SocialConnection> {
  const officeId = requirePermission(ctx, 'social.manage');
  const returnPage = returnPageIn(network, input);
  if (returnPage !== undefined) {
    ownReturnPage(ctx, network, SOCIAL_AUTHORIZATION_CALLS[network].returnField, returnPage);
  }
  const adapter = availableAdapter(ctx, network);
  const completion = COMPLETIONS[network];
  const pending = await takeAuthorization(ctx, officeId, network, completion.key(input));
  if (returnPage !== undefined && pending.redirectUri !== returnPage) {
    throw new AppError('SOCIAL_AUTHORIZATION_INVALID', { social_network: network });
  }
  const kept = {
    organization: pending.organization,
    secret: pending.sealedSecret ? boxOf(ctx).open(pending.sealedSecret) : undefined,
  };
  const credentials = await networkCall(() =>
    adapter.completeAuthorization(completion.returned(input, kept)),
  );
  const alongside = completion.alongside;
  const alongsideCredentials = alongside ? await accountAlongside(ctx, alongside, credentials) : null;
  return withTransaction(ctx, async (ctx) => {
    if (alongside && alongsideCredentials)
      await saveConnection(ctx, officeId, alongside, alongsideCredentials);
    await saveConnection(ctx, officeId, network, credentials);
    const row = await findConnection(ctx, officeId, network);
    if (!row) throw new AppError('INTERNAL');
    return toConnection(row);
  });
}

/** The account on `network` reached with the connected account's token (a page's Instagram), or null. */
function accountAlongside(
  ctx: ServiceContext,
  network: SocialNetwork,
  connected: Credentials,
): Promise<Credentials | null> {
  return networkCall(() =>
    adaptersOf(ctx)
      [network].completeAuthorization({ accessToken: connected.accessToken, pageId: connected.accountId })
      .catch((error: unknown) => {
        if (error instanceof NetworkError && error.kind === 'not_found') return null;
        throw error;
      }),
  );
}

/**
 * POST facebook/pages: the pages the user token may post to, for the office to choose before
 * connecting; only for a login this user of the office started and has not finished (its state).
 */
export async function facebookPages(ctx: ServiceContext, input: FacebookPagesInput): Promise<SocialAccounts> {
  const officeId = requirePermission(ctx, 'social.manage');
  const facebook = availableAdapter(ctx, 'facebook');
  await checkAuthorization(ctx, officeId, 'facebook', input.state);
  return { data: await networkCall(() => facebook.pagesOf?.(input.access_token) ?? Promise.resolve([])) };
}

/**
 * PUT {network}/account: the connection posts as another of its accounts (a LinkedIn member's
 * profile or one of the pages they administer); the token stays. 404 for an account it does not offer.
 */
export async function chooseAccount(
  ctx: ServiceContext,
  network: SocialNetwork,
  input: ChooseAccountInput,
): Promise<SocialConnection> {
  const officeId = requirePermission(ctx, 'social.manage');
  return withTransaction(ctx, async (ctx) => {
    const row = await findConnection(ctx, officeId, network);
    const account = row?.accounts.find((candidate) => candidate.id === input.account_id);
    if (!row || !account) throw new AppError('NOT_FOUND');
    await ctx.db
      .update(socialConnections)
      .set({ accountId: account.id, accountName: account.name })
      .where(eq(socialConnections.id, row.id));
    await recordAudit(ctx, {
      action: 'social.account',
      targetId: officeId,
      officeId,
      data: { social_network: network, account: account.name },
    });
    return toConnection({ ...row, accountId: account.id, accountName: account.name });
  });
}

/**
 * PUT remove_access_token: forgets the network's tokens (Instagram goes with Facebook, whose page
 * token it uses). Posts and their figures stay.
 */
export async function removeAccessToken(
  ctx: ServiceContext,
  network: SocialNetwork,
): Promise<AccessTokenState> {
  const officeId = requirePermission(ctx, 'social.manage');
  const networks: SocialNetwork[] = network === 'facebook' ? ['facebook', 'instagram'] : [network];
  await withTransaction(ctx, async (ctx) => {
    for (const each of networks) {
      await ctx.db
        .delete(socialConnections)
        .where(and(eq(socialConnections.officeId, officeId), eq(socialConnections.network, each)));
    }
    await recordAudit(ctx, {
      action: 'social.disconnect',
      targetId: officeId,
      officeId,
      data: { social_network: network },
    });
  });
  return accessTokenState(ctx);
}

/** A network's refusal during connecting, as the API answers it (never its raw body). */
async function networkCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    throw networkAppError(error);
  }
}

/** 422 for an authorisation the network refused, 502 for one it could not answer now. */
export function networkAppError(error: NetworkError): AppError {
  const details = { social_network: error.network, reason: error.kind };
  if (error.kind === 'temporary' || error.kind === 'rate_limited')
    return new AppError('SOCIAL_NETWORK_UNAVAILABLE', details);
  return new AppError('SOCIAL_NETWORK_REFUSED', details);
}

/**
 * Runs `act` with the connection's credentials. An expired token is refreshed (and stored) where
 * the network allows it, then `act` runs once more; a confirmed authorisation failure marks the
 * connection 'reconnect needed'. Rate limits and temporary failures change nothing here.
 */
export async function withCredentials<T>(
  ctx: ServiceContext,
  connection: ConnectionRow,
  act: (credentials: Credentials) => Promise<T>,
): Promise<T> {
  const adapter = adaptersOf(ctx)[connection.network];
  const credentials = credentialsOf(ctx, connection);
  try {
    return await act(credentials);
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    if (error.kind === 'refresh_needed') {
      const refreshed = await adapter.refresh(credentials).catch((refreshError: unknown) => {
        if (refreshError instanceof NetworkError && refreshError.kind !== 'reauthorization_required')
          throw refreshError;
        return null;
      });
      if (refreshed) {
        await ctx.db
          .update(socialConnections)
          .set({ sealedCredentials: sealed(ctx, refreshed), expiresAt: refreshed.expiresAt })
          .where(eq(socialConnections.id, connection.id));
        return act(refreshed);
      }
    }
    if (error.kind === 'refresh_needed' || error.kind === 'reauthorization_required') {
      await markReconnectNeeded(ctx, connection);
    }
    throw error;
  }
}

/**
 * Marks the connection 'reconnect needed' and tells the office's social managers (those who take
 * email notices, in their language), once: only the call that moves it from 'connected' sends the
 * notice, however many runs fail after it.
 */
export async function markReconnectNeeded(ctx: ServiceContext, connection: ConnectionRow): Promise<void> {
  await withTransaction(ctx, async (ctx) => {
    const [moved] = await ctx.db
      .update(socialConnections)
      .set({ status: 'reconnect_needed' })
      .where(and(eq(socialConnections.id, connection.id), eq(socialConnections.status, 'connected')))
      .returning({ id: socialConnections.id });
    if (!moved) return;
    ctx.logger.warn(
      { officeId: connection.officeId, network: connection.network },
      'social connection needs reconnecting',
    );
    await emailNotice(
      ctx,
      { officeId: connection.officeId, roles: rolesWith('social.manage') },
      (manager) => ({
        template: 'social_reconnect',
        firstName: manager.firstName,
        network: connection.network,
        account: connection.accountName,
        link: `${ctx.config.publicUrl}/settings/social-media-configuration`,
      }),
    );
  });
}
