import { IdParam, ObjectOf } from '@gaceta/shared/common';
import {
  AccessTokenState,
  AuthorizationUrl,
  CanPublish,
  ChooseAccountInput,
  DestroyFromNewsInfoQuery,
  FacebookPagesInput,
  RETURNING_NETWORKS,
  RemoveAccessTokenInput,
  type ReturningNetwork,
  ReturningNetworkParam,
  SOCIAL_AUTHORIZATION_CALLS,
  SocialAccounts,
  SocialConnection,
  SocialNetwork,
  SocialNetworks,
  SocialOverview,
  SocialPlanning,
  SocialPlanningInput,
  SocialPost,
  SocialPostStatistics,
  SocialPosts,
  SocialPostsCsvQuery,
  SocialPostsQuery,
  SocialStatistics,
  ValidateCanPublishInput,
} from '@gaceta/shared/social';
import { StatisticsQuery } from '@gaceta/shared/statistics';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { download, localeOf } from '../../lib/csv-download';
import { validate, validateBy } from '../../middleware/validate';
import { describe } from '../../openapi';
import {
  accessTokenState,
  chooseAccount,
  connectNetwork,
  facebookPages,
  removeAccessToken,
  socialNetworks,
  startAuthorization,
} from './connections.service';
import { getSocialPlanning, saveSocialPlanning } from './planning.service';
import {
  socialOverview,
  socialPostStatistics,
  socialPostsCsv,
  socialStatistics,
} from './social-metrics.service';
import { destroyFromNewsInfo, postsOfNews, validateCanPublish } from './social-posts.service';

const tags = ['social'] as const;
const base = '/v1/social_media_configurations';
const connectErrors = [
  'VALIDATION_FAILED',
  'SOCIAL_NOT_CONFIGURED',
  'SOCIAL_AUTHORIZATION_INVALID',
  'SOCIAL_NETWORK_UNAVAILABLE',
  'SOCIAL_NETWORK_REFUSED',
] as const;

type Calls = typeof SOCIAL_AUTHORIZATION_CALLS;
const eachNetwork = <T>(value: (calls: Calls[ReturningNetwork]) => T) =>
  Object.fromEntries(
    RETURNING_NETWORKS.map((network) => [network, value(SOCIAL_AUTHORIZATION_CALLS[network])]),
  );
/** Each network's `authorization_url` query. */
const STARTS = eachNetwork((calls) => calls.start) as { [N in ReturningNetwork]: Calls[N]['start'] };
/** Each network's `connect` input where it comes in `part` (LinkedIn's and X's query, Facebook's body). */
const connectsIn = <Part extends 'query' | 'json'>(part: Part) =>
  eachNetwork((calls) => (calls.connectIn === part ? calls.connect : undefined)) as {
    [N in ReturningNetwork]: Calls[N]['connectIn'] extends Part ? Calls[N]['connect'] : undefined;
  };

