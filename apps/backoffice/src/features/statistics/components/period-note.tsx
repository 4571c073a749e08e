import { Trans, useLingui } from '@lingui/react/macro';
import { bucketLabel } from '../lib/format';

/** Which days the figures cover, and in which time zone they begin and end. */
export function PeriodNote({ period }: { period: { from: string; to: string; time_zone: string } }) {
  const { i18n } = useLingui();
  const from = bucketLabel(period.from, 'day', i18n.locale, 'medium');
  const to = bucketLabel(period.to, 'day', i18n.locale, 'medium');
  const zone = period.time_zone;
  return (
    <p className="text-sm text-muted-foreground">
      <Trans>
        From {from} to {to} ({zone})
      </Trans>
    </p>
  );
}
