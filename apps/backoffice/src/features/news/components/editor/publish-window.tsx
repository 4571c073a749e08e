import { instantToWallClock, type WallClock, wallClockToInstant } from '@gaceta/shared/wall-clock';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { DateTimeFields } from '@/components/form/date-time-fields';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { timeZonePlace } from '@/lib/date-time';

const EMPTY: WallClock = { date: '', time: '' };

/**
 * The form's value for a date and time typed on the office's clock: the instant, '' when both are
 * empty, and what was typed when it names no instant, so the schema says "Please select a valid
 * date and time" rather than dropping it.
 */
function instantOf(value: WallClock, timeZone: string): string {
  if (!value.date && !value.time) return '';
  return wallClockToInstant(value, timeZone) ?? `${value.date}T${value.time}`;
}

/** Whether the item shows on the website, and between which moments, in the office's time zone. */
export function PublishWindow({
  active,
  from,
  to,
  timeZone,
  onChange,
  errors,
}: {
  active: boolean;
  from: string;
  to: string;
  timeZone: string;
  onChange: (changes: { active?: boolean; publish_from?: string; publish_to?: string }) => void;
  errors: { active?: string | undefined; publish_from?: string | undefined; publish_to?: string | undefined };
}) {
  const { t } = useLingui();
  const id = useId();
  // What is typed is kept as typed: half a date and time has no instant yet.
  const shown = (iso: string) =>
    iso && !Number.isNaN(Date.parse(iso)) ? instantToWallClock(iso, timeZone) : EMPTY;
  const [start, setStart] = useState(() => shown(from));
  const [end, setEnd] = useState(() => shown(to));
  const place = timeZonePlace(timeZone);
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3">
        <Switch
          id={id}
          checked={active}
          aria-invalid={Boolean(errors.active)}
          onCheckedChange={(checked) => onChange({ active: checked })}
        />
        <Label htmlFor={id}>
          <Trans>Active</Trans>
        </Label>
      </div>
      <p className="-mt-2 text-sm text-muted-foreground">
        <Trans>An active item shows on the website between these dates. Times are in {place} time.</Trans>
      </p>
      <div className="grid max-w-md gap-4">
        <DateTimeFields
          legend={t`Publish from`}
          value={start}
          timeZone={timeZone}
          error={errors.publish_from}
          onChange={(value) => {
            setStart(value);
            onChange({ publish_from: instantOf(value, timeZone) });
          }}
        />
        <DateTimeFields
          legend={t`Publish to`}
          value={end}
          timeZone={timeZone}
          error={errors.publish_to}
          onChange={(value) => {
            setEnd(value);
            onChange({ publish_to: instantOf(value, timeZone) });
          }}
        />
      </div>
    </div>
  );
}
