import type { WebsiteConfiguration } from '@gaceta/shared/website';
import { WEB_WINDOWS, type WebWindow } from '@gaceta/shared/website/web-window';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { FormSection } from '@/components/form/form-section';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { useUpdateWebsiteConfiguration } from '../api/update-website-configuration';

/**
 * How long an article published on the website stays there unless its publisher picks a date:
 * what the publish and schedule dialogs offer first (docs/news.md, Publishing on the web).
 */
export function WebWindowForm({ configuration }: { configuration: WebsiteConfiguration }) {
  const { t } = useLingui();
  const save = useUpdateWebsiteConfiguration();
  const [webWindow, setWebWindow] = useState<WebWindow>(configuration.web_window);
  const names: Record<WebWindow, string> = {
    one_year: t`One year`,
    two_years: t`Two years`,
    far: t`With no end in sight (until 31/12/2099)`,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { web_window: webWindow },
      { onSuccess: () => toast.success(t`Website configuration saved`) },
    );
  };

  return (
    <FormSection
      title={<Trans>Publishing on your website</Trans>}
      description={
        <Trans>
          Publishing an article on the web puts it on your website at once or at its scheduled time. It stays
          there for this long unless the publisher picks another date; legal news often stays online.
        </Trans>
      }
    >
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-end">
        <ErrorAlert error={save.error} className="sm:col-span-2" />
        <Field label={<Trans>Time on the website</Trans>}>
          {(control) => (
            <NativeSelect
              {...control}
              value={webWindow}
              onChange={(event) => setWebWindow(event.target.value as WebWindow)}
            >
              {WEB_WINDOWS.map((choice) => (
                <option key={choice} value={choice}>
                  {names[choice]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Button type="submit" pending={save.isPending} className="w-fit">
          <Trans>Save</Trans>
        </Button>
      </form>
    </FormSection>
  );
}