/** The spec's social calls (section 7), for the caller's own office; tokens never leave the API. */
export const socialRoutes = new Hono<AppEnv>()
  .get(
    `${base}/social_networks`,
    describe({
      access: 'authenticated',
      summary: 'The networks, whether each can be connected here, and what each can do',
      tags,
      response: { status: 200, schema: SocialNetworks },
    }),
    (c) => c.json(socialNetworks(c.var.ctx), 200),
  )
  .get(
    `${base}/access_token`,
    describe({
      access: 'authenticated',
      summary: "The office's connection per network (facebook, linkedin, twitter, instagram); never a token",
      tags,
      response: { status: 200, schema: AccessTokenState },
    }),
    async (c) => c.json(await accessTokenState(c.var.ctx), 200),
  )
  .get(
    `${base}/:social_network/authorization_url`,
    describe({
      access: 'social.manage',
      summary:
        "A network's authorisation page for this office, returning to the network's own page: LinkedIn (organisation scopes only when asked), X, or Facebook's login dialog (which returns a user token and the state to the configuration page)",
      tags,
      response: { status: 200, schema: AuthorizationUrl },
      errors: [...connectErrors],
    }),
    validate('param', ReturningNetworkParam),
    validateBy('social_network', 'query', STARTS),
    async (c) => {
      const { url } = await startAuthorization(
        c.var.ctx,
        c.req.valid('param').social_network,
        c.req.valid('query'),
      );
      return c.json({ url }, 200);
    },
  )
  .get(
    `${base}/twitter/request_token`,
    describe({
      access: 'social.manage',
      summary:
        "X's request token and authorisation page (as twitter/authorization_url); the token's secret stays on the server",
      tags,
      response: { status: 200, schema: v.object({ url: v.string(), oauth_token: v.string() }) },
      errors: [...connectErrors],
    }),
    validate('query', SOCIAL_AUTHORIZATION_CALLS.twitter.start),
    async (c) => {
      const { url, key } = await startAuthorization(c.var.ctx, 'twitter', c.req.valid('query'));
      return c.json({ url, oauth_token: key }, 200);
    },
  )
  .post(
    `${base}/:social_network/connect`,
    describe({
      access: 'social.manage',
      summary:
        "Connect a network with what its return brought: LinkedIn's code, X's oauth_token and oauth_verifier (in the query), or a Facebook user token and the page's name (in the body; its Instagram business account comes along)",
      tags,
      response: { status: 200, schema: ObjectOf(SocialConnection) },
      errors: [...connectErrors],
    }),
    validate('param', ReturningNetworkParam),
    validateBy('social_network', 'query', connectsIn('query')),
    validateBy('social_network', 'json', connectsIn('json')),
    async (c) => {
      const network = c.req.valid('param').social_network;
      const input = c.req.valid(SOCIAL_AUTHORIZATION_CALLS[network].connectIn);
      return c.json({ object: await connectNetwork(c.var.ctx, network, input) }, 200);
    },
  )
  .post(
    `${base}/facebook/pages`,
    describe({
      access: 'social.manage',
      summary:
        "The Facebook pages a user token may post to, for the office to choose one before connecting (with the dialog's state)",
      tags,
      response: { status: 200, schema: SocialAccounts },
      errors: [...connectErrors],
    }),
    validate('json', FacebookPagesInput),
    async (c) => c.json(await facebookPages(c.var.ctx, c.req.valid('json')), 200),
  )
  .put(
    `${base}/:social_network/account`,
    describe({
      access: 'social.manage',
      summary: "Post as another of the connection's accounts (LinkedIn: the member's profile or a page)",
      tags,
      response: { status: 200, schema: ObjectOf(SocialConnection) },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', v.object({ social_network: SocialNetwork })),
    validate('json', ChooseAccountInput),
    async (c) =>
      c.json(
        {
          object: await chooseAccount(c.var.ctx, c.req.valid('param').social_network, c.req.valid('json')),
        },
        200,
      ),
  )
  .put(
    `${base}/remove_access_token`,
    describe({
      access: 'social.manage',
      summary: 'Disconnect a network (Instagram goes with Facebook); its posts and figures stay',
      tags,
      response: { status: 200, schema: AccessTokenState },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('json', RemoveAccessTokenInput),
    async (c) => c.json(await removeAccessToken(c.var.ctx, c.req.valid('json').social_network), 200),
  )
  .get(
    '/v1/social_posts',
    describe({
      access: 'news.read',
      summary: "An item's posts, one per network: published with its link, pending, failed or removed",
      tags,
      response: { status: 200, schema: SocialPosts },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('query', SocialPostsQuery),
    async (c) => c.json(await postsOfNews(c.var.ctx, c.req.valid('query').news_info), 200),
  )
  .delete(
    '/v1/social_posts/destroy_from_news_info',
    describe({
      access: 'news.publish',
      summary: "Delete an item's post from a network (best effort on Instagram)",
      tags,
      response: { status: 200, schema: ObjectOf(SocialPost) },
      errors: [
        'VALIDATION_FAILED',
        'NOT_FOUND',
        'SOCIAL_NOT_CONNECTED',
        'SOCIAL_DELETE_FAILED',
        'SOCIAL_NETWORK_UNAVAILABLE',
      ],
    }),
    validate('query', DestroyFromNewsInfoQuery),
    async (c) => c.json({ object: await destroyFromNewsInfo(c.var.ctx, c.req.valid('query')) }, 200),
  )
  .post(
    '/v1/social_posts/validate_can_publish',
    describe({
      access: 'news.read',
      summary: "Whether an item's versions may go out on each network, and every rule each breaks",
      tags,
      response: { status: 200, schema: CanPublish },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('json', ValidateCanPublishInput),
    async (c) => c.json(await validateCanPublish(c.var.ctx, c.req.valid('json')), 200),
  )
  .get(
    '/v1/social_media_planning',
    describe({
      access: 'social.manage',
      summary:
        "When auto-publishing sends the office's ready news (the defaults until saved), in its time zone",
      tags,
      response: { status: 200, schema: ObjectOf(SocialPlanning) },
    }),
    async (c) => c.json({ object: await getSocialPlanning(c.var.ctx) }, 200),
  )
  .put(
    '/v1/social_media_planning',
    describe({
      access: 'social.manage',
      summary: 'Save the planning: posts per send, publication type, hours, days and auto-publish',
      tags,
      response: { status: 200, schema: ObjectOf(SocialPlanning) },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('json', SocialPlanningInput),
    async (c) => c.json({ object: await saveSocialPlanning(c.var.ctx, c.req.valid('json')) }, 200),
  )
  .get(
    '/v1/statistics/social_media/social_post/:id',
    describe({
      access: 'stats.view',
      summary: "One of the office's posts with every reading of its figures",
      tags,
      response: { status: 200, schema: SocialPostStatistics },
      errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    }),
    validate('param', IdParam),
    async (c) => c.json(await socialPostStatistics(c.var.ctx, c.req.valid('param').id), 200),
  )
  .get(
    '/v1/statistics/social_media',
    describe({
      access: 'stats.view',
      summary:
        'Every network side by side for the period: connected or not, posts published, likes, comments, shares, impressions and engagement rate (where the network reports impressions), their sum and what all gained per day or month',
      tags,
      response: { status: 200, schema: ObjectOf(SocialOverview) },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('query', StatisticsQuery),
    async (c) => c.json({ object: await socialOverview(c.var.ctx, c.req.valid('query').range) }, 200),
  )
  .get(
    '/v1/statistics/social_media/posts.csv',
    describe({
      access: 'stats.view',
      summary:
        "The period's posts as CSV (of one network with social_network=, else all), newest first: published (office's clock), network, news, text, likes, comments, shares, impressions, engagement rate in percent, link; formula-like cells escaped",
      tags,
      response: { status: 200, file: 'text/csv' },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('query', SocialPostsCsvQuery),
    async (c) => {
      const { separator, ...query } = c.req.valid('query');
      return download(c, await socialPostsCsv(c.var.ctx, query, localeOf(c)), separator);
    },
  )
  .get(
    '/v1/statistics/social_media/:social_network',
    describe({
      access: 'stats.view',
      summary:
        "What the office's posts on a network gained per day (per month for a year), with impressions and the engagement rate where the network reports them, and the posts with their text",
      tags,
      response: { status: 200, schema: SocialStatistics },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('param', v.object({ social_network: SocialNetwork })),
    validate('query', StatisticsQuery),
    async (c) =>
      c.json(
        await socialStatistics(c.var.ctx, c.req.valid('param').social_network, c.req.valid('query').range),
        200,
      ),
  );
