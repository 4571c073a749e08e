import { OFFICE_LIMITS, type Office, OfficeSettingsInput } from '@gaceta/shared/accounts/offices';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { FormSection } from '@/components/form/form-section';
import { OfficeRegionFields, OfficeUrlFields } from '@/components/form/office-fields';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useForm } from '@/lib/hooks/use-form';
import { useUpdateOfficeSettings } from '../api/update-office-settings';
import { LogoField } from './logo-field';

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
      privacy_url: office.privacy_url ?? '',
      email: office.email ?? '',
      phone: office.phone ?? '',
      address: office.address ?? '',
      tolgeo: office.tolgeo,
      time_zone: office.time_zone,
    },
    (input) =>
      update.mutate(input, {
        onSuccess: () => {
          form.markSaved();
          toast.success(t`Office settings saved`);
        },
      }),
  );
  const { values } = form;
  const text = (value: string | null | undefined) => value ?? '';
  const errorOf = (field: keyof typeof values) => form.errors[field];

  return (
    <form noValidate onSubmit={form.handleSubmit} className="grid gap-6">
      <UnsavedChangesGuard dirty={form.dirty} />
      <ErrorAlert error={update.error} />

      <FormSection
        title={<Trans>Identity</Trans>}
        description={<Trans>How your office appears to its clients.</Trans>}
      >
        <Field label={t`Office name`} error={form.errors.name}>
          {(control) => (
            <Input
              {...control}
              maxLength={OFFICE_LIMITS.name}
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
        <OfficeUrlFields form={form} errorOf={errorOf} />
      </FormSection>

      <FormSection
        title={<Trans>Contact</Trans>}
        description={
          <Trans>
            Your newsletter's footer shows them with the office's name and website, so your clients know who
            writes to them.
          </Trans>
        }
      >
        <div className="grid items-start gap-5 md:grid-cols-2">
          <Field label={t`General email`} error={form.errors.email}>
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="email"
                maxLength={OFFICE_LIMITS.email}
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
                maxLength={OFFICE_LIMITS.phone}
                value={text(values.phone)}
                onChange={(event) => form.setValue('phone', event.target.value)}
              />
            )}
          </Field>
        </div>
        <Field
          label={t`Address`}
          error={form.errors.address}
          description={
            <Trans>
              The newsletter's footer needs it: the law requires commercial emails to give the sender's postal
              address. Without it, the footer goes without one.
            </Trans>
          }
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="street-address"
              maxLength={OFFICE_LIMITS.address}
              value={text(values.address)}
              onChange={(event) => form.setValue('address', event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t`Privacy policy URL`}
          error={form.errors.privacy_url}
          description={
            <Trans>
              The newsletter's footer links to it where it tells each reader what is recorded of their
              reading.
            </Trans>
          }
        >
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://www.example.com/privacy"
              value={text(values.privacy_url)}
              onChange={(event) => form.setValue('privacy_url', event.target.value)}
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
          <OfficeRegionFields form={form} errorOf={errorOf} />
        </div>
      </FormSection>

      <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
        <Button type="submit" size="lg" pending={update.isPending}>
          <Trans>Save changes</Trans>
        </Button>
      </div>
    </form>
  );
}
