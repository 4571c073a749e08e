import type { CalendarEntry, CalendarKind, CalendarStatus } from '@gaceta/shared/calendar';
import { SOCIAL_NETWORK_NAMES } from '@gaceta/shared/news/channels';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CircleAlert, CircleCheck, Clock, Globe, type LucideIcon, Mail, Repeat, Share2 } from 'lucide-react';

/** Each channel has its name and its icon, so it is never told by colour alone. */
export const KIND_ICONS: Record<CalendarKind, LucideIcon> = { web: Globe, newsletter: Mail, social: Share2 };

const KIND_LABELS = {
  web: msg`Website`,
  newsletter: msg`Newsletter`,
  social: msg`Social networks`,
} as const;

export const kindLabel = (i18n: I18n, kind: CalendarKind) => i18n._(KIND_LABELS[kind]);

/** The channel an entry goes out on: a social post names its network. */
export const channelOf = (i18n: I18n, entry: CalendarEntry) =>
  entry.network ? SOCIAL_NETWORK_NAMES[entry.network] : kindLabel(i18n, entry.kind);

export const STATUS_ICONS: Record<CalendarStatus, LucideIcon> = {
  planned: Repeat,
  scheduled: Clock,
  published: CircleCheck,
  sent: CircleCheck,
  failed: CircleAlert,
};

const STATUS_LABELS = {
  planned: msg({ context: 'calendar entry', message: 'Planned' }),
  scheduled: msg({ context: 'calendar entry', message: 'Scheduled' }),
  published: msg({ context: 'calendar entry', message: 'Published' }),
  sent: msg({ context: 'calendar entry', message: 'Sent' }),
  failed: msg({ context: 'calendar entry', message: 'Failed' }),
} as const;

export const statusLabel = (i18n: I18n, status: CalendarStatus) => i18n._(STATUS_LABELS[status]);

/** An entry's title; a planned run has none of its own and is named by what it would carry, or by what it is. */
export function titleOf(i18n: I18n, entry: CalendarEntry): string {
  if (entry.title) return entry.title;
  if (entry.items?.length) return entry.items.map((item) => item.title).join(' · ');
  return entry.kind === 'newsletter' ? i18n._(msg`Automatic newsletter`) : i18n._(msg`Planned post`);
}

/** Why an entry cannot be moved, or null when it can. */
export function whyNotMovable(i18n: I18n, entry: CalendarEntry, now: Date): string | null {
  if (entry.editable) return null;
  switch (entry.status) {
    case 'published':
    case 'sent':
      return i18n._(msg`It already went out, so it stays where it is.`);
    case 'failed':
      return i18n._(msg`It did not go out: open it to see why and send it again.`);
    case 'planned':
      return i18n._(msg`The automatic schedule plans it: change the schedule in the channel's settings.`);
    case 'scheduled':
      return Date.parse(entry.starts_at) <= now.getTime()
        ? i18n._(msg`Its time has passed, so it stays where it is.`)
        : i18n._(msg`Your roles do not let you change this schedule.`);
  }
}
