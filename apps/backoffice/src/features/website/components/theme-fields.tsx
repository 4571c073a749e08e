import { FONT_WEIGHTS, HEX_COLOR, THEME_LIMITS, type ThemeCustomizationInput } from '@gaceta/shared/website';
import { Trans, useLingui } from '@lingui/react/macro';
import { Info } from 'lucide-react';
import { FormSection } from '@/components/form/form-section';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { useForm } from '@/lib/hooks/use-form';
import { contrastRatio } from '../lib/contrast';

/** The theme form's state, which each section reads and changes. */
export type ThemeFormState = ReturnType<typeof useForm<typeof ThemeCustomizationInput>>;

type ColorName = 'heading_color' | 'font_color' | 'background_color';

/** The three colours, each with a picker and its hex code, and a warning when text is hard to read. */
export function ColoursSection({ form }: { form: ThemeFormState }) {
  const { t, i18n } = useLingui();
  const { values } = form;
  const colors: { name: ColorName; label: string }[] = [
    { name: 'heading_color', label: t`Heading colour` },
    { name: 'font_color', label: t`Text colour` },
    { name: 'background_color', label: t`Background colour` },
  ];
  // WCAG AA asks 4.5:1 of normal text; the theme's header line is not large enough for less.
  const lowContrast = (color: string) => {
    if (![color, values.background_color].every((value) => HEX_COLOR.test(value))) return null;
    const ratio = contrastRatio(color, values.background_color);
    return ratio < 4.5 ? i18n.number(ratio, { maximumFractionDigits: 1 }) : null;
  };
  const textContrast = lowContrast(values.font_color);
  const headingContrast = lowContrast(values.heading_color);

  return (
    <FormSection title={<Trans>Colours</Trans>}>
      <div className="grid items-start gap-5 sm:grid-cols-3 lg:grid-cols-1">
        {colors.map(({ name, label }) => (
          <Field key={name} label={label} error={form.errors[name]}>
            {(control) => (
              <div className="flex gap-2">
                <input
                  type="color"
                  aria-label={t`${label}: picker`}
                  value={HEX_COLOR.test(values[name]) ? values[name].toLowerCase() : '#000000'}
                  onChange={(event) => form.setValue(name, event.target.value)}
                  className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-card p-1"
                />
                <Input
                  {...control}
                  maxLength={7}
                  spellCheck={false}
                  autoComplete="off"
                  className="font-mono"
                  value={values[name]}
                  onChange={(event) => form.setValue(name, event.target.value)}
                />
              </div>
            )}
          </Field>
        ))}
      </div>
      {(textContrast || headingContrast) && (
        <Alert variant="warning" role="status">
          <Info aria-hidden />
          <span className="grid gap-1">
            {textContrast && (
              <span>
                <Trans>
                  The text and the background contrast {textContrast}:1; at least 4.5:1 keeps the news
                  readable for everyone.
                </Trans>
              </span>
            )}
            {headingContrast && (
              <span>
                <Trans>
                  The headings and the background contrast {headingContrast}:1; at least 4.5:1 keeps the news
                  readable for everyone.
                </Trans>
              </span>
            )}
          </span>
        </Alert>
      )}
    </FormSection>
  );
}

/** The font family and the headings' weight. */
export function TypographySection({ form }: { form: ThemeFormState }) {
  const { t } = useLingui();
  const { values } = form;
  const weightNames: Record<(typeof FONT_WEIGHTS)[number], string> = {
    300: t`Light`,
    400: t`Regular`,
    500: t`Medium`,
    600: t`Semibold`,
    700: t`Bold`,
    800: t`Extra bold`,
  };
  return (
    <FormSection title={<Trans>Typography</Trans>}>
      <Field
        label={t`Font family`}
        error={form.errors.font_family}
        description={
          <Trans>
            Font names separated by commas, ending with a generic family such as serif or sans-serif. The
            widget uses fonts the visitor's device or your website already has.
          </Trans>
        }
      >
        {(control) => (
          <Input
            {...control}
            maxLength={THEME_LIMITS.font_family}
            spellCheck={false}
            autoComplete="off"
            value={values.font_family}
            onChange={(event) => form.setValue('font_family', event.target.value)}
          />
        )}
      </Field>
      <Field label={t`Heading font weight`} error={form.errors.font_weight}>
        {(control) => (
          <NativeSelect
            {...control}
            value={String(values.font_weight)}
            onChange={(event) =>
              form.setValue('font_weight', Number(event.target.value) as (typeof FONT_WEIGHTS)[number])
            }
          >
            {FONT_WEIGHTS.map((weight) => (
              <option key={weight} value={weight}>
                {`${weightNames[weight]} (${weight})`}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
    </FormSection>
  );
}

/** The plain text above and below the news. */
export function HeaderFooterSection({ form }: { form: ThemeFormState }) {
  const { t } = useLingui();
  const { values } = form;
  return (
    <FormSection
      title={<Trans>Header and footer</Trans>}
      description={<Trans>Plain text shown above and below the news on your website.</Trans>}
    >
      <Field label={t`Header`} error={form.errors.header}>
        {(control) => (
          <Input
            {...control}
            maxLength={THEME_LIMITS.header}
            value={values.header}
            onChange={(event) => form.setValue('header', event.target.value)}
          />
        )}
      </Field>
      <Field label={t`Footer`} error={form.errors.footer}>
        {(control) => (
          <Input
            {...control}
            maxLength={THEME_LIMITS.footer}
            value={values.footer}
            onChange={(event) => form.setValue('footer', event.target.value)}
          />
        )}
      </Field>
    </FormSection>
  );
}
