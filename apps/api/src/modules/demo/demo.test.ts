import type { SignupRequest } from '@gaceta/shared/accounts/signup';
import type { AiUsageByOffice } from '@gaceta/shared/ai';
import type { Calendar } from '@gaceta/shared/calendar';
import type { Page } from '@gaceta/shared/common';
import type { NewsItem } from '@gaceta/shared/news';
import { CHANNELS, SOCIAL_NETWORKS } from '@gaceta/shared/news/channels';
import type { NewsletterStatistics } from '@gaceta/shared/newsletter/campaigns';
import type { Interest, RecipientActivity } from '@gaceta/shared/newsletter/reading';
import type { Recipient } from '@gaceta/shared/newsletter/recipients';
import { CHANNEL_OF_NETWORK } from '@gaceta/shared/social';
import type { WebsiteStatistics } from '@gaceta/shared/statistics';
import type { AdminStatistics } from '@gaceta/shared/statistics/admin';
import type { AdminDashboard, Dashboard } from '@gaceta/shared/statistics/dashboards';
import { and, count, eq, inArray, isNotNull, isNull, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../../context';
import {
  dailyRollups,
  demoSeeds,
  news,
  newsContents,
  newsletterCampaigns,
  newsletterDeliveries,
  newsletterRecipients,
  newsPublications,
  newsRevisions,
  offices,
  socialConnections,
  socialPlanning,
  socialPostMetrics,
  socialPosts,
  users,
  webEvents,
} from '../../db/schema';
import { DEMO_OFFICE_NAME, DEMO_PASSWORD, DEMO_USERS, seed } from '../../db/seed';
import { DEMO_SEEDS, MODULE_PARTS } from '../../modules';
import { newsletterScheduledSend } from '../../queue/definitions/newsletter-scheduled-send';
import { signIn } from '../../test/factories';
import { createTestApp, objectOf, requestJson, type TestApp } from '../../test/harness';
import { TEST_ADMIN } from '../../test/template-db';
import { runAutoPublish } from '../newsletter/campaigns/campaigns.auto';
import { seedDemoCampaigns } from '../newsletter/demo/demo-campaigns';
import {
  DEMO_NEWSLETTER,
  DEMO_PENDING_PACKAGE,
  DEMO_QUOTA,
  DEMO_SENDER,
  seedDemoNewsletterSettings,
} from '../newsletter/demo/demo-newsletter-settings';
import { DEMO_SCHEDULED_CAMPAIGNS } from '../newsletter/demo/demo-scheduled-newsletters';
import { DEMO_PLANNING } from '../social/demo-social';
import { DEMO_INVITED, seedDemoInvitations } from '../users/demo-invitations';
import { DEMO_THEME } from '../website/demo/demo-theme';
import { seedDemo } from './demo';
import { LIBRARY_NEWS, OFFICE_NEWS } from './news-content';

let t: TestApp;
let officeId: string;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t.db, { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password });
  await seedDemo(t.deps, DEMO_SEEDS);
  const [office] = await t.db.select().from(offices).where(eq(offices.name, DEMO_OFFICE_NAME));
  officeId = office?.id ?? '';
});
afterAll(() => t.close());

/**
 * The demo seeded again on a data folder that records none of its parts (seeded before
 * demo_seeds): each part must find its own rows and add nothing.
 */
async function seedAgain() {
  await t.db.delete(demoSeeds);
  return seedDemo(t.deps, DEMO_SEEDS);
}

const COPIES = LIBRARY_NEWS.filter((item) => item.copied).length;
const DAY = 86_400_000;

async function counts() {
  const [[n], [r], [u]] = await Promise.all([
    t.db.select({ n: count() }).from(news),
    t.db.select({ n: count() }).from(newsRevisions),
    t.db.select({ n: count() }).from(users),
  ]);
  return { news: n?.n, revisions: r?.n, users: u?.n };
}

