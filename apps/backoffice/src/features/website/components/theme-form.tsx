import {
  FONT_WEIGHTS,
  HEX_COLOR,
  THEME_LIMITS,
  type ThemeCustomization,
  ThemeCustomizationInput,
  type WebsiteTheme,
  websiteLanguage,
} from '@gaceta/shared/website';
import { Trans, useLingui } from '@lingui/react/macro';
import { Info, RotateCcw } from 'lucide-react';
import { useRef } from 'react';
import { toast } from 'sonner';
import * as v from 'valibot';
import { ErrorAlert } from '@/components/error-alert';
import { FormSection } from '@/components/form-section';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useForm } from '@/lib/use-form';
import { useUpdateThemeCustomization } from '../api/update-theme-customization';
import { contrastRatio } from '../lib/contrast';
import { WidgetPreview } from './widget-preview';

type ColorName = 'heading_color' | 'font_color' | 'background_color';

/**
 * What the preview shows: each field's value when it is valid, else what the preview showed
 * before, so a half-typed colour or an emptied header does not flash the defaults.
 */
function previewOf(
  values: v.InferInput<typeof ThemeCustomizationInput>,
  previous: WebsiteTheme,
): WebsiteTheme {
  const theme: Record<string, unknown> = { ...previous };
  for (const [name, schema] of Object.entries(ThemeCustomizationInput.entries)) {
    const result = v.safeParse(schema, values[name as keyof typeof values]);
    if (result.success) theme[name] = result.output;
  }
  return theme as WebsiteTheme;
}

/**
 * settings/customize-news-theme: every field of the office's website theme, beside the real widget
 * showing the unsaved theme.
 */
export function ThemeForm({
  customization,
  officeKey,
}: {
  customization: ThemeCustomization;
  officeKey: string;
}) {
  const { t, i18n } = useLingui();
  const update = useUpdateThemeCustomization();
  const form = useForm(ThemeCustomizationInput, customization.object ?? customization.defaults, (input) =>
    update.mutate(input, {
      onSuccess: () => {
        form.markSaved();
        toast.success(t`Theme saved. Your website shows it within a minute.`);
      },
    }),
  );
  const { values } = form;

  const shown = useRef<WebsiteTheme>(customization.object ?? customization.defaults);
  shown.current = previewOf(values, shown.current);
  // As text, so an unchanged theme is an unchanged value.
  const previewTheme = useDebouncedValue(JSON.stringify(shown.current), 300);

  const weightNames: Record<(typeof FONT_WEIGHTS)[number], string> = {
    300: t`Light`,
    400: t`Regular`,
    500: t`Medium`,
    600: t`Semibold`,
    700: t`Bold`,
    800: t`Extra bold`,
  };
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
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <form noValidate onSubmit={form.handleSubmit} className="grid gap-6">
        <UnsavedChangesGuard dirty={form.dirty} />
        {customization.object === null && (
          <Alert variant="info" role="status">
            <Info aria-hidden />
            <span>
              <Trans>No customization found.</Trans>{' '}
              <Trans>Your website shows the default theme until you save one.</Trans>
            </span>
          </Alert>
        )}
        <ErrorAlert
          error={
            update.error && {
              message: `${t`Error creating or updating theme customization`}: ${update.error.message}`,
            }
          }
        />

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
                      The headings and the background contrast {headingContrast}:1; at least 4.5:1 keeps the
                      news readable for everyone.
                    </Trans>
                  </span>
                )}
              </span>
            </Alert>
          )}
        </FormSection>

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

        <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
          <Button type="button" variant="outline" onClick={() => form.setFields(customization.defaults)}>
            <RotateCcw aria-hidden />
            <Trans>Use the default theme</Trans>
          </Button>
          <Button type="submit" size="lg" pending={update.isPending}>
            <Trans>Save theme</Trans>
          </Button>
        </div>
      </form>

      <div className="grid gap-3">
        <h2 className="font-serif text-xl font-semibold text-ink-900">
          <Trans>Preview</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>Your latest published news, as your website shows them with this theme.</Trans>
        </p>
        <WidgetPreview
          label={t`Preview of the news on your website`}
          options={{
            office: officeKey,
            view: 'list',
            lang: websiteLanguage(i18n.locale),
            per: 3,
            theme: JSON.parse(previewTheme),
          }}
        />
      </div>
    </div>
  );
}
