import {
  type NewsletterConfiguration,
  PER_PERSON_RETENTION_MONTHS,
  PerPersonRetentionMonths,
} from '@gaceta/shared/newsletter/settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { toast } from 'sonner';
import * as v from 'valibot';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useForm } from '@/lib/hooks/use-form';
import { configurationInput, useUpdateNewsletterConfiguration } from '../api/update-newsletter-configuration';
import { toNumber } from './schedule-form-fields';

const ReadingPrivacyInput = v.object({
  per_person_tracking: v.boolean(),
  per_person_retention_months: PerPersonRetentionMonths,
});

/**
 * Whether the newsletter records which reader opened and clicked (decision 062), and for how long
 * it keeps that; saved with the rest of the configuration as it stands.
 */
export function ReadingPrivacyForm({ configuration }: { configuration: NewsletterConfiguration }) {
  const { t } = useLingui();
  const id = useId();
  const save = useUpdateNewsletterConfiguration();
  const form = useForm(
    ReadingPrivacyInput,
    {
      per_person_tracking: configuration.per_person_tracking,
      per_person_retention_months: configuration.per_person_retention_months,
    },
    (privacy) =>
      save.mutate(
        { ...configurationInput(configuration), ...privacy },
        {
          onSuccess: () => {
            form.markSaved();
            toast.success(t`Newsletter configuration saved`);
          },
        },
      ),
  );
  const { values, errors, setValue } = form;
  return (
    <form onSubmit={form.handleSubmit} noValidate className="grid gap-5">
      <ErrorAlert error={save.error} fieldsShown={['per_person_retention_months']} />
      <div className="grid gap-2">
        <div className="flex items-center gap-3">
          <Switch
            id={id}
            checked={values.per_person_tracking}
            aria-describedby={`${id}-hint`}
            onCheckedChange={(on) => setValue('per_person_tracking', on)}
          />
          <Label htmlFor={id}>
            <Trans>Record which reader opens and clicks each newsletter</Trans>
          </Label>
        </div>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {values.per_person_tracking ? (
            <Trans>
              Each message's image and links name its reader, so you can see who reads what. The footer of
              every message tells the reader so.
            </Trans>
          ) : (
            <Trans>
              Messages carry the same image and links for every reader: you see how many opened and clicked,
              not who. The footer of every message says so. Newsletters already sent keep what they recorded.
            </Trans>
          )}
        </p>
      </div>
      <Field
        label={<Trans>Keep each reader's opens and clicks for (months)</Trans>}
        description={
          <Trans>
            From {PER_PERSON_RETENTION_MONTHS.min} to {PER_PERSON_RETENTION_MONTHS.max}. Older ones are
            deleted every night; the totals of your statistics stay.
          </Trans>
        }
        error={errors.per_person_retention_months ?? save.error?.fields.per_person_retention_months}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            min={PER_PERSON_RETENTION_MONTHS.min}
            max={PER_PERSON_RETENTION_MONTHS.max}
            className="max-w-32"
            value={Number.isNaN(values.per_person_retention_months) ? '' : values.per_person_retention_months}
            onChange={(event) => setValue('per_person_retention_months', toNumber(event.target.value))}
          />
        )}
      </Field>
      <Button type="submit" pending={save.isPending} className="w-fit">
        <Trans>Save the readers' privacy</Trans>
      </Button>
    </form>
  );
}
