import type { NewsItem } from '@gaceta/shared/news';
import { NEWSLETTER_ITEM_STATUSES } from '@gaceta/shared/newsletter/campaigns';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { MailCheck, MailPlus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { NewsletterSelection, SelectedNews } from '../../lib/newsletter-selection';

/**
 * A row's control: adds the item to the custom newsletter, or takes it out again. Only an item
 * ready to publish or published can be added (a newsletter carries no draft); one chosen before it
 * changed can still be taken out.
 */
export function NewsletterToggle({
  item,
  selected,
  selection,
}: {
  item: Pick<NewsItem, 'id' | 'title' | 'status'>;
  selected: boolean;
  selection: NewsletterSelection;
}) {
  const { t } = useLingui();
  if (!selected && !NEWSLETTER_ITEM_STATUSES.includes(item.status)) return null;
  const title = item.title;
  const label = selected
    ? t`Remove “${title}” from the custom newsletter`
    : t`Add “${title}” to the custom newsletter`;
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={label}
        title={label}
        className={selected ? 'text-success hover:text-success' : undefined}
        onClick={() => (selected ? selection.remove(item.id) : selection.add(item))}
      >
        {selected ? <MailCheck aria-hidden /> : <MailPlus aria-hidden />}
      </Button>
      {/* From deep in the list the tray is one Tab away, not a Shift+Tab per row above. */}
      {selected && (
        <a
          href={`#${TRAY_ID}`}
          className="sr-only rounded-sm bg-card px-2 py-1 text-sm font-medium text-ink-900 focus:not-sr-only focus:ring-2 focus:ring-ring focus:outline-none"
          onClick={(event) => {
            event.preventDefault();
            document.getElementById(TRAY_ID)?.focus();
          }}
        >
          <Trans>Go to the custom newsletter</Trans>
        </a>
      )}
    </>
  );
}

/** The tray's id, which the rows' "go to the custom newsletter" links move the focus to. */
const TRAY_ID = 'custom-newsletter';

/**
 * The custom newsletter's selection, above the list while it holds anything: each item can be
 * taken out, or all at once. The newsletter screens build the email from it.
 */
export function NewsletterTray({
  items,
  selection,
  sendAction,
}: {
  items: readonly SelectedNews[];
  selection: NewsletterSelection;
  /** What sends it (the newsletter feature's button, composed by the route). */
  sendAction?: ReactNode;
}) {
  const { t } = useLingui();
  const count = items.length;
  if (count === 0) return null;
  return (
    <Card
      id={TRAY_ID}
      tabIndex={-1}
      role="region"
      aria-label={t`Custom newsletter`}
      className="grid grid-cols-[minmax(0,1fr)] gap-3 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 font-medium text-ink-900">
          <MailCheck className="size-4 text-success" aria-hidden />
          <Trans>Custom newsletter</Trans>
          <span className="text-sm font-normal text-muted-foreground">
            <Plural value={count} one="# news item selected" other="# news items selected" />
          </span>
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={selection.clear}>
            <Trans>Clear the selection</Trans>
          </Button>
          {sendAction}
        </div>
      </div>
      <ul className="flex flex-wrap gap-2">
        {items.map(({ id, title }) => (
          <li
            key={id}
            className="flex max-w-full min-w-0 items-center gap-1 rounded-full border bg-muted py-0.5 pr-0.5 pl-3 text-sm"
          >
            <span className="truncate">{title}</span>
            <Button
              variant="ghost"
              size="icon"
              className="size-7 rounded-full"
              aria-label={t`Remove “${title}” from the custom newsletter`}
              onClick={() => selection.remove(id)}
            >
              <X aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
