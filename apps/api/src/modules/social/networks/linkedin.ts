import { draftProblems, type SocialAccount } from '@gaceta/shared/social';
import * as oauth from 'oauth4webapi';
import type { SocialConfig } from '../../../env';
import {
  type Credentials,
  callNetwork,
  classifyStatus,
  type ErrorKind,
  jsonOf,
  type NetworkAdapter,
  NetworkError,
  type PublishResult,
} from './network';

/** Posting as a member; organisation scopes are asked only for a page (a personal-only app's sign-in breaks with them). */
const MEMBER_SCOPES = ['openid', 'profile', 'w_member_social'];
const ORGANIZATION_SCOPES = ['r_organization_social', 'w_organization_social', 'rw_organization_admin'];

/**
 * LinkedIn: OAuth 2.0 authorisation code (oauth4webapi), the member from OpenID's userinfo, the
 * organisations they administer from organizationAcls, and the versioned REST API
 * (`LinkedIn-Version`): Images (initializeUpload, then PUT), Posts, socialActions for a member's
 * likes and comments, organizationalEntityShareStatistics for a page's figures and impressions.
 */
export function linkedinAdapter(config: SocialConfig['linkedin']): NetworkAdapter {
  const { app, authUrl, apiUrl, version } = config;
  const server: oauth.AuthorizationServer = {
    issuer: `${authUrl}/oauth`,
    authorization_endpoint: `${authUrl}/oauth/v2/authorization`,
    token_endpoint: `${authUrl}/oauth/v2/accessToken`,
    userinfo_endpoint: `${apiUrl}/v2/userinfo`,
  };
  const client: oauth.Client = { client_id: app?.id ?? '' };
  // Built when used: oauth4webapi refuses an empty secret, and an installation may have no app.
  const clientAuth = () => oauth.ClientSecretPost(app?.secret ?? '');
  // Only the tests' fakes speak plain HTTP; the real hosts are HTTPS.
  const insecure = { [oauth.allowInsecureRequests]: !authUrl.startsWith('https:') };

  const adapter: NetworkAdapter = {
    network: 'linkedin',
    capabilities: { auto_publish: true, delete: true, metrics: true, needs_media: false },
    available: app !== undefined,

    async beginAuthorization({ callbackUrl, state, organization }) {
      const url = new URL(server.authorization_endpoint ?? '');
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', client.client_id);
      url.searchParams.set('redirect_uri', callbackUrl);
      url.searchParams.set('state', state);
      url.searchParams.set(
        'scope',
        [...MEMBER_SCOPES, ...(organization ? ORGANIZATION_SCOPES : [])].join(' '),
      );
      return { url: url.href, key: state };
    },

    async completeAuthorization({ code, state, redirectUri, organization }) {
      const returned = new URLSearchParams({ code: code ?? '', state: state ?? '' });
      const parameters = await oauthCall(async () =>
        oauth.validateAuthResponse(server, client, returned, state ?? ''),
      );
      const response = await oauthCall(() =>
        oauth.authorizationCodeGrantRequest(
          server,
          client,
          clientAuth(),
          parameters,
          redirectUri ?? '',
          oauth.nopkce,
          insecure,
        ),
      );
      const tokens = await oauthCall(() => oauth.processAuthorizationCodeResponse(server, client, response));
      const credentials = credentialsOf(tokens, { accountId: '', accountName: '' });
      const member = await userinfo(credentials);
      const profile: SocialAccount = {
        id: `urn:li:person:${member.sub}`,
        name: member.name,
        kind: 'profile',
      };
      if (!organization) return { ...credentials, accountId: profile.id, accountName: profile.name };
      // Asked for a page: the first page posts until the office chooses another, or its own profile.
      const pages = await administeredOrganizations(credentials);
      const [page] = pages;
      if (!page) throw new NetworkError('linkedin', 'permission', 'the member administers no organisation');
      return { ...credentials, accountId: page.id, accountName: page.name, accounts: [profile, ...pages] };
    },

    async refresh(credentials) {
      if (!credentials.refreshToken) return null;
      const refreshToken = credentials.refreshToken;
      const response = await oauthCall(() =>
        oauth.refreshTokenGrantRequest(server, client, clientAuth(), refreshToken, insecure),
      );
      const tokens = await oauthCall(() => oauth.processRefreshTokenResponse(server, client, response));
      return credentialsOf(tokens, credentials);
    },

    async inspect(credentials) {
      if (credentials.accountId.startsWith('urn:li:organization:')) {
        const id = credentials.accountId.split(':').pop() ?? '';
        const org = await jsonOf<{ localizedName: string }>(
          await rest(credentials, 'GET', `/rest/organizations/${id}`),
        );
        return { accountName: org.localizedName };
      }
      return { accountName: (await userinfo(credentials)).name };
    },

    validate: (draft) => draftProblems('linkedin', draft),

    async uploadMedia(credentials, media) {
      const init = await jsonOf<{ value: { uploadUrl: string; image: string } }>(
        await rest(credentials, 'POST', '/rest/images?action=initializeUpload', {
          initializeUploadRequest: { owner: credentials.accountId },
        }),
      );
      await callNetwork(adapter, init.value.uploadUrl, {
        method: 'PUT',
        headers: { authorization: `Bearer ${credentials.accessToken}`, 'content-type': media.mime },
        body: media.bytes,
      });
      return init.value.image;
    },

    async publish(credentials, post) {
      const [image] = post.media;
      const body = {
        author: credentials.accountId,
        commentary: post.text,
        visibility: 'PUBLIC',
        distribution: {
          feedDistribution: 'MAIN_FEED',
          targetEntities: [],
          thirdPartyDistributionChannels: [],
        },
        lifecycleState: 'PUBLISHED',
        isReshareDisabledByAuthor: false,
        ...(image
          ? { content: { media: { id: image } } }
          : post.link && { content: { article: { source: post.link, title: post.text.slice(0, 200) } } }),
      };
      const response = await rest(credentials, 'POST', '/rest/posts', body, true);
      const id = response.headers.get('x-restli-id');
      if (!id)
        throw new NetworkError('linkedin', 'temporary', 'post created without x-restli-id', {
          ambiguous: true,
        });
      return published(id);
    },

    checkPending: async (_credentials, remoteId) => published(remoteId),

    async findRecent(credentials, post, since) {
      const query = `q=author&author=${encodeURIComponent(credentials.accountId)}&count=20&sortBy=LAST_MODIFIED`;
      const { elements = [] } = await jsonOf<{
        elements?: { id: string; commentary?: string; createdAt?: number }[];
      }>(
        await rest(credentials, 'GET', `/rest/posts?${query}`, undefined, false, {
          'X-RestLi-Method': 'FINDER',
        }),
      );
      const match = elements.find(
        (element) => element.commentary === post.text && (element.createdAt ?? 0) >= since.getTime(),
      );
      return match ? published(match.id) : null;
    },

    async delete(credentials, remoteId) {
      await rest(credentials, 'DELETE', `/rest/posts/${encodeURIComponent(remoteId)}`);
    },

    async metrics(credentials, remoteId) {
      if (credentials.accountId.startsWith('urn:li:organization:'))
        return organizationShareStatistics(credentials, remoteId);
      // A member's own posts: LinkedIn gives their likes and comments, not reshares nor impressions.
      const actions = await jsonOf<{
        likesSummary?: { totalLikes?: number };
        commentsSummary?: { aggregatedTotalComments?: number };
      }>(await rest(credentials, 'GET', `/rest/socialActions/${encodeURIComponent(remoteId)}`));
      return {
        likes: actions.likesSummary?.totalLikes ?? 0,
        comments: actions.commentsSummary?.aggregatedTotalComments ?? 0,
        shares: 0,
        impressions: null,
      };
    },

    permalink: (_credentials, remoteId) => `https://www.linkedin.com/feed/update/${remoteId}/`,

    classify: classifyLinkedin,
  };

  async function userinfo(credentials: Credentials) {
    const response = await callNetwork(adapter, `${apiUrl}/v2/userinfo`, {
      headers: { authorization: `Bearer ${credentials.accessToken}` },
    });
    return jsonOf<{ sub: string; name: string }>(response);
  }

  /** The organisations the member administers, with their names: the pages they may post as. */
  async function administeredOrganizations(credentials: Credentials): Promise<SocialAccount[]> {
    const acls = await jsonOf<{ elements?: { organization: string }[] }>(
      await rest(
        credentials,
        'GET',
        '/rest/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED',
      ),
    );
    const pages: SocialAccount[] = [];
    for (const { organization: urn } of acls.elements ?? []) {
      const id = urn.split(':').pop() ?? '';
      const org = await jsonOf<{ localizedName: string }>(
        await rest(credentials, 'GET', `/rest/organizations/${id}`),
      );
      pages.push({ id: urn, name: org.localizedName, kind: 'page' });
    }
    return pages;
  }

  /**
   * A page's post figures from organizationalEntityShareStatistics: likes, comments, reshares and
   * impressions. A post it no longer counts (deleted) is not found.
   */
  async function organizationShareStatistics(credentials: Credentials, remoteId: string) {
    const list = remoteId.startsWith('urn:li:ugcPost:') ? 'ugcPosts' : 'shares';
    const query = `q=organizationalEntity&organizationalEntity=${encodeURIComponent(credentials.accountId)}&${list}=List(${encodeURIComponent(remoteId)})`;
    const { elements = [] } = await jsonOf<{
      elements?: {
        totalShareStatistics?: {
          likeCount?: number;
          commentCount?: number;
          shareCount?: number;
          impressionCount?: number;
        };
      }[];
    }>(await rest(credentials, 'GET', `/rest/organizationalEntityShareStatistics?${query}`));
    const totals = elements[0]?.totalShareStatistics;
    if (!totals) throw new NetworkError('linkedin', 'not_found', `no statistics for ${remoteId}`);
    return {
      likes: totals.likeCount ?? 0,
      comments: totals.commentCount ?? 0,
      shares: totals.shareCount ?? 0,
      impressions: totals.impressionCount ?? 0,
    };
  }

  function rest(
    credentials: Credentials,
    method: string,
    path: string,
    body?: unknown,
    creates = false,
    headers: Record<string, string> = {},
  ) {
    return callNetwork(adapter, `${apiUrl}${path}`, {
      method,
      creates,
      headers: {
        authorization: `Bearer ${credentials.accessToken}`,
        'LinkedIn-Version': version,
        'X-Restli-Protocol-Version': '2.0.0',
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /** An oauth4webapi failure as a NetworkError: a refused code or refresh token means authorising again. */
  async function oauthCall<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof NetworkError) throw error;
      if (error instanceof oauth.ResponseBodyError) {
        const kind = error.status >= 500 ? 'temporary' : 'reauthorization_required';
        throw new NetworkError('linkedin', kind, `token endpoint: ${error.status} ${error.error}`, {
          status: error.status,
        });
      }
      const name = error instanceof Error ? `${error.name} ${error.message}` : 'error';
      throw new NetworkError('linkedin', 'temporary', `token endpoint: ${name}`);
    }
  }

  return adapter;
}

function credentialsOf(
  tokens: oauth.TokenEndpointResponse,
  account: Pick<Credentials, 'accountId' | 'accountName'> & { refreshToken?: string },
): Credentials {
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? account.refreshToken,
    expiresAt: tokens.expires_in ? new Date(Date.now() + tokens.expires_in * 1000) : null,
    accountId: account.accountId,
    accountName: account.accountName,
  };
}

function published(id: string): PublishResult {
  return { state: 'published', remoteId: id, permalink: `https://www.linkedin.com/feed/update/${id}/` };
}

/**
 * LinkedIn's errors: `{ status, serviceErrorCode, code, message }`. An expired token (65600-ish
 * EXPIRED_ACCESS_TOKEN) can be refreshed where the app has refresh tokens; a revoked one cannot.
 */
export function classifyLinkedin(status: number, body: unknown): ErrorKind {
  const code = String((body as { code?: unknown } | null)?.code ?? '');
  if (status === 401 && code === 'EXPIRED_ACCESS_TOKEN') return 'refresh_needed';
  if (status === 422 && code === 'DUPLICATE_POST') return 'bad_request';
  return classifyStatus(status);
}