describe('demo newsletter settings', () => {
  it('has a verified sender, the weekly automatic newsletter, a quota partly used and a request waiting', async () => {
    const reviewer = DEMO_USERS.find((user) => user.role === 'client_reviewer');
    const token = await signIn(t.app, reviewer?.email ?? '', DEMO_PASSWORD);
    const get = async (path: string) => (await requestJson(t.app, 'GET', path, undefined, { token })).json();
    expect(await get('/v1/newsletter/configuration')).toMatchObject({
      object: {
        ...DEMO_NEWSLETTER,
        sender: { email: DEMO_SENDER, verified: true },
        next_run_at: expect.any(String),
      },
    });
    // The demo's campaigns took their messages from the quota.
    const [messages] = await t.db
      .select({ n: count() })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.officeId, officeId));
    const sent = DEMO_QUOTA.sent + (messages?.n ?? 0);
    expect(sent / DEMO_QUOTA.contracted).toBeCloseTo(1 / 3, 1);
    expect(await get('/v1/email_quota')).toMatchObject({
      contracted: DEMO_QUOTA.contracted,
      sent,
      remaining: DEMO_QUOTA.contracted - sent,
      pending_requests: [{ package: DEMO_PENDING_PACKAGE, status: 'pending' }],
    });
    expect(await seedDemoNewsletterSettings(t.deps, officeId)).toBe(false);
  });
});

