import { NEWSLETTER_INTERVAL_UNITS, type NewsletterIntervalUnit } from '@gaceta/shared/newsletter';
import {
  ISO_WEEKDAYS,
  NEWSLETTER_LIMITS,
  type NewsletterConfiguration,
  NewsletterConfigurationInput,
} from '@gaceta/shared/newsletter/settings';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { useForm } from '@/lib/hooks/use-form';
import { configurationInput, useUpdateNewsletterConfiguration } from '../api/update-newsletter-configuration';
import { DeliveryRulesFields } from './delivery-rules-fields';
import { toNumber } from './schedule-form-fields';
import { SendingTimeFields } from './sending-time-fields';

/** 1 Monday … 7 Sunday in the interface language (1 January 2024 was a Monday). */
function weekdayName(day: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, day));
}

/**
 * When the automatic newsletter goes out and how much it carries: every N weeks, months or years,
 * on the chosen days, at a time or within a time range on the office's clock, with at most so many
 * news; whether it is sent on its own; and, for every newsletter, how many a recipient gets a day and
 * what becomes of news in another language. The sender is chosen on its own screen.
 */
/** The fields that show the API's message beside them (the others' rules are checked here first). */
const FIELDS_WITH_SERVER_ERRORS = ['max_news_per_email', 'max_newsletters_per_day', 'auto_publish'];

export function ScheduleForm({ configuration }: { configuration: NewsletterConfiguration }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const save = useUpdateNewsletterConfiguration();
  const form = useForm(NewsletterConfigurationInput, configurationInput(configuration), (input) =>
    // The message's texts as they stand now (their own form saves them), not as this form opened.
    save.mutate(
      {
        ...input,
        subject: configuration.subject,
        preheader: configuration.preheader,
        intro: configuration.intro,
      },
      {
        onSuccess: () => {
          form.markSaved();
          toast.success(t`Newsletter configuration saved`);
        },
      },
    ),
  );
  const { values, errors, setValue } = form;
  // "every 1 week", "every 2 weeks": the unit agrees with the number typed.
  const count = Number.isNaN(values.interval) ? 2 : values.interval;
  const unitNames: Record<NewsletterIntervalUnit, string> = {
    week: t({ message: plural(count, { one: 'week', other: 'weeks' }) }),
    month: t({ message: plural(count, { one: 'month', other: 'months' }) }),
    year: t({ message: plural(count, { one: 'year', other: 'years' }) }),
  };
  const days = values.sending_days as number[];
  const toggleDay = (day: number, on: boolean) =>
    setValue(
      'sending_days',
      (on ? [...days, day] : days.filter((each) => each !== day)) as typeof values.sending_days,
    );
  const serverError = (field: string) => save.error?.fields[field];

  return (
    <form onSubmit={form.handleSubmit} noValidate className="grid gap-5">
      <ErrorAlert error={save.error} fieldsShown={FIELDS_WITH_SERVER_ERRORS} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={<Trans>Maximum news per email</Trans>}
          description={<Trans>At least 1; we recommend 10.</Trans>}
          error={errors.max_news_per_email ?? serverError('max_news_per_email')}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              min={1}
              max={NEWSLETTER_LIMITS.maxNews}
              className="max-w-32"
              value={Number.isNaN(values.max_news_per_email) ? '' : values.max_news_per_email}
              onChange={(event) => setValue('max_news_per_email', toNumber(event.target.value))}
            />
          )}
        </Field>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium text-ink-800">
            <Trans>Send every</Trans>
          </legend>
          <div className="flex gap-2">
            <Input
              type="number"
              min={1}
              max={NEWSLETTER_LIMITS.interval}
              aria-label={t`Interval`}
              aria-invalid={Boolean(errors.interval)}
              className="max-w-24"
              value={Number.isNaN(values.interval) ? '' : values.interval}
              onChange={(event) => setValue('interval', toNumber(event.target.value))}
            />
            <NativeSelect
              aria-label={t`Unit`}
              value={values.interval_unit}
              onChange={(event) => setValue('interval_unit', event.target.value as NewsletterIntervalUnit)}
            >
              {NEWSLETTER_INTERVAL_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unitNames[unit]}
                </option>
              ))}
            </NativeSelect>
          </div>
          {errors.interval && <p className="text-sm text-destructive">{errors.interval}</p>}
        </fieldset>
      </div>

      <fieldset className="grid gap-3" data-invalid={Boolean(errors.sending_days) || undefined}>
        <legend className="mb-1 text-sm font-medium text-ink-800">
          <Trans>Sending days</Trans>
        </legend>
        <p className="-mt-1 text-sm text-muted-foreground">
          {values.interval_unit === 'week' ? (
            <Trans>The newsletter goes out on each day chosen.</Trans>
          ) : (
            <Trans>The newsletter goes out on the days chosen within the first week of the period.</Trans>
          )}
        </p>
        <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4 md:grid-cols-7">
          {ISO_WEEKDAYS.map((day) => (
            <div key={day} className="flex items-center gap-2.5">
              <Checkbox
                id={`${id}-day-${day}`}
                checked={days.includes(day)}
                onCheckedChange={(checked) => toggleDay(day, checked === true)}
              />
              <Label htmlFor={`${id}-day-${day}`} className="font-normal capitalize">
                {weekdayName(day, i18n.locale)}
              </Label>
            </div>
          ))}
        </div>
        {errors.sending_days && <p className="text-sm text-destructive">{errors.sending_days}</p>}
      </fieldset>

      <SendingTimeFields
        values={values}
        errors={errors}
        setValue={setValue}
        timeZone={configuration.time_zone}
      />

      <div className="grid gap-2">
        <div className="flex items-center gap-3">
          <Switch
            id={`${id}-auto`}
            checked={values.auto_publish}
            aria-describedby={`${id}-auto-hint`}
            onCheckedChange={(on) => setValue('auto_publish', on)}
          />
          <Label htmlFor={`${id}-auto`}>
            <Trans>Send the newsletter automatically</Trans>
          </Label>
        </div>
        <p id={`${id}-auto-hint`} className="text-sm text-muted-foreground">
          {configuration.sender ? (
            <Trans>
              It gathers the published news not yet sent and goes out from {configuration.sender.email}.{' '}
              <Link to="/settings/newsletter-sender" className="underline underline-offset-4">
                Change the sender
              </Link>
            </Trans>
          ) : (
            <Trans>
              It needs a verified sender.{' '}
              <Link to="/settings/newsletter-sender" className="underline underline-offset-4">
                Choose the sender
              </Link>
            </Trans>
          )}
        </p>
        {serverError('auto_publish') && (
          <p className="text-sm text-destructive">{serverError('auto_publish')}</p>
        )}
      </div>

      <DeliveryRulesFields values={values} errors={errors} setValue={setValue} serverError={serverError} />

      <Button type="submit" pending={save.isPending} className="w-fit">
        <Trans>Save</Trans>
      </Button>
    </form>
  );
}
