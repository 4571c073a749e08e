import { DISCLAIMER_MAX, type OfficeDisclaimers, OfficeDisclaimersInput } from '@gaceta/shared/disclaimers';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { FormSection } from '@/components/form/form-section';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useForm } from '@/lib/hooks/use-form';
import { useUpdateDisclaimers } from '../api/update-disclaimers';

/** The legal disclaimer every channel shows with an article, one text per news language. */
export function DisclaimersForm({ disclaimers }: { disclaimers: OfficeDisclaimers }) {
  const { t } = useLingui();
  const update = useUpdateDisclaimers();
  const form = useForm(
    OfficeDisclaimersInput,
    { es: disclaimers.es ?? '', en: disclaimers.en ?? '', pt: disclaimers.pt ?? '' },
    (input) =>
      update.mutate(input, {
        onSuccess: () => {
          form.markSaved();
          toast.success(t`Legal disclaimer saved`);
        },
      }),
  );
  const languages = [
    { code: 'es', label: t`Disclaimer in Spanish` },
    { code: 'en', label: t`Disclaimer in English` },
    { code: 'pt', label: t`Disclaimer in Portuguese` },
  ] as const;

  return (
    <form noValidate onSubmit={form.handleSubmit} className="grid gap-6">
      <UnsavedChangesGuard dirty={form.dirty} />
      <FormSection
        title={<Trans>Legal disclaimer</Trans>}
        description={
          <Trans>
            Shown with every article on your website, in the newsletter and on social networks, in the
            article's language. For example: "This article does not constitute legal advice". Leave a language
            empty to show none.
          </Trans>
        }
      >
        <ErrorAlert error={update.error} />
        {languages.map(({ code, label }) => (
          <Field key={code} label={label} error={form.errors[code]}>
            {(control) => (
              <Textarea
                {...control}
                lang={code}
                rows={3}
                maxLength={DISCLAIMER_MAX}
                value={form.values[code] ?? ''}
                onChange={(event) => form.setValue(code, event.target.value)}
              />
            )}
          </Field>
        ))}
        <div className="flex flex-col items-stretch sm:flex-row sm:justify-end">
          <Button type="submit" pending={update.isPending}>
            <Trans>Save disclaimer</Trans>
          </Button>
        </div>
      </FormSection>
    </form>
  );
}