describe('demo accounts', () => {
  it('shows the account manager a colleague invited who has not chosen a password, on the dashboard', async () => {
    const manager = DEMO_USERS.find((user) => user.role === 'user_account_management');
    const token = await signIn(t.app, manager?.email ?? '', DEMO_PASSWORD);
    const response = await requestJson(t.app, 'GET', '/v1/dashboard', undefined, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    const dashboard = await response.json();
    expect(dashboard.object.panels.accounts).toMatchObject({
      pending_invitations: [{ email: DEMO_INVITED.email, first_name: DEMO_INVITED.firstName }],
      roles_without_anyone: [],
    });
    expect(await seedDemoInvitations(t.deps, officeId)).toBe(false);
  });
});

describe('demo website theme', () => {
  it("is the office's own, served by the public theme endpoint", async () => {
    const [office] = await t.db.select().from(offices).where(eq(offices.id, officeId));
    const response = await requestJson(t.app, 'GET', `/public/v1/offices/${office?.publicKey}/theme`);
    expect(await objectOf(response)).toEqual(DEMO_THEME);
  });
});

describe('demo news', () => {
  it('gives the demo office its news and the library, once: a second run adds nothing', async () => {
    const before = await counts();
    expect(before.news).toBe(OFFICE_NEWS.length + LIBRARY_NEWS.length + COPIES);
    await seedAgain();
    expect(await counts()).toEqual(before);
  });

  it('covers every status, three languages, months of dates, images and a sent-back comment', async () => {
    const items = await t.db.select().from(news).where(eq(news.officeId, officeId));
    expect(new Set(items.map((item) => item.status))).toEqual(
      new Set(['in_preparation', 'ready_to_publish', 'published', 'not_published']),
    );
    expect(items.filter((item) => item.reviewComment)).toHaveLength(1);
    expect(new Set(items.flatMap((item) => item.languages))).toEqual(new Set(['es', 'en', 'pt']));
    const ages = items.map((item) => (t.clock.now().getTime() - item.createdAt.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeLessThan(3);
    expect(Math.max(...ages)).toBeGreaterThan(120);
    const withImage = items.filter((item) => item.imageKey);
    expect(withImage.length).toBe(items.length - OFFICE_NEWS.filter((item) => item.noImage).length);
    // Every item has its own folder of copies, as an upload would.
    expect(new Set(withImage.map((item) => item.imageKey)).size).toBe(withImage.length);
    for (const item of withImage) expect(await t.storage.get(`${item.imageKey}/card.webp`)).not.toBeNull();
    // One X post shows the AI's cover, made for the office, as its own image.
    const versionImages = await t.db
      .select({ channel: newsContents.channel, imageKey: newsContents.imageKey })
      .from(newsContents)
      .where(
        and(
          inArray(
            newsContents.newsId,
            items.map((item) => item.id),
          ),
          isNotNull(newsContents.imageKey),
        ),
      );
    expect(versionImages).toEqual([
      { channel: 'x', imageKey: expect.stringMatching(`^articles/${officeId}/`) },
    ]);
    const revised = await t.db
      .select({ n: count() })
      .from(newsRevisions)
      .where(eq(newsRevisions.revision, 2));
    expect(revised[0]?.n).toBeGreaterThanOrEqual(OFFICE_NEWS.filter((item) => item.revised).length);
  });

  it('keeps the library apart, with copies linked to their source and some still to review', async () => {
    expect(await t.db.select().from(news).where(isNull(news.officeId))).toHaveLength(LIBRARY_NEWS.length);
    const copies = await t.db.select().from(news).where(eq(news.officeId, officeId));
    const linked = copies.filter((item) => item.sourceId);
    expect(linked).toHaveLength(COPIES);
    expect(linked.map((item) => item.toReview).sort()).toEqual([false, true, true]);
  });

  it('reads through the API as the office sees it: dashboard lists and a valid wire shape', async () => {
    const writer = DEMO_USERS.find((user) => user.role === 'content_genrator');
    const token = await signIn(t.app, writer?.email ?? '', DEMO_PASSWORD);
    const list = async (query: string) => {
      const response = await requestJson(t.app, 'GET', `/v1/news_infos${query}`, undefined, { token });
      expect(response.status).toBe(200);
      return (await response.json()) as Page<NewsItem>;
    };
    const all = await list('?per=100');
    expect(all.total_number_of_objects).toBe(OFFICE_NEWS.length + COPIES);
    expect((await list('?to_review=true')).total_number_of_objects).toBe(2);
    // A writer's correction to a published article waits for the reviewer.
    const changes = await list('?pending_review=true');
    expect(changes.objects).toHaveLength(1);
    expect(changes.objects[0]?.pending_review?.author).not.toBeNull();
    expect((await list('?origin=library')).total_number_of_objects).toBe(COPIES);
    expect((await list('?status=ready_to_publish')).total_number_of_objects).toBeGreaterThanOrEqual(5);
    expect((await list('?search=reforma%20laboral')).objects[0]?.title).toMatch(/^Reforma laboral/);
    const scheduled = all.objects.filter((item) =>
      item.publications.some((publication) => publication.state === 'scheduled'),
    );
    expect(scheduled).toHaveLength(3);
    for (const item of scheduled) {
      expect(Date.parse(item.publications[0]?.scheduled_at ?? '')).toBeGreaterThan(t.clock.now().getTime());
    }
  });

  it('gives the website statistics months of readers, most of them on the newest articles, and the dashboard every channel', async () => {
    const reviewer = DEMO_USERS.find((user) => user.role === 'client_statstics');
    const token = await signIn(t.app, reviewer?.email ?? '', DEMO_PASSWORD);
    const statistics = async (range: string) => {
      const response = await requestJson(t.app, 'GET', `/v1/statistics/website?range=${range}`, undefined, {
        token,
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { object: WebsiteStatistics }).object;
    };
    const year = await statistics('year');
    const months = year.series.filter((bucket) => bucket.views > 0);
    expect(months.length).toBeGreaterThanOrEqual(5);
    expect(year.totals.impressions).toBeGreaterThan(year.totals.visitors);
    expect(year.totals.views).toBeGreaterThan(year.totals.shares);
    expect(year.totals.shares).toBeGreaterThan(0);
    expect(year.most_read).toHaveLength(10);
    const week = await statistics('week');
    expect(week.series.every((bucket) => bucket.impressions > 0)).toBe(true);
    expect(week.most_read.length).toBeGreaterThan(0);
    // Rolled up at once, so the dashboards have them too.
    const [raw] = await t.db
      .select({ n: sum(webEvents.count) })
      .from(webEvents)
      .where(eq(webEvents.kind, 'view'));
    const [rolled] = await t.db
      .select({ n: sum(dailyRollups.value) })
      .from(dailyRollups)
      .where(eq(dailyRollups.measure, 'views'));
    expect(Number(rolled?.n)).toBeGreaterThan(0);
    expect(rolled?.n).toBe(raw?.n);
    // Every channel has figures in each range the dashboard offers, last week's included.
    for (const range of ['week', 'month', 'year']) {
      const response = await requestJson(t.app, 'GET', `/v1/dashboard?range=${range}`, undefined, { token });
      const { panels } = ((await response.json()) as { object: Dashboard }).object;
      expect(panels.web?.totals.views, range).toBeGreaterThan(0);
      expect(panels.web?.most_read.length, range).toBeGreaterThan(0);
      expect(panels.newsletter?.totals.sent, range).toBeGreaterThan(0);
      expect(panels.newsletter?.totals.opened, range).toBeGreaterThan(0);
      const networks = panels.social?.networks ?? [];
      expect(networks.map((network) => network.status)).toEqual(networks.map(() => 'connected'));
      // Every network posted in the range and its posts gained likes (a month back, Facebook and Instagram too).
      const posting = networks.filter((network) => network.posts > 0 && network.totals.likes > 0);
      expect(posting.map((network) => network.social_network).sort(), range).toEqual([
        'facebook',
        'instagram',
        'linkedin',
        'twitter',
      ]);
    }

    const [before] = await t.db.select({ n: count() }).from(webEvents);
    await seedAgain();
    const [after] = await t.db.select({ n: count() }).from(webEvents);
    expect(after?.n).toBe(before?.n);
  });
});

describe('demo social', () => {
  it('connects the demo accounts and gives the posts figures over time, once', async () => {
    const [office] = await t.db.select().from(offices).where(eq(offices.name, DEMO_OFFICE_NAME));
    const officeId = office?.id ?? '';
    const connections = await t.db
      .select()
      .from(socialConnections)
      .where(eq(socialConnections.officeId, officeId));
    expect(connections.map((row) => [row.network, row.status]).sort()).toEqual([
      ['facebook', 'connected'],
      ['instagram', 'connected'],
      ['linkedin', 'connected'],
      ['twitter', 'connected'],
    ]);
    expect(connections.every((row) => !row.sealedCredentials.includes('demo-'))).toBe(true);
    const posts = await t.db.select().from(socialPosts).where(eq(socialPosts.officeId, officeId));
    expect(posts.filter((post) => post.network === 'linkedin').length).toBeGreaterThan(3);
    // Every post went out with its address, but three: X refused one, Instagram another, and a
    // third waits on Instagram.
    const published = posts.filter((post) => post.status === 'published');
    expect(published.every((post) => post.permalink)).toBe(true);
    expect(
      posts
        .filter((post) => post.status !== 'published')
        .map((post) => [post.network, post.status])
        .sort(),
    ).toEqual([
      ['instagram', 'failed'],
      ['instagram', 'pending'],
      ['twitter', 'failed'],
    ]);
    const readings = await t.db
      .select()
      .from(socialPostMetrics)
      .where(eq(socialPostMetrics.officeId, officeId));
    expect(readings.length).toBeGreaterThan(posts.length);
    expect(posts.reduce((sum, post) => sum + post.likes, 0)).toBeGreaterThan(0);
    // Each post after its article went out on the web and its account was connected, published on
    // the channel it belongs to; each reading after its post, none in the future.
    const publications = await t.db
      .select()
      .from(newsPublications)
      .where(
        inArray(
          newsPublications.newsId,
          posts.map((post) => post.newsId),
        ),
      );
    const publishedAt = (newsId: string, channel: string) =>
      publications.find((row) => row.newsId === newsId && row.channel === channel)?.publishedAt;
    for (const post of published) {
      const at = post.publishedAt?.getTime() ?? 0;
      expect(publishedAt(post.newsId, 'web')?.getTime()).toBeLessThan(at);
      expect(publishedAt(post.newsId, CHANNEL_OF_NETWORK[post.network])?.getTime()).toBeLessThanOrEqual(at);
      const connection = connections.find((row) => row.network === post.network);
      expect(connection?.connectedAt.getTime()).toBeLessThan(at);
    }
    for (const reading of readings) {
      const post = posts.find((each) => each.id === reading.postId);
      expect(reading.takenAt.getTime()).toBeGreaterThan(post?.publishedAt?.getTime() ?? 0);
      expect(reading.takenAt.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    }
    await seedAgain();
    expect(await t.db.select().from(socialPosts).where(eq(socialPosts.officeId, officeId))).toHaveLength(
      posts.length,
    );
  });
});

describe('demo calendar', () => {
  it('fills the weeks around today with every channel in each state, and a job sends each scheduled newsletter', async () => {
    const reviewer = DEMO_USERS.find((user) => user.role === 'client_reviewer');
    const token = await signIn(t.app, reviewer?.email ?? '', DEMO_PASSWORD);
    const day = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString().slice(0, 10);
    // A month's screen around today, whatever day of the month today is.
    const response = await requestJson(
      t.app,
      'GET',
      `/v1/calendar?from=${day(-14)}&to=${day(14)}`,
      undefined,
      {
        token,
      },
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const { objects } = (await response.json()) as Calendar;
    const kinds = new Set(objects.map((entry) => `${entry.kind} ${entry.status}`));
    expect([...kinds].sort()).toEqual(
      [
        'web published',
        'web scheduled',
        'newsletter sent',
        'newsletter scheduled',
        'newsletter planned',
        'social published',
        'social failed',
        'social scheduled',
        'social planned',
      ].sort(),
    );
    const now = t.clock.now().toISOString();
    const later = (status: string) =>
      objects.filter((entry) => entry.status === status && entry.starts_at > now);
    expect(later('scheduled').filter((entry) => entry.kind === 'web').length).toBeGreaterThanOrEqual(3);
    // A web window that closes within the month ahead, and the planned runs carrying what they would send.
    expect(
      objects.some((entry) => entry.kind === 'web' && entry.ends_at && entry.ends_at < `${day(31)}`),
    ).toBe(true);
    expect(later('planned').some((entry) => entry.kind === 'newsletter' && entry.items?.length)).toBe(true);
    expect(later('planned').some((entry) => entry.kind === 'social' && entry.items?.length)).toBe(true);
    // The custom newsletters scheduled, each with the job that sends it at its time; and an article's own.
    const campaigns = later('scheduled').filter((entry) => entry.kind === 'newsletter' && entry.campaign_id);
    expect(campaigns.map((entry) => entry.title).sort()).toEqual(
      DEMO_SCHEDULED_CAMPAIGNS.map((campaign) => campaign.subject).sort(),
    );
    for (const entry of campaigns) {
      const jobs = await t.queue.boss.findJobs(newsletterScheduledSend.name, {
        data: { campaign_id: entry.campaign_id },
      });
      expect(jobs.map((job) => new Date(job.startAfter).toISOString())).toEqual([entry.starts_at]);
    }
    expect(later('scheduled').some((entry) => entry.kind === 'newsletter' && entry.news_id)).toBe(true);
    // Scheduled on LinkedIn and X after their articles reach the web.
    expect(
      later('scheduled')
        .filter((entry) => entry.kind === 'social')
        .map((entry) => entry.network)
        .sort(),
    ).toEqual(['linkedin', 'twitter']);
    expect(
      await t.db.select().from(socialPlanning).where(eq(socialPlanning.officeId, officeId)),
    ).toMatchObject([{ autoPublish: true, publicationHours: DEMO_PLANNING.publication_hours }]);
  });
});

describe('demo of every channel', () => {
  it('publishes on each channel of the descriptor, posts on each network, and rolls each up', async () => {
    const published = await t.db
      .selectDistinct({ channel: newsPublications.channel })
      .from(newsPublications)
      .innerJoin(news, eq(news.id, newsPublications.newsId))
      .where(and(eq(news.officeId, officeId), eq(newsPublications.state, 'published')));
    expect(published.map((row) => row.channel).sort()).toEqual([...CHANNELS].sort());
    const posted = await t.db
      .selectDistinct({ network: socialPosts.network })
      .from(socialPosts)
      .where(eq(socialPosts.officeId, officeId));
    expect(posted.map((row) => row.network).sort()).toEqual([...SOCIAL_NETWORKS].sort());
    const rolledUp = await t.db
      .selectDistinct({ channel: dailyRollups.channel })
      .from(dailyRollups)
      .where(eq(dailyRollups.officeId, officeId));
    expect(rolledUp.map((row) => row.channel).sort()).toEqual(
      MODULE_PARTS.rollupSources.map((source) => source.channel).sort(),
    );
  });
});

describe('demo AI usage', () => {
  it("shows the admin a month of the office's offline engine use, once", async () => {
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const usage = async () => {
      const response = await requestJson(t.app, 'GET', '/v1/ai/usage/offices', undefined, { token: admin });
      expect(response.status).toBe(200);
      return (await response.json()) as AiUsageByOffice;
    };
    const first = await usage();
    const demo = first.offices.find((office) => office.office_id === officeId);
    expect(demo?.calls).toBeGreaterThan(100);
    expect(demo).toMatchObject({ name: DEMO_OFFICE_NAME, input_tokens: 0, output_tokens: 0 });
    await seedAgain();
    expect(await usage()).toEqual(first);
  });
});

describe('demo requests', () => {
  it('wait for the admin: one to join the demo office, a new firm, questions; once; an approved one signs in', async () => {
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const waiting = async () => {
      const response = await requestJson(t.app, 'GET', '/v1/admin/dashboard', undefined, { token: admin });
      expect(response.status).toBe(200);
      return (await objectOf<AdminDashboard>(response)).offices;
    };
    expect(await waiting()).toMatchObject({ pending_signups: 2, information_requests: 3 });
    const pending = await requestJson(t.app, 'GET', '/v1/signup_requests?status=pending', undefined, {
      token: admin,
    });
    const requests = (await pending.json()) as { objects: SignupRequest[] };
    const joining = requests.objects.find((request) => request.office_id === officeId);
    const newFirm = requests.objects.find((request) => request.office_id === null);
    expect(joining?.subject_ids).toHaveLength(2);
    expect(newFirm).toMatchObject({ office_name: 'Carvalho & Associados' });

    const approved = await requestJson(
      t.app,
      'POST',
      `/v1/signup_requests/${joining?.id}/approve`,
      undefined,
      {
        token: admin,
      },
    );
    expect(approved.status).toBe(200);
    await signIn(t.app, joining?.email ?? '', DEMO_PASSWORD);
    await seedAgain();
    expect(await waiting()).toMatchObject({ pending_signups: 1, information_requests: 3 });
  });
});

describe('demo statistics across offices', () => {
  it("show the admin the demo office's website, newsletter and social figures, the only office with any", async () => {
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const statisticsOf = async (query: string) => {
      const response = await requestJson(t.app, 'GET', `/v1/admin/statistics?${query}`, undefined, {
        token: admin,
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { object: AdminStatistics }).object;
    };
    const all = await statisticsOf('range=year');
    const demo = await statisticsOf(`range=year&office_id=${officeId}`);
    expect(all.offices.map((office) => office.name)).toEqual([DEMO_OFFICE_NAME]);
    expect(demo.offices.map((office) => office.id)).toEqual([officeId]);
    const [row] = demo.offices;
    expect(row?.web.views).toBeGreaterThan(0);
    expect(row?.newsletter.opened).toBeGreaterThan(0);
    expect(row?.social.likes).toBeGreaterThan(0);
    expect(demo.web.totals.views).toBe(row?.web.views);
  });
});

describe('demo newsletter recipients', () => {
  it('lists dozens through the API, with every story: statuses, sources, subjects, switched off; once', async () => {
    const reviewer = DEMO_USERS.find((user) => user.role === 'client_reviewer');
    const token = await signIn(t.app, reviewer?.email ?? '', DEMO_PASSWORD);
    const all = async () => {
      const response = await requestJson(t.app, 'GET', '/v1/newsletter/recipients?per=100', undefined, {
        token,
      });
      expect(response.status).toBe(200);
      return (await response.json()) as Page<Recipient>;
    };
    const first = await all();
    expect(first.total_number_of_objects).toBeGreaterThanOrEqual(30);
    const recipients = first.objects;
    expect(new Set(recipients.map((r) => r.status))).toEqual(
      new Set(['subscribed', 'pending', 'unsubscribed', 'bounced']),
    );
    expect(new Set(recipients.map((r) => r.consent_source))).toEqual(
      new Set(['import', 'back_office', 'website', 'wordpress']),
    );
    expect(recipients.some((r) => !r.active)).toBe(true);
    expect(recipients.filter((r) => r.subject_ids.length > 0).length).toBeGreaterThan(recipients.length / 2);
    await seedAgain();
    expect((await all()).total_number_of_objects).toBe(first.total_number_of_objects);
  });
});

describe('demo newsletter campaigns', () => {
  it("give the demo's readers months of reading, so who reads what ranks real people", async () => {
    const viewer = DEMO_USERS.find((user) => user.role === 'client_statstics');
    const token = await signIn(t.app, viewer?.email ?? '', DEMO_PASSWORD);
    const get = async (path: string) => (await requestJson(t.app, 'GET', path, undefined, { token })).json();
    const followed = await t.db
      .select({ subjectIds: newsletterRecipients.subjectIds })
      .from(newsletterRecipients)
      .where(eq(newsletterRecipients.officeId, officeId));
    const counted = new Map<string, number>();
    for (const { subjectIds } of followed)
      for (const id of subjectIds) counted.set(id, (counted.get(id) ?? 0) + 1);
    const subject = [...counted.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    const { objects } = (await get(`/v1/statistics/interests?subject=${subject}&range=year`)) as {
      objects: Interest[];
    };
    expect(objects.length).toBeGreaterThanOrEqual(5);
    expect(new Set(objects.map((row) => row.score)).size).toBeGreaterThanOrEqual(4);
    expect(objects[0]?.clicks).toBeGreaterThan(0);
    // Readers engage with their own subjects: those who rank highest on one follow it.
    const followers = await t.db
      .select({ id: newsletterRecipients.id, subjectIds: newsletterRecipients.subjectIds })
      .from(newsletterRecipients)
      .where(eq(newsletterRecipients.officeId, officeId));
    const follows = (row: Interest) =>
      followers.find((each) => each.id === row.recipient_id)?.subjectIds.includes(subject as string);
    expect(objects.slice(0, 5).filter(follows).length).toBeGreaterThanOrEqual(3);
    expect(objects[0]?.news.length).toBeGreaterThan(0);
    // The keenest reader's page: months of newsletters, opened and clicked, and their subjects ranked.
    const { object } = (await get(
      `/v1/newsletter/recipients/${objects[0]?.recipient_id}/activity?range=year`,
    )) as {
      object: RecipientActivity;
    };
    expect(object.totals.sent).toBeGreaterThanOrEqual(10);
    expect(object.totals.clicked).toBeGreaterThan(0);
    expect(object.subjects.map((each) => each.subject_id)).toContain(subject);
    const months = new Set(
      object.events.filter((event) => event.kind === 'opened').map((event) => event.at.slice(0, 7)),
    );
    expect(months.size).toBeGreaterThanOrEqual(4);
  });

  it('fill the newsletter statistics over the last months, scanners and an interrupted message included', async () => {
    const viewer = DEMO_USERS.find((user) => user.role === 'client_statstics');
    const token = await signIn(t.app, viewer?.email ?? '', DEMO_PASSWORD);
    const response = await requestJson(t.app, 'GET', '/v1/statistics/newsletter?range=year', undefined, {
      token,
    });
    const { object } = (await response.json()) as { object: NewsletterStatistics };
    expect(object.campaigns.length).toBeGreaterThanOrEqual(6);
    expect(object.series.filter((month) => month.sent > 0).length).toBeGreaterThanOrEqual(5);
    expect(object.totals.delivered).toBeLessThan(object.totals.sent);
    expect(object.totals.opened).toBeGreaterThan(object.totals.clicked);
    expect(object.totals.clicked).toBeGreaterThan(0);
    // Each newsletter carried articles already on the web, and is their newsletter publication.
    const campaigns = await t.db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.officeId, officeId));
    const items = await t.db
      .select({ id: news.id, publishedAt: news.publishedAt })
      .from(news)
      .where(eq(news.officeId, officeId));
    for (const campaign of campaigns) {
      // (The one waiting for approval was prepared at its slot and never started.)
      const made = campaign.startedAt ?? campaign.createdAt;
      for (const newsId of campaign.newsIds) {
        const item = items.find((each) => each.id === newsId);
        expect(item?.publishedAt?.getTime()).toBeLessThan(made.getTime());
      }
    }
    // The office asks for approval: its latest automatic newsletter waits, prepared and unsent, and
    // the sweep neither prepares another for its slot nor sends it.
    const waiting = campaigns.filter((campaign) => campaign.status === 'awaiting_approval');
    expect(waiting).toMatchObject([{ kind: 'auto', startedAt: null }]);
    expect(waiting[0]?.newsIds.length).toBeGreaterThan(0);
    const latestAuto = campaigns
      .filter((campaign) => campaign.kind === 'auto')
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    expect(latestAuto?.id).toBe(waiting[0]?.id);
    const run = await runAutoPublish(jobContext(t.deps, { job: 'newsletter-auto-publish', officeId: null }));
    expect(run.prepared).not.toContain(officeId);
    expect(run.sent).not.toContain(officeId);
    expect(await seedDemoCampaigns(t.deps, officeId)).toBe(false);
  });
});

describe('a start on a seeded data folder', () => {
  it('finds every part of the demo recorded, and seeds nothing', async () => {
    const recorded = await t.db.select({ what: demoSeeds.what }).from(demoSeeds);
    expect(recorded.map((row) => row.what).sort()).toEqual(
      ['news', ...DEMO_SEEDS.map((part) => part.what)].sort(),
    );
    const before = await counts();
    expect(await seedDemo(t.deps, DEMO_SEEDS)).toBe(true);
    expect(await counts()).toEqual(before);
  });
});

describe('demo office renamed', () => {
  it('is found again by its id at the next start: seeding succeeds and makes no second demo office', async () => {
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const rename = async (name: string) => {
      const current = await objectOf<Record<string, unknown>>(
        await requestJson(t.app, 'GET', `/v1/offices/${officeId}`, undefined, { token: admin }),
      );
      const { website_url, news_url, contact_url, email, phone, address, tolgeo, time_zone } = current;
      const body = { name, website_url, news_url, contact_url, email, phone, address, tolgeo, time_zone };
      const response = await requestJson(t.app, 'PUT', `/v1/offices/${officeId}`, body, { token: admin });
      expect(response.status).toBe(200);
    };
    const before = await counts();
    await rename('Bufete Renombrado');
    try {
      expect(await seedAgain()).toBe(true);
      const all = await t.db.select({ id: offices.id, name: offices.name }).from(offices);
      expect(all).toEqual([{ id: officeId, name: 'Bufete Renombrado' }]);
      expect(await counts()).toEqual(before);
    } finally {
      await rename(DEMO_OFFICE_NAME);
    }
  });
});

describe('demo seeding that fails', () => {
  it('is logged and does not stop the start', async () => {
    const lines = t.logs.length;
    const unreachable = new Proxy(t.db, {
      get() {
        throw new Error('the database went away');
      },
    });
    expect(await seedDemo({ ...t.deps, db: unreachable }, DEMO_SEEDS)).toBe(false);
    expect(t.logs.slice(lines)).toContainEqual(
      expect.objectContaining({
        level: 50,
        err: expect.objectContaining({ message: 'the database went away' }),
      }),
    );
  });
});
