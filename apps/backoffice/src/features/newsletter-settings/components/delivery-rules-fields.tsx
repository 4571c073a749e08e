import {
  NEWSLETTER_LIMITS,
  OTHER_LANGUAGE_ITEMS,
  type OtherLanguageItems,
} from '@gaceta/shared/newsletter/settings';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { type ConfigurationFormParts, toNumber } from './schedule-form-fields';

/**
 * Who receives what: how many newsletters one recipient gets a day at most (the automatic one
 * included), and what becomes of an item written in another language than the recipient's.
 */
export function DeliveryRulesFields({
  values,
  errors,
  setValue,
  serverError,
}: ConfigurationFormParts & { serverError: (field: string) => string | undefined }) {
  const name = useId();
  const choices: Record<OtherLanguageItems, { label: ReactNode; hint: ReactNode }> = {
    leave_out: {
      label: <Trans>Leave them out of the message</Trans>,
      hint: <Trans>A recipient whose items are all in another language receives no message.</Trans>,
    },
    mark: {
      label: <Trans>Send them, marked with their language</Trans>,
      hint: (
        <Trans>The message says, in the recipient's language, which language each such item is in.</Trans>
      ),
    },
  };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field
        label={<Trans>Newsletters per recipient per day</Trans>}
        description={
          <Trans>
            At most, counting the automatic newsletter; a newsletter skips recipients who already received
            them today.
          </Trans>
        }
        error={errors.max_newsletters_per_day ?? serverError('max_newsletters_per_day')}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            min={1}
            max={NEWSLETTER_LIMITS.newslettersPerDay}
            className="max-w-32"
            value={Number.isNaN(values.max_newsletters_per_day) ? '' : (values.max_newsletters_per_day ?? '')}
            onChange={(event) => setValue('max_newsletters_per_day', toNumber(event.target.value))}
          />
        )}
      </Field>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-ink-800">
          <Trans>News in another language than the recipient's</Trans>
        </legend>
        {OTHER_LANGUAGE_ITEMS.map((choice) => (
          <div key={choice} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              id={`${name}-${choice}`}
              name={name}
              value={choice}
              checked={(values.other_language_items ?? 'leave_out') === choice}
              onChange={() => setValue('other_language_items', choice)}
              aria-describedby={`${name}-${choice}-hint`}
              className="mt-0.5 size-4 accent-primary"
            />
            <div className="grid gap-0.5">
              <label htmlFor={`${name}-${choice}`}>{choices[choice].label}</label>
              <span id={`${name}-${choice}-hint`} className="text-muted-foreground">
                {choices[choice].hint}
              </span>
            </div>
          </div>
        ))}
      </fieldset>
    </div>
  );
}
