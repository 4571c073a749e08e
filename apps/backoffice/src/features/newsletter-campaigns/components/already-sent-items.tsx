import type { AlreadySentItem } from '@gaceta/shared/newsletter/campaigns';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { formatDateTime } from '@/lib/date-time';

/**
 * The chosen items a newsletter of the office already carried: each with when it last went and to
 * how many addresses; and whether to leave out of each message the items its reader already got.
 */
export function AlreadySentItems({
  items,
  timeZone,
  skip,
  onSkipChange,
}: {
  items: readonly AlreadySentItem[];
  timeZone: string;
  skip: boolean;
  onSkipChange: (skip: boolean) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2">
        {items.map((item) => {
          const when = formatDateTime(item.sent_at, i18n.locale, timeZone);
          const { recipients, newsletters } = item;
          return (
            <li key={item.id} className="rounded-md border bg-muted/50 px-3 py-2 text-sm">
              <span className="font-medium text-ink-900">«{item.title}»</span>
              <span className="block text-muted-foreground">
                {newsletters > 1 ? (
                  <Plural
                    value={recipients}
                    one={`In ${newsletters} newsletters, the last on ${when}, to # recipient`}
                    other={`In ${newsletters} newsletters, the last on ${when}, to # recipients`}
                  />
                ) : (
                  <Plural
                    value={recipients}
                    one={`Sent on ${when} to # recipient`}
                    other={`Sent on ${when} to # recipients`}
                  />
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="flex items-start gap-2.5">
        <Checkbox
          id={`${id}-skip`}
          checked={skip}
          onCheckedChange={(checked) => onSkipChange(checked === true)}
          aria-describedby={`${id}-skip-hint`}
          className="mt-0.5"
        />
        <div className="grid gap-1">
          <Label htmlFor={`${id}-skip`} className="font-normal">
            <Trans>Leave out the recipients who already received them</Trans>
          </Label>
          <p id={`${id}-skip-hint`} className="text-sm text-muted-foreground">
            <Trans>
              Each message then carries only what its reader has not received; a reader who received all of it
              gets no message.
            </Trans>
          </p>
        </div>
      </div>
    </div>
  );
}
