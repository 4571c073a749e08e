import type { WallClock } from '@gaceta/shared/wall-clock';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { timeZonePlace } from '@/lib/date-time';

/**
 * A date and a time on the office's clock, under one legend naming the zone ("Madrid time"), with
 * one message for the pair.
 */
export function DateTimeFields({
  legend,
  value,
  onChange,
  timeZone,
  error,
}: {
  legend: string;
  value: WallClock;
  onChange: (value: WallClock) => void;
  timeZone: string;
  error?: string | undefined;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const place = timeZonePlace(timeZone);
  const invalid = {
    'aria-invalid': Boolean(error),
    ...(error ? { 'aria-describedby': errorId } : {}),
  };
  return (
    <fieldset className="grid gap-2" data-invalid={Boolean(error)}>
      <legend className="mb-2 text-sm font-medium">
        {legend} <span className="font-normal text-muted-foreground">({place})</span>
      </legend>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-date`} className="text-xs text-muted-foreground">
            <Trans>Date</Trans>
          </Label>
          <Input
            id={`${id}-date`}
            type="date"
            value={value.date}
            onChange={(event) => onChange({ ...value, date: event.target.value })}
            {...invalid}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-time`} className="text-xs text-muted-foreground">
            <Trans>Time ({place})</Trans>
          </Label>
          <Input
            id={`${id}-time`}
            type="time"
            value={value.time}
            onChange={(event) => onChange({ ...value, time: event.target.value })}
            {...invalid}
          />
        </div>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
