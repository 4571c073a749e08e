import type { CalendarEntry } from '@gaceta/shared/calendar';
import { Plural } from '@lingui/react/macro';

/** A sent campaign's or a published post's figures so far. */
export function EntryFigures({ entry }: { entry: CalendarEntry }) {
  const { newsletter, social } = entry;
  if (newsletter) {
    return (
      <p className="text-muted-foreground tabular-nums">
        <Plural value={newsletter.sent} one="# sent" other="# sent" />
        {' · '}
        <Plural value={newsletter.opened} one="# opened" other="# opened" />
        {' · '}
        <Plural value={newsletter.clicked} one="# clicked" other="# clicked" />
      </p>
    );
  }
  if (social) {
    return (
      <p className="text-muted-foreground tabular-nums">
        <Plural value={social.likes} one="# like" other="# likes" />
        {' · '}
        <Plural value={social.comments} one="# comment" other="# comments" />
        {' · '}
        <Plural value={social.shares} one="# share" other="# shares" />
        {social.impressions !== null && (
          <>
            {' · '}
            <Plural value={social.impressions} one="# impression" other="# impressions" />
          </>
        )}
      </p>
    );
  }
  return null;
}
