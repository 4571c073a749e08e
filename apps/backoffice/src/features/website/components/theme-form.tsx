import { type ThemeCustomization, ThemeCustomizationInput } from '@gaceta/shared/website';
import { Trans, useLingui } from '@lingui/react/macro';
import { Info, RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useForm } from '@/lib/hooks/use-form';
import { useUpdateThemeCustomization } from '../api/update-theme-customization';
import { ColoursSection, HeaderFooterSection, TypographySection } from './theme-fields';
import { ThemePreview } from './theme-preview';

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
  const { t } = useLingui();
  const update = useUpdateThemeCustomization();
  const initial = customization.object ?? customization.defaults;
  const form = useForm(ThemeCustomizationInput, initial, (input) =>
    update.mutate(input, {
      onSuccess: () => {
        form.markSaved();
        toast.success(t`Theme saved. Your website shows it within a minute.`);
      },
    }),
  );

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

        <ColoursSection form={form} />
        <TypographySection form={form} />
        <HeaderFooterSection form={form} />

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

      <ThemePreview values={form.values} initial={initial} officeKey={officeKey} />
    </div>
  );
}
