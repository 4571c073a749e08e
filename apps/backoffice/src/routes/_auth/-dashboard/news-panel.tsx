import { mayUse } from '@gaceta/shared/accounts/roles';
import type { Locale } from '@gaceta/shared/locales';
import type { NewsItem } from '@gaceta/shared/news';
import type { StatisticsRange } from '@gaceta/shared/statistics';
import type { MostReadNews } from '@gaceta/shared/statistics/dashboards';
import type { Scorecards } from '@gaceta/shared/statistics/scorecards';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowRight, CalendarDays, Library, Newspaper, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/list/query-state';
import { Alert } from '@/components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMe } from '@/features/auth/api/get-me';
import { type NewsListParams, useNewsList } from '@/features/news/api/get-news-list';
import { ChangesToReview, NewsStatusBadge, SentBack } from '@/features/news/components/workflow/news-status';
import { useScorecards } from '@/features/statistics/api/get-scorecards';
import { cn } from '@/lib/utils';
import { DateTime } from '../-components/date-time';
import { Panel } from './panel';

const SHOWN = 5;
const FOOTER_LINK =
  'inline-flex items-center gap-1 text-sm font-medium text-ink-700 underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';
const TITLE_LINK =
  'font-medium text-ink-900 underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** The dashboard's lists, each a filter of GET /v1/news_infos (spec section 2). */
const LISTS = {
  latest: { per: SHOWN, sort: 'latest' },
  ready: { per: SHOWN, status: 'ready_to_publish' },
  review: { per: SHOWN, to_review: true },
  returned: { per: SHOWN, returned: true },
  changes: { per: SHOWN, pending_review: true },
  distributed: { per: SHOWN, origin: 'library' },
} satisfies Record<string, NewsListParams>;

/** The news panel: what the office wrote lately, what waits for a step, and what the library sent. */
export function NewsPanel({
  className,
  statistics,
}: {
  className?: string;
  /**
   * The range's most read news and its range, for those whose roles see statistics: without them
   * the most read and subjects tabs are not offered.
   */
  statistics?: { mostRead: readonly MostReadNews[]; range: StatisticsRange };
}) {
  const latest = useNewsList(LISTS.latest);
  const ready = useNewsList(LISTS.ready);
  const review = useNewsList(LISTS.review);
  const returned = useNewsList(LISTS.returned);
  const changes = useNewsList(LISTS.changes);
  const distributed = useNewsList(LISTS.distributed);
  const me = useMe();
  const { t } = useLingui();

  return (
    <Panel
      className={className}
      icon={Newspaper}
      title={<Trans>News</Trans>}
      description={
        <Trans>
          What your office wrote lately, what is waiting for a step, and what the library sent you.
        </Trans>
      }
    >
      {/* For those who can act on it: the writers. */}
      {mayUse(me, 'news.write') && <SentBackNotice total={returned.data?.total_number_of_objects ?? 0} />}
      <Tabs defaultValue="latest">
        <TabsList aria-label={t`News lists`}>
          <TabsTrigger value="latest">
            <Trans>Latest</Trans>
          </TabsTrigger>
          {statistics && (
            <>
              <TabsTrigger value="most-read">
                <Trans>Most read</Trans>
              </TabsTrigger>
              <TabsTrigger value="subjects">
                <Trans>Subjects</Trans>
              </TabsTrigger>
            </>
          )}
          <TabsTrigger value="review">
            <Trans>Ready to review</Trans>
            <Count total={review.data?.total_number_of_objects} />
          </TabsTrigger>
          <TabsTrigger value="ready">
            <Trans>Ready to publish</Trans>
            <Count total={ready.data?.total_number_of_objects} />
          </TabsTrigger>
          <TabsTrigger value="distributed">
            <Trans>Distributed</Trans>
            <Count total={distributed.data?.total_number_of_objects} />
          </TabsTrigger>
          <TabsTrigger value="returned">
            <Trans>Returned</Trans>
            <Count total={returned.data?.total_number_of_objects} />
          </TabsTrigger>
          <TabsTrigger value="changes">
            <Trans>Changes to review</Trans>
            <Count total={changes.data?.total_number_of_objects} />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="latest">
          <NewsList query={latest} emptyText={<Trans>Your office has not written any news yet.</Trans>} />
        </TabsContent>
        <TabsContent value="ready">
          <NewsList query={ready} emptyText={<Trans>No news is waiting to be published.</Trans>} />
        </TabsContent>
        <TabsContent value="returned">
          <NewsList query={returned} emptyText={<Trans>No news has been sent back to preparation.</Trans>} />
        </TabsContent>
        <TabsContent value="changes">
          <NewsList
            query={changes}
            emptyText={<Trans>No published news has changes waiting for review.</Trans>}
          />
        </TabsContent>
        <TabsContent value="review">
          <NewsList
            query={review}
            emptyText={<Trans>Every news item received from the library has been reviewed.</Trans>}
          />
        </TabsContent>
        <TabsContent value="distributed">
          <NewsList
            query={distributed}
            emptyText={<Trans>The library has not sent you any news yet.</Trans>}
          />
        </TabsContent>
        {statistics && (
          <>
            <TabsContent value="most-read">
              <MostRead news={statistics.mostRead} />
            </TabsContent>
            <TabsContent value="subjects">
              <Subjects range={statistics.range} />
            </TabsContent>
          </>
        )}
      </Tabs>
      <div className="mt-5 flex flex-wrap justify-end gap-x-6 gap-y-2 border-t pt-4">
        <Link to="/calendar" className={FOOTER_LINK}>
          <CalendarDays className="size-4" aria-hidden />
          <Trans>Calendar of every channel</Trans>
        </Link>
        <Link to="/news" className={FOOTER_LINK}>
          <Trans>All news</Trans>
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </Panel>
  );
}

