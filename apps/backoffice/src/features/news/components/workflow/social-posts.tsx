import { SOCIAL_NETWORK_NAMES } from '@gaceta/shared/news/channels';
import type { SocialPost } from '@gaceta/shared/social';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/date-time';
import { messageForCode } from '@/lib/error-messages';
import { useDeleteSocialPost, useSocialPosts } from '../../api/get-social-posts';

/**
 * The item's post on each network: published with its link, on its way, failed with the spec's
 * message and the reason, or removed. Shown once the item has gone to a network.
 */
export function SocialPostsCard({
  newsId,
  timeZone,
  canDelete,
}: {
  newsId: string;
  timeZone: string;
  /** Publish reviewers may remove a post from its network. */
  canDelete: boolean;
}) {
  const posts = useSocialPosts(newsId);
  if (!posts.data?.data.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Social posts</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 text-sm">
          {posts.data.data.map((post) => (
            <li key={post.id} className="grid gap-0.5">
              <span className="font-medium text-ink-800">{SOCIAL_NETWORK_NAMES[post.social_network]}</span>
              <PostState post={post} timeZone={timeZone} />
              {canDelete && post.status === 'published' && <DeletePost post={post} />}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function PostState({ post, timeZone }: { post: SocialPost; timeZone: string }) {
  const { i18n } = useLingui();
  const network = SOCIAL_NETWORK_NAMES[post.social_network];
  const reason = post.error_code ? messageForCode(post.error_code, post.error_code) : null;
  switch (post.status) {
    case 'published':
      return (
        <>
          <span className="text-muted-foreground">
            <Trans>Published</Trans>
            {post.published_at && ` · ${formatDateTime(post.published_at, i18n.locale, timeZone)}`}
          </span>
          {post.permalink && (
            <a
              href={post.permalink}
              target="_blank"
              rel="noreferrer"
              className="inline-flex w-fit items-center gap-1 text-primary underline underline-offset-2"
            >
              <Trans>See the post on {network}</Trans>
              <ExternalLink className="size-3.5" aria-hidden />
            </a>
          )}
          {post.error_code === 'SOCIAL_DELETE_FAILED' && (
            <span className="text-destructive">
              <Trans>
                Error deleting the post: {network} keeps it. Delete it in the {network} app.
              </Trans>
            </span>
          )}
        </>
      );
    case 'publishing':
    case 'pending':
      return (
        <span role="status" className="text-muted-foreground">
          {post.status === 'pending' ? (
            <Trans>{network} is processing the image; it publishes when ready.</Trans>
          ) : (
            <Trans>Publishing…</Trans>
          )}
          {reason && (
            <span className="block text-brass-700">
              <Trans>{reason} Gaceta tries again shortly; the account stays connected.</Trans>
            </span>
          )}
        </span>
      );
    case 'failed':
      return (
        <span className="text-destructive">
          <Trans>Error publishing on {network}</Trans>
          {reason && <span className="block text-xs">{reason}</span>}
        </span>
      );
    case 'deleted':
      return (
        <span className="text-muted-foreground">
          <Trans>Post removed</Trans>
        </span>
      );
  }
}

/** Removes the post from its network now: 'post removed', or 'Error deleting the post'. */
function DeletePost({ post }: { post: SocialPost }) {
  const { t } = useLingui();
  const remove = useDeleteSocialPost(post.news_info);
  const [open, setOpen] = useState(false);
  const network = SOCIAL_NETWORK_NAMES[post.social_network];
  return (
    <>
      <Button type="button" variant="outline" size="sm" className="mt-1 w-fit" onClick={() => setOpen(true)}>
        <Trans>Delete from {network}</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={<Trans>Delete the post from {network}?</Trans>}
        description={<Trans>The post disappears from {network}; its figures stay in the statistics.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={() =>
          remove.mutate(post.social_network, {
            onSuccess: () => {
              setOpen(false);
              toast.success(t`Post removed`);
            },
          })
        }
      />
    </>
  );
}
