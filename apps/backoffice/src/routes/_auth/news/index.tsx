import { Area } from '@gaceta/shared/areas';
import { Id } from '@gaceta/shared/common';
import { DATE_ORDER, onTheWebAt } from '@gaceta/shared/news';
import { NEWS_LANGUAGES, NEWS_SORTS, NEWS_STATUSES } from '@gaceta/shared/news/workflow';
import { pageCount } from '@gaceta/shared/pagination';
import { wallClockToInstant } from '@gaceta/shared/wall-clock';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { PenLine } from 'lucide-react';
import * as v from 'valibot';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { ListPagination, PageParam } from '@/components/list/list-pagination';
import { QueryState } from '@/components/list/query-state';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMe } from '@/features/auth/api/get-me';
import { requirePermission } from '@/features/auth/require-permission';
import { newsQueryOptions } from '@/features/news/api/get-news';
import { NEWS_PER_PAGE, type NewsListParams, useNewsList } from '@/features/news/api/get-news-list';
import { NewsFilters, type NewsFilterValues } from '@/features/news/components/list/news-filters';
import { NewsList } from '@/features/news/components/list/news-list';
import { NewsletterTray } from '@/features/news/components/list/newsletter-selection';
import { useNewsActionDialogs } from '@/features/news/components/workflow/news-action-dialogs';
import { useNewsletterSelection } from '@/features/news/lib/newsletter-selection';
import { SendNewsletterButton } from '@/features/newsletter-campaigns/components/send-newsletter-button';
import { newsStatisticsDialog } from '@/features/statistics/components/news-statistics-dialog';
import { useSubjectOptions } from '@/features/subjects/hooks/use-subject-tree';
import { translateMessage } from '@/lib/error-messages';
import { useLastPageIfPastEnd, useSearchBox } from '@/lib/hooks/use-list-search';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { useNewsAccess } from './-components/use-news-access';

/** A search parameter that is dropped, rather than refused, when someone edits the URL badly. */
const optional = <T extends v.GenericSchema>(schema: T) =>
  v.optional(v.fallback(v.optional(schema), undefined));
const Day = v.pipe(v.string(), v.isoDate());

export const Route = createFileRoute('/_auth/news/')({
  validateSearch: v.object({
    page: PageParam,
    search: v.optional(v.fallback(v.string(), '')),
    subject: optional(Id),
    status: optional(v.picklist(NEWS_STATUSES)),
    returned: optional(v.boolean()),
    pending_review: optional(v.boolean()),
    language: optional(v.picklist(NEWS_LANGUAGES)),
    area: optional(Area),
    sort: optional(v.picklist(NEWS_SORTS)),
    from: optional(Day),
    to: optional(Day),
  }),
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'news.read'),
  staticData: { title: SCREEN_TITLES.news },
  component: NewsPage,
});

function NewsPage() {
  const me = useMe();
  return (
    <PageFrame>
      {/* An admin acting as themselves works on the provider's library; the API answers it. */}
      <NewsScreen officeId={me.office?.id ?? null} />
    </PageFrame>
  );
}

/** The first and last instants of the days picked, on the office's calendar. */
function dayRange(from: string | undefined, to: string | undefined, timeZone: string) {
  const start = from ? wallClockToInstant({ date: from, time: '00:00' }, timeZone) : null;
  const lastMinute = to ? wallClockToInstant({ date: to, time: '23:59' }, timeZone) : null;
  const end = lastMinute ? new Date(Date.parse(lastMinute) + 59_999).toISOString() : null;
  return { start, end, reversed: Boolean(start && end && start > end) };
}

