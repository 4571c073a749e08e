import type { OfficeSettingsInput } from '@gaceta/shared/accounts/offices';
import type { AreaCode } from '@gaceta/shared/areas';
import { useLingui } from '@lingui/react/macro';
import type * as v from 'valibot';
import { OFFICE_URL_FIELDS, type OfficeUrlField, officeUrlError } from '@/lib/office-url';
import { timeZoneAfterAreaChange } from '@/lib/time-zones';
import { Field } from '../ui/field';
import { Input } from '../ui/input';
import { AreaSelect } from './area-select';
import { TimeZonePicker } from './time-zone-picker';

type OfficeValues = Pick<v.InferInput<typeof OfficeSettingsInput>, OfficeUrlField | 'tolgeo' | 'time_zone'>;

/**
 * What these fields need from the office form holding them (office settings, or the admins'
 * office dialog): its values, a way to change them, and each field's message.
 */
interface OfficeFieldsProps {
  form: {
    values: OfficeValues;
    setValue: (field: OfficeUrlField | 'time_zone', value: string) => void;
    setFields: (changes: { tolgeo: AreaCode; time_zone: string }) => void;
  };
  errorOf: (field: keyof OfficeValues) => string | undefined;
}

/** The website, news and contact URLs, each saying as it is typed why it is refused. */
export function OfficeUrlFields({ form, errorOf }: OfficeFieldsProps) {
  const { t } = useLingui();
  const labels: Record<OfficeUrlField, string> = {
    website_url: t`Website URL`,
    news_url: t`News URL`,
    contact_url: t`Contact URL`,
  };
  return OFFICE_URL_FIELDS.map((key) => (
    <Field key={key} label={labels[key]} error={officeUrlError(form.values[key]) ?? errorOf(key)}>
      {(control) => (
        <Input
          {...control}
          type="url"
          inputMode="url"
          placeholder="https://www.example.com/"
          value={form.values[key] ?? ''}
          onChange={(event) => form.setValue(key, event.target.value)}
        />
      )}
    </Field>
  ));
}

/** The area and the time zone, which follows the area unless the office chose its own. */
export function OfficeRegionFields({ form, errorOf }: OfficeFieldsProps) {
  const { t } = useLingui();
  const { tolgeo } = form.values;
  const zone = form.values.time_zone ?? '';
  const changeArea = (area: AreaCode) =>
    form.setFields({ tolgeo: area, time_zone: timeZoneAfterAreaChange(tolgeo, area, zone) });

  return (
    <>
      <Field label={t`Area`} error={errorOf('tolgeo')}>
        {(control) => <AreaSelect {...control} value={tolgeo} onValueChange={changeArea} />}
      </Field>
      <Field label={t`Time zone`} error={errorOf('time_zone')}>
        {(control) => (
          <TimeZonePicker
            {...control}
            area={tolgeo}
            value={zone}
            onValueChange={(next) => form.setValue('time_zone', next)}
          />
        )}
      </Field>
    </>
  );
}
