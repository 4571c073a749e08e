import { CALENDAR_KINDS } from '@gaceta/shared/calendar';
import { Id } from '@gaceta/shared/common';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { useMe } from '@/features/auth/api/get-me';
import { requirePermission } from '@/features/auth/require-permission';
import { CalendarScreen, type CalendarSearch } from '@/features/calendar/components/calendar-screen';
import { FeedPanel } from '@/features/calendar/components/feed-panel';
import { CALENDAR_VIEWS } from '@/features/calendar/lib/calendar-days';
import { useSubjectOptions } from '@/features/subjects/hooks/use-subject-tree';
import { ForbiddenScreen } from '@/lib/forbidden';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { useDisplayTimeZone } from './-components/date-time';

/** A search parameter that is dropped, rather than refused, when someone edits the URL badly. */
const optional = <T extends v.GenericSchema>(schema: T) =>
  v.optional(v.fallback(v.optional(schema), undefined));

export const Route = createFileRoute('/_auth/calendar')({
  validateSearch: v.object({
    view: optional(v.picklist(CALENDAR_VIEWS)),
    date: optional(v.pipe(v.string(), v.isoDate())),
    channels: optional(v.pipe(v.array(v.picklist(CALENDAR_KINDS)), v.minLength(1))),
    subject: optional(Id),
    author: optional(v.string()),
  }),
  beforeLoad: async ({ context }) => {
    const me = await requirePermission(context.queryClient, 'news.read');
    // The calendar is an office's: the library has no schedule of its own.
    if (me.kind === 'admin') throw new ForbiddenScreen('office');
  },
  staticData: { title: SCREEN_TITLES.calendar },
  component: CalendarPage,
});

function CalendarPage() {
  const { i18n, t } = useLingui();
  const me = useMe();
  const timeZone = useDisplayTimeZone();
  const subjects = useSubjectOptions(me.tolgeo);
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (changes: CalendarSearch) =>
    void navigate({ search: (previous) => ({ ...previous, ...changes }), replace: true });
  return (
    <PageFrame>
      <PageHeader
        title={i18n._(SCREEN_TITLES.calendar)}
        description={t`What goes out and what went out on the website, the newsletter and the social networks.`}
      />
      <CalendarScreen search={search} onSearchChange={change} subjects={subjects} timeZone={timeZone} />
      <FeedPanel timeZone={timeZone} />
    </PageFrame>
  );
}
