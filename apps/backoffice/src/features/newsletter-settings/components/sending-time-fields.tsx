import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ConfigurationFormParts } from './schedule-form-fields';

/** When on the office's clock the automatic newsletter goes out: at a time, or within a range. */
export function SendingTimeFields({
  values,
  errors,
  setValue,
  timeZone,
}: ConfigurationFormParts & { timeZone: string }) {
  const id = useId();
  const isRange = values.send_until !== null && values.send_until !== undefined;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium text-ink-800">
        <Trans>Sending time ({timeZone})</Trans>
      </legend>
      <div className="flex items-center gap-2.5">
        <Checkbox
          id={`${id}-range`}
          checked={isRange}
          onCheckedChange={(checked) => setValue('send_until', checked === true ? '12:00' : null)}
        />
        <Label htmlFor={`${id}-range`} className="font-normal">
          <Trans>Within a time range</Trans>
        </Label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={isRange ? <Trans>From</Trans> : <Trans>At</Trans>} error={errors.send_from}>
          {(control) => (
            <Input
              {...control}
              type="time"
              className="max-w-40"
              value={values.send_from}
              onChange={(event) => setValue('send_from', event.target.value)}
            />
          )}
        </Field>
        {isRange && (
          <Field label={<Trans>Until</Trans>} error={errors.send_until}>
            {(control) => (
              <Input
                {...control}
                type="time"
                className="max-w-40"
                value={values.send_until ?? ''}
                onChange={(event) => setValue('send_until', event.target.value)}
              />
            )}
          </Field>
        )}
      </div>
    </fieldset>
  );
}
