import type { NewsWithContents } from '@gaceta/shared/news';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ChannelStatus } from '../workflow/channel-status';
import { SocialPostsCard } from '../workflow/social-posts';

/**
 * Beside the form: the saved item's status on each channel and its social posts, then what the
 * page adds (its workflow actions, revisions); focusable, as the action bar leads there.
 */
export function EditorAside({
  id,
  news,
  dirty,
  timeZone,
  canPublish,
  children,
}: {
  id: string;
  news: NewsWithContents | undefined;
  dirty: boolean;
  timeZone: string;
  canPublish: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <aside
      id={id}
      tabIndex={-1}
      className="grid scroll-mt-20 gap-6 outline-none lg:sticky lg:top-20"
      aria-label={t`About this news item`}
    >
      {news && <ChannelStatus news={news.object} timeZone={timeZone} />}
      {news && <SocialPostsCard newsId={news.object.id} timeZone={timeZone} canDelete={canPublish} />}
      {/* The actions beside the form work on the saved item, never on what is still being typed. */}
      {news && dirty && (
        <p
          role="status"
          className="rounded-md border border-brass-200 bg-brass-50 p-3 text-sm text-brass-700"
        >
          <Trans>
            You have unsaved changes: these actions and the preview use the saved version. Save first.
          </Trans>
        </p>
      )}
      {children}
    </aside>
  );
}