/** Work returned to its writers, said where they land: how much, and where the comments are. */
function SentBackNotice({ total }: { total: number }) {
  if (total === 0) return null;
  return (
    <Alert variant="warning" role="status" className="mb-4">
      <Undo2 aria-hidden />
      <span className="flex-1">
        <Plural
          value={total}
          one="# news item was sent back to preparation with a reviewer's comment."
          other="# news items were sent back to preparation with a reviewer's comment."
        />{' '}
        <Link
          to="/news"
          search={{ returned: true }}
          className="font-medium underline underline-offset-2 focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Trans>Read the comments</Trans>
        </Link>
      </span>
    </Alert>
  );
}

/** The office's most read news on its website in the dashboard's range. */
function MostRead({ news }: { news: readonly MostReadNews[] }) {
  if (news.length === 0) {
    return <EmptyText>{<Trans>No news has been read on your website in this period.</Trans>}</EmptyText>;
  }
  return (
    <ol className="divide-y">
      {news.slice(0, SHOWN).map((item) => (
        <li key={item.id} className="flex items-center justify-between gap-3 py-2.5">
          <Link
            to="/statistics/news/$id"
            params={{ id: item.id }}
            className={cn(TITLE_LINK, 'min-w-0 truncate text-sm')}
          >
            {item.title}
          </Link>
          <span className="shrink-0 text-sm text-muted-foreground tabular-nums">
            <Plural value={item.views} one="# view" other="# views" />
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Which practice areas' news readers open: the office's articles summed per subject. */
function Subjects({ range }: { range: StatisticsRange }) {
  const { i18n } = useLingui();
  const scorecards = useScorecards('subject', range);
  const locale = i18n.locale as Locale;
  return (
    <QueryState
      query={scorecards}
      isEmpty={(loaded) => topSubjects(loaded).length === 0}
      emptyText={<Trans>No news of any subject has been read in this period.</Trans>}
    >
      {(loaded) => (
        <>
          <ol className="divide-y">
            {topSubjects(loaded).map((group) => (
              <li key={group.key} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                <span className="min-w-0 truncate font-medium text-ink-900">
                  {group.subject_name?.[locale] ?? group.key}
                </span>
                <span className="shrink-0 text-muted-foreground tabular-nums">
                  <Plural value={group.news_count} one="# news item" other="# news items" />
                  {' · '}
                  <Plural value={group.figures.web?.views ?? 0} one="# view" other="# views" />
                </span>
              </li>
            ))}
          </ol>
          <p className="mt-3 text-right text-sm">
            <Link to="/statistics/scorecards" search={{ group_by: 'subject', range }} className={TITLE_LINK}>
              <Trans>Figures by subject and by author</Trans>
            </Link>
          </p>
        </>
      )}
    </QueryState>
  );
}

/** The most read subjects (the groups come most viewed first), leaving out the news without a subject. */
const topSubjects = (scorecards: Scorecards) =>
  scorecards.groups.filter((group) => group.key !== null).slice(0, SHOWN);

function EmptyText({ children }: { children: ReactNode }) {
  return <p className="py-6 text-center text-sm text-muted-foreground">{children}</p>;
}

function Count({ total }: { total: number | undefined }) {
  if (total === undefined) return null;
  return (
    <span className="rounded-full bg-ink-100 px-1.5 text-xs font-semibold text-ink-800 tabular-nums">
      {total}
    </span>
  );
}

function NewsList({ query, emptyText }: { query: ReturnType<typeof useNewsList>; emptyText: ReactNode }) {
  return (
    <QueryState query={query} isEmpty={(page) => page.objects.length === 0} emptyText={emptyText}>
      {(page) => (
        <ul className="divide-y">
          {page.objects.map((item) => (
            <NewsRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function NewsRow({ item }: { item: NewsItem }) {
  return (
    <li className="grid gap-1.5 py-3 first:pt-0 last:pb-0">
      <Link to="/news/edit/$id" params={{ id: item.id }} className={TITLE_LINK}>
        {item.title}
      </Link>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <NewsStatusBadge status={item.status} />
        <SentBack item={item} />
        <ChangesToReview item={item} />
        {item.source_id && (
          <span className="inline-flex items-center gap-1">
            <Library className="size-3.5" aria-hidden />
            {item.to_review ? <Trans>From the library, to review</Trans> : <Trans>From the library</Trans>}
          </span>
        )}
        <DateTime value={item.created_at} />
      </div>
    </li>
  );
}
