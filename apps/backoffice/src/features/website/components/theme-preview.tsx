import { ThemeCustomizationInput, type WebsiteTheme, websiteLanguage } from '@gaceta/shared/website';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import * as v from 'valibot';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { WidgetPreview } from './widget-preview';

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

/** The real widget beside the theme form, showing the unsaved theme. */
export function ThemePreview({
  values,
  initial,
  officeKey,
}: {
  values: v.InferInput<typeof ThemeCustomizationInput>;
  /** The theme the form opened with. */
  initial: WebsiteTheme;
  officeKey: string;
}) {
  const { t, i18n } = useLingui();
  const shown = useRef<WebsiteTheme>(initial);
  shown.current = previewOf(values, shown.current);
  // As text, so an unchanged theme is an unchanged value.
  const previewTheme = useDebouncedValue(JSON.stringify(shown.current), 300);

  return (
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
  );
}
