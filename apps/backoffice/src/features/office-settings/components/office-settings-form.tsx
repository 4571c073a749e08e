import type { AreaCode } from '@gaceta/shared/areas';
import { OFFICE_NAME_MAX, type Office, OfficeSettingsInput } from '@gaceta/shared/offices';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { toast } from 'sonner';
import { AreaSelect } from '@/components/area-select';
import { ErrorAlert } from '@/components/error-alert';
import { FormSection } from '@/components/form-section';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { officeUrlError } from '@/lib/office-url';
import { useForm } from '@/lib/use-form';
import { useUpdateOfficeSettings } from '../api/update-office-settings';
import { timeZoneAfterAreaChange, timeZoneOptions } from '../lib/time-zones';
import { LogoField } from './logo-field';

const URL_FIELDS = ['website_url', 'news_url', 'contact_url'] as const;
type UrlField = (typeof URL_FIELDS)[number];

/** settings/office-settings: the office's identity, addresses, contact and region. */
export function OfficeSettingsForm({ office }: { office: Office }) {
  const { t } = useLingui();
  const update = useUpdateOfficeSettings();
  const form = useForm(
    OfficeSettingsInput,
    {
      name: office.name,
      website_url: office.website_url ?? '',
      news_url: office.news_url ?? '',
      contact_url: office.contact_url ?? '',
      email: office.email ?? '',
      phone: office.phone ?? '',
      address: office.address ?? '',
      tolgeo: office.tolgeo,
      time_zone: office.time_zone,
    },
    (input) => update.mutate(input, { onSuccess: () => toast.success(t`Office settings saved`) }),
  );
  const { values } = form;
  const text = (value: string | null | undefined) => value ?? '';
  const urlErrors = Object.fromEntries(URL_FIELDS.map((key) => [key, officeUrlError(values[key])])) as Record<
    UrlField,
    string | undefined
  >;
  const blocked = URL_FIELDS.some((key) => urlErrors[key]);
  const zone = text(values.time_zone);
  const zones = useMemo(() => timeZoneOptions(zone), [zone]);

  const changeArea = (tolgeo: AreaCode) =>
    form.setFields({
      tolgeo,
      time_zone: timeZoneAfterAreaChange(values.tolgeo, tolgeo, text(values.time_zone)),
    });

  const urlField = (key: UrlField, label: string) => (
    <Field label={label} error={urlErrors[key] ?? form.errors[key]}>
      {(control) => (
        <Input
          {...control}
          type="url"
          inputMode="url"
          placeholder="https://www.example.com/"
          value={text(values[key])}
          onChange={(event) => form.setValue(key, event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={form.handleSubmit} className="grid gap-6">
      <ErrorAlert error={update.error} />

      <FormSection
        title={<Trans>Identity</Trans>}
        description={<Trans>How your office appears to its clients.</Trans>}
      >
        <Field label={t`Office name`} error={form.errors.name}>
          {(control) => (
            <Input
              {...control}
              maxLength={OFFICE_NAME_MAX}
              autoComplete="organization"
              value={values.name}
              onChange={(event) => form.setValue('name', event.target.value)}
            />
          )}
        </Field>
        <LogoField logoUrl={office.logo_url} officeName={office.name} />
      </FormSection>

      <FormSection
        title={<Trans>Web addresses</Trans>}
        description={
          <Trans>
            Each address starts with http:// or https:// and ends with a slash, such as
            https://www.example.com/.
          </Trans>
        }
      >
        {urlField('website_url', t`Website URL`)}
        {urlField('news_url', t`News URL`)}
        {urlField('contact_url', t`Contact URL`)}
      </FormSection>

      <FormSection title={<Trans>Contact</Trans>}>
        <div className="grid items-start gap-5 md:grid-cols-2">
          <Field label={t`General email`} error={form.errors.email}>
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="email"
                value={text(values.email)}
                onChange={(event) => form.setValue('email', event.target.value)}
              />
            )}
          </Field>
          <Field label={t`Phone number`} error={form.errors.phone}>
            {(control) => (
              <Input
                {...control}
                type="tel"
                autoComplete="tel"
                maxLength={30}
                value={text(values.phone)}
                onChange={(event) => form.setValue('phone', event.target.value)}
              />
            )}
          </Field>
        </div>
        <Field label={t`Address`} error={form.errors.address}>
          {(control) => (
            <Input
              {...control}
              autoComplete="street-address"
              maxLength={300}
              value={text(values.address)}
              onChange={(event) => form.setValue('address', event.target.value)}
            />
          )}
        </Field>
      </FormSection>

      <FormSection
        title={<Trans>Region</Trans>}
        description={
          <Trans>
            The area decides which subjects and news you are offered; the time zone, when things are sent.
          </Trans>
        }
      >
        <div className="grid items-start gap-5 md:grid-cols-2">
          <Field label={t`Area`} error={form.errors.tolgeo}>
            {(control) => <AreaSelect {...control} value={values.tolgeo} onValueChange={changeArea} />}
          </Field>
          <Field label={t`Time zone`} error={form.errors.time_zone}>
            {(control) => (
              <NativeSelect
                {...control}
                value={text(values.time_zone)}
                onChange={(event) => form.setValue('time_zone', event.target.value)}
              >
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replaceAll('_', ' ')}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        </div>
      </FormSection>

      <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
        {blocked && (
          <p className="text-sm text-destructive">
            <Trans>Correct the web addresses to save.</Trans>
          </p>
        )}
        <Button type="submit" size="lg" disabled={blocked} pending={update.isPending}>
          <Trans>Save changes</Trans>
        </Button>
      </div>
    </form>
  );
}
