import type { NewsItem } from '@gaceta/shared/news';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowRight, ChartNoAxesColumn, Library, Newspaper, Undo2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { ListState } from '@/components/list-state';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { type NewsListParams, useNewsList } from '@/features/news/api/get-news-list';
import { ChangesToReview, NewsStatusBadge, SentBack } from '@/features/news/components/news-status';
import { useWebsiteStatistics } from '@/features/statistics/api/get-website-statistics';
import { cn } from '@/lib/utils';
import { DateTime } from '../-components/date-time';

const SHOWN = 5;
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
  canSeeStatistics,
}: {
  className?: string;
  /** Whether the user's roles include the website statistics the most read tab ranks by. */
  canSeeStatistics: boolean;
}) {
  const latest = useNewsList(LISTS.latest);
  const ready = useNewsList(LISTS.ready);
  const review = useNewsList(LISTS.review);
  const returned = useNewsList(LISTS.returned);
  const changes = useNewsList(LISTS.changes);
  const distributed = useNewsList(LISTS.distributed);
  const { t } = useLingui();
  const titleId = useId();

  return (
    <Card className={className} role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row items-start gap-4">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-ink-50 text-ink-700">
          <Newspaper className="size-5" aria-hidden />
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <CardTitle id={titleId}>
            <Trans>News</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              What your office wrote lately, what is waiting for a step, and what the library sent you.
            </Trans>
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <SentBackNotice total={returned.data?.total_number_of_objects ?? 0} />
        <Tabs defaultValue="latest">
          <TabsList aria-label={t`News lists`}>
            <TabsTrigger value="latest">
              <Trans>Latest</Trans>
            </TabsTrigger>
            <TabsTrigger value="ready">
              <Trans>Ready to publish</Trans>
              <Count total={ready.data?.total_number_of_objects} />
            </TabsTrigger>
            <TabsTrigger value="returned">
              <Trans>Returned</Trans>
              <Count total={returned.data?.total_number_of_objects} />
            </TabsTrigger>
            <TabsTrigger value="changes">
              <Trans>Changes to review</Trans>
              <Count total={changes.data?.total_number_of_objects} />
            </TabsTrigger>
            <TabsTrigger value="review">
              <Trans>Ready to review</Trans>
              <Count total={review.data?.total_number_of_objects} />
            </TabsTrigger>
            <TabsTrigger value="distributed">
              <Trans>Distributed</Trans>
              <Count total={distributed.data?.total_number_of_objects} />
            </TabsTrigger>
            <TabsTrigger value="most-read">
              <Trans>Most read</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="latest">
            <NewsList query={latest} emptyText={<Trans>Your office has not written any news yet.</Trans>} />
          </TabsContent>
          <TabsContent value="ready">
            <NewsList query={ready} emptyText={<Trans>No news is waiting to be published.</Trans>} />
          </TabsContent>
          <TabsContent value="returned">
            <NewsList
              query={returned}
              emptyText={<Trans>No news has been sent back to preparation.</Trans>}
            />
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
          <TabsContent value="most-read">
            {canSeeStatistics ? (
              <MostRead />
            ) : (
              <p className="flex items-start gap-3 rounded-lg bg-muted p-4 text-sm text-muted-foreground">
                <ChartNoAxesColumn className="mt-0.5 size-4 shrink-0" aria-hidden />
                <Trans>Your roles do not include the website statistics that rank the most read news.</Trans>
              </p>
            )}
          </TabsContent>
        </Tabs>
        <div className="mt-5 flex justify-end border-t pt-4">
          <Link
            to="/news"
            className="inline-flex items-center gap-1 text-sm font-medium text-ink-700 underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <Trans>All news</Trans>
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </CardContent>
    </Card>
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

/** The office's most read news on its website over the last 30 days (GET /v1/statistics/website). */
function MostRead() {
  const statistics = useWebsiteStatistics('month');
  const mostRead = statistics.data?.most_read.slice(0, SHOWN) ?? [];
  return (
    <ListState
      loading={statistics.isPending}
      error={statistics.error?.message}
      onRetry={() => void statistics.refetch()}
      empty={mostRead.length === 0}
      emptyText={<Trans>No news has been read on your website in the last 30 days.</Trans>}
    >
      <ol className="divide-y">
        {mostRead.map((item) => (
          <li key={item.id} className="flex items-center justify-between gap-3 py-2.5">
            <Link
              to="/news/edit/$id"
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
      <p className="mt-3 text-right text-sm">
        <Link
          to="/statistics/website"
          className="font-medium text-ink-700 underline-offset-4 hover:underline"
        >
          <Trans>Website statistics</Trans>
        </Link>
      </p>
    </ListState>
  );
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
    <ListState
      loading={query.isPending}
      error={query.error?.message}
      onRetry={() => void query.refetch()}
      empty={query.data?.objects.length === 0}
      emptyText={emptyText}
    >
      <ul className="divide-y">
        {query.data?.objects.map((item) => (
          <NewsRow key={item.id} item={item} />
        ))}
      </ul>
    </ListState>
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
