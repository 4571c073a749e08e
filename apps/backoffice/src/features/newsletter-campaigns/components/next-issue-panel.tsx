import type { NextNewsletterIssue } from '@gaceta/shared/newsletter/campaigns';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { QueryState } from '@/components/list/query-state';
import { formatDateTime } from '@/lib/date-time';
import { useNextIssue } from '../api/get-next-issue';
import { MessageFrame, MessagePreviewDialog } from './message-preview-dialog';

/**
 * The automatic newsletter's next issue, as the sweep would make it now: when it goes out (the
 * office's clock), whether it then waits for approval, the news it would carry, how many recipients
 * it reaches and its message as sent. Says so when automatic sending is off or nothing waits to go.
 */
export function NextIssuePanel() {
  const next = useNextIssue();
  return <QueryState query={next}>{(issue) => <NextIssue issue={issue} />}</QueryState>;
}

function NextIssue({ issue }: { issue: NextNewsletterIssue }) {
  const { t, i18n } = useLingui();
  if (!issue.auto_publish || !issue.run_at) {
    return (
      <p className="text-sm">
        <Trans>
          Automatic sending is off: no newsletter goes out on its own. Turn it on in the schedule.
        </Trans>
      </p>
    );
  }
  const when = formatDateTime(issue.run_at, i18n.locale, issue.time_zone);
  const preview = issue.preview;
  return (
    <div className="grid gap-3 text-sm">
      <p>
        <Trans>
          Next newsletter: <strong>{when}</strong>
        </Trans>
      </p>
      {issue.require_approval && (
        <p>
          <Trans>It is then prepared and waits for a publish reviewer's approval before it goes out.</Trans>
        </p>
      )}
      {issue.news.length === 0 || !preview ? (
        <p className="text-muted-foreground">
          <Trans>
            Nothing is waiting to be sent: every published news item has gone out already. If nothing new is
            published by then, no newsletter goes out.
          </Trans>
        </p>
      ) : (
        <>
          <p className="font-medium text-ink-900">
            <Plural
              value={issue.news.length}
              one="If it went out now, it would carry # news item:"
              other="If it went out now, it would carry # news items:"
            />
          </p>
          <ul className="list-disc pl-5">
            {issue.news.map((item) => (
              <li key={item.id}>{item.title}</li>
            ))}
          </ul>
          <p>
            <Plural
              value={issue.recipients}
              _0="Nobody would receive it: no subscribed recipient follows its subjects."
              one="It would reach # recipient."
              other="It would reach # recipients."
            />
          </p>
          <div>
            <MessagePreviewDialog title={t`The next automatic newsletter`}>
              <MessageFrame message={preview} />
            </MessagePreviewDialog>
          </div>
        </>
      )}
    </div>
  );
}
