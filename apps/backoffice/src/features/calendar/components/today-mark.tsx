import { Trans } from '@lingui/react/macro';

/** "Today", said in words beside the day's mark. */
export function TodayMark() {
  return (
    <span className="text-xs font-semibold text-ink-900 uppercase">
      <Trans>Today</Trans>
    </span>
  );
}
