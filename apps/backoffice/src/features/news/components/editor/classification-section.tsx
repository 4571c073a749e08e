import { NEWS_LANGUAGES, SUBJECTS_HINT } from '@gaceta/shared/news';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AreaMultiSelect } from '@/components/form/area-multi-select';
import { FormSection } from '@/components/form/form-section';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { NewsFormState } from '../../hooks/use-news-form';
import { LANGUAGE_LABELS } from '../../lib/labels';

/** What the route gives the editor to pick subjects with (subjects are another feature's). */
export type SubjectPicker = (props: { value: string[]; onChange: (subjects: string[]) => void }) => ReactNode;

/** The item's subjects, languages and areas. */
export function ClassificationSection({
  editor,
  subjectPicker,
}: {
  editor: NewsFormState;
  subjectPicker: SubjectPicker;
}) {
  const { i18n } = useLingui();
  const { form, values, errorOf } = editor;
  return (
    <FormSection title={<Trans>Classification</Trans>}>
      <div className="grid gap-2" data-invalid={Boolean(errorOf('subjects'))}>
        <p className="text-sm font-medium text-ink-800">
          <Trans>Subjects</Trans>
        </p>
        {subjectPicker({
          value: values.subjects ?? [],
          onChange: (subjects) => form.setValue('subjects', subjects),
        })}
        {editor.hints.subjects && (
          <p className="text-sm text-brass-700">
            <Trans>We recommend {SUBJECTS_HINT} subjects or fewer.</Trans>
          </p>
        )}
        <FieldError error={errorOf('subjects')} />
      </div>
      <fieldset className="grid gap-3" data-invalid={Boolean(errorOf('languages'))}>
        <legend className="text-sm font-medium text-ink-800">
          <Trans>Languages</Trans>
        </legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {NEWS_LANGUAGES.map((language) => (
            <div key={language} className="flex items-center gap-2.5">
              <Checkbox
                id={`language-${language}`}
                checked={values.languages?.includes(language) ?? false}
                onCheckedChange={(checked) =>
                  form.setValue(
                    'languages',
                    checked === true
                      ? [...(values.languages ?? []), language]
                      : (values.languages ?? []).filter((each) => each !== language),
                  )
                }
              />
              <Label htmlFor={`language-${language}`} className="font-normal">
                {i18n._(LANGUAGE_LABELS[language])}
              </Label>
            </div>
          ))}
        </div>
        <FieldError error={errorOf('languages')} />
      </fieldset>
      <div className="grid gap-2" data-invalid={Boolean(errorOf('areas'))}>
        <AreaMultiSelect
          legend={<Trans>Areas</Trans>}
          value={values.areas ?? []}
          onChange={(areas) => form.setValue('areas', areas)}
        />
        <FieldError error={errorOf('areas')} />
      </div>
    </FormSection>
  );
}

/** A group's message, under it. */
function FieldError({ error }: { error: string | undefined }) {
  return error && <p className="text-sm text-destructive">{error}</p>;
}