/** The office's news, or with `officeId` null the provider's library (admins). */
function NewsScreen({ officeId }: { officeId: string | null }) {
  const { i18n } = useLingui();
  const me = useMe();
  const library = officeId === null;
  const newsAccess = useNewsAccess();
  const { access, timeZone, webWindow } = newsAccess;
  // The custom newsletter is an office's; the library has none.
  const newsletter = newsAccess.newsletter && !library;
  const { page = 1, search = '', from, to, ...filters } = Route.useSearch();
  const navigate = Route.useNavigate();
  // A new search, like any new filter, starts again from the first page.
  const [typed, setTyped] = useSearchBox(
    search,
    (next) =>
      void navigate({ search: (prev) => ({ ...prev, search: next, page: undefined }), replace: true }),
  );
  const setFilters = (changes: NewsFilterValues) =>
    void navigate({ search: (prev) => ({ ...prev, ...changes, page: undefined }), replace: true });
  const clearFilters = () => {
    setTyped('');
    void navigate({ search: filters.sort ? { sort: filters.sort } : {}, replace: true });
  };

  const range = dayRange(from, to, timeZone);
  const params: NewsListParams = {
    page,
    ...(search ? { search } : {}),
    ...filters,
    // A reversed range is not sent: the screen says why instead.
    ...(range.start && !range.reversed ? { publish_from: range.start } : {}),
    ...(range.end && !range.reversed ? { publish_to: range.end } : {}),
  };
  const news = useNewsList(params, { keepPrevious: true });
  const total = news.data?.total_number_of_objects ?? 0;
  const pages = pageCount(total, NEWS_PER_PAGE);
  useLastPageIfPastEnd(page, pages, (last) => {
    void navigate({ search: (prev) => ({ ...prev, page: last }), replace: true });
  });

  const subjects = useSubjectOptions(me.tolgeo);
  const selection = useNewsletterSelection(officeId ?? 'library');
  // The chosen items as they are now: the send step names those readers cannot find on the website.
  const chosen = useQueries({
    queries: newsletter ? selection.items.map((item) => newsQueryOptions(item.id)) : [],
  });
  const now = new Date();
  const offWeb = chosen.flatMap(({ data }) =>
    data && !onTheWebAt(data.object, now) ? [data.object.title] : [],
  );
  const actions = useNewsActionDialogs({ timeZone, webWindow, statisticsDialog: newsStatisticsDialog });
  const filtered = Boolean(
    search ||
      from ||
      to ||
      filters.subject ||
      filters.status ||
      filters.returned ||
      filters.pending_review ||
      filters.language ||
      filters.area,
  );

  return (
    <>
      <PageHeader
        title={i18n._(SCREEN_TITLES.news)}
        description={
          library ? (
            <Trans>
              The provider's library: publishing an item gives a copy to every office subscribed to one of its
              subjects in one of its areas.
            </Trans>
          ) : (
            <Trans>Your office's news: write, review, publish and schedule them on each channel.</Trans>
          )
        }
        actions={
          access.write && (
            <Button asChild>
              <Link to="/news/add">
                <PenLine aria-hidden />
                <Trans>Write news</Trans>
              </Link>
            </Button>
          )
        }
      />

      {newsletter && (
        <NewsletterTray
          items={selection.items}
          selection={selection.selection}
          sendAction={
            <SendNewsletterButton
              newsIds={selection.items.map((item) => item.id)}
              offWeb={offWeb}
              testAddress={me.impersonated_by?.email ?? me.email}
              timeZone={timeZone}
              onRemove={(ids) => {
                for (const id of ids) selection.selection.remove(id);
              }}
            />
          }
        />
      )}

      <Card>
        <NewsFilters
          search={typed}
          onSearchChange={setTyped}
          values={{ ...filters, from, to }}
          onChange={setFilters}
          onClear={clearFilters}
          subjects={subjects}
          rangeError={range.reversed ? translateMessage(DATE_ORDER) : undefined}
        />
        {news.data && (
          <p className="px-4 pt-3 text-sm text-muted-foreground tabular-nums" aria-live="polite">
            <Plural value={total} one="# news item" other="# news items" />
          </p>
        )}
        <QueryState
          query={news}
          isEmpty={(loaded) => loaded.objects.length === 0}
          emptyText={
            filtered ? (
              <Trans>No news matches these filters.</Trans>
            ) : (
              <span className="grid justify-items-center gap-4">
                <Trans>There is no news yet.</Trans>
                {access.write && (
                  <Button asChild>
                    <Link to="/news/add">
                      <PenLine aria-hidden />
                      <Trans>Write the first news item</Trans>
                    </Link>
                  </Button>
                )}
              </span>
            )
          }
        >
          {(loaded) => (
            <NewsList
              items={loaded.objects}
              access={access}
              timeZone={timeZone}
              onAction={actions.start}
              newsletter={newsletter ? selection : undefined}
            />
          )}
        </QueryState>
        <ListPagination
          page={page}
          pageCount={pages}
          onPageChange={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
        />
      </Card>
      {actions.dialogs}
    </>
  );
}
