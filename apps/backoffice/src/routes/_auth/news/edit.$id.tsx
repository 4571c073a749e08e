import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { SkipLink } from '@/components/layout/skip-link';
import { QueryState } from '@/components/list/query-state';
import { Button } from '@/components/ui/button';
import { useMe } from '@/features/auth/api/get-me';
import { requirePermission } from '@/features/auth/require-permission';
import { useNews } from '@/features/news/api/get-news';
import { NewsActions, WORKFLOW_ID } from '@/features/news/components/workflow/news-actions';
import { PendingChanges } from '@/features/news/components/workflow/pending-changes';
import { RevisionsPanel } from '@/features/news/components/workflow/revisions-panel';
import { newsStatisticsDialog } from '@/features/statistics/components/news-statistics-dialog';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { NewsEditorForRoute } from './-components/news-editor-page';
import { useNewsAccess } from './-components/use-news-access';

export const Route = createFileRoute('/_auth/news/edit/$id')({
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'news.write'),
  staticData: { title: SCREEN_TITLES.newsEdit },
  component: EditNewsPage,
});

/**
 * The editor, with the workflow actions (mark ready, publish, schedule, unpublish, send back,
 * delete), the preview and the revisions beside it.
 */
function EditNewsPage() {
  const { i18n } = useLingui();
  const { id } = Route.useParams();
  const news = useNews(id);
  const navigate = useNavigate();
  const { access, timeZone, webWindow } = useNewsAccess();
  const officeId = useMe().office?.id;
  // Bumped when a stale save is resolved by reloading: the editor opens afresh on what was read.
  const [opening, setOpening] = useState(0);
  const reload = async () => {
    await news.refetch({ throwOnError: true });
    setOpening((count) => count + 1);
  };
  return (
    <PageFrame>
      {/* Past the long form, straight to the item's workflow actions. */}
      <SkipLink target={WORKFLOW_ID}>
        <Trans>Skip to the workflow</Trans>
      </SkipLink>
      <PageHeader title={i18n._(SCREEN_TITLES.newsEdit)} description={news.data?.object.title} />
      <QueryState query={news}>
        {(item) => (
          <div className="grid gap-6">
            <PendingChanges
              news={item}
              canPublish={access.publish}
              timeZone={timeZone}
              onSettled={async () => {
                await reload();
                // The note is gone with the changes: the item's status is where the result shows.
                document.getElementById(WORKFLOW_ID)?.focus();
              }}
            />
            <NewsEditorForRoute
              key={`${id}-${opening}`}
              news={item}
              onReload={reload}
              aside={
                <>
                  <NewsActions
                    news={item}
                    access={access}
                    timeZone={timeZone}
                    webWindow={webWindow}
                    withPublishWindow={false}
                    statisticsDialog={newsStatisticsDialog}
                    onDeleted={() => navigate({ to: '/news' })}
                  />
                  {officeId && <PreviewLink newsId={id} officeId={officeId} />}
                  <RevisionsPanel
                    newsId={id}
                    timeZone={timeZone}
                    canRestore={access.write}
                    onRestored={reload}
                  />
                </>
              }
            />
          </div>
        )}
      </QueryState>
    </PageFrame>
  );
}

/** The saved item as each channel shows it, where a preview link can be copied. */
function PreviewLink({ newsId, officeId }: { newsId: string; officeId: string }) {
  return (
    <Button asChild variant="outline" size="sm" className="justify-self-start">
      <Link
        to="/preview/$newsId/$officeId/$platform/$version/{-$internal}"
        params={{ newsId, officeId, platform: 'web', version: 'current', internal: 'internal' }}
      >
        <Eye aria-hidden />
        <Trans>Preview</Trans>
      </Link>
    </Button>
  );
}
