import type { NewsItem } from '@gaceta/shared/news';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart3, Globe, Mail, Share2 } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/**
 * The per-news statistics. No channel records figures for a news item yet (the website,
 * newsletter and social issues add them), so each channel says so rather than show numbers.
 */
export function NewsStatisticsDialog({
  news,
  onClose,
}: {
  news: Pick<NewsItem, 'title'>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const channels = [
    {
      key: 'web',
      icon: Globe,
      name: t`Website`,
      empty: t`No figures yet. Views on the website appear here once the website records them.`,
    },
    {
      key: 'newsletter',
      icon: Mail,
      name: t`Newsletter`,
      empty: t`No figures yet. Emails sent, opened and clicked appear here once the newsletter records them.`,
    },
    {
      key: 'social',
      icon: Share2,
      name: t`Social networks`,
      empty: t`No figures yet. Likes, comments and shares appear here once the social networks record them.`,
    },
  ];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t`Close`} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Statistics</Trans>
          </DialogTitle>
          <DialogDescription>{news.title}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3 sm:grid-cols-3">
          {channels.map(({ key, icon: Icon, name, empty }) => (
            <li key={key} className="flex flex-col gap-2 rounded-lg border p-4">
              <h3 className="flex items-center gap-2 font-medium text-ink-900">
                <Icon className="size-4 text-muted-foreground" aria-hidden />
                {name}
              </h3>
              <p className="flex items-start gap-2 text-sm text-muted-foreground">
                <BarChart3 className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span>{empty}</span>
              </p>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
