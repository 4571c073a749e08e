import { Area } from '@gaceta/shared/areas';
import { SUBJECT_LIMITS, SubjectCreateQuery } from '@gaceta/shared/subjects';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'sonner';
import * as v from 'valibot';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { AreaMultiSelect } from '@/components/form/area-multi-select';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useForm } from '@/lib/hooks/use-form';
import { useCreateSubject } from '../api/create-subject';
import { useUpdateSubject } from '../api/update-subject';
import { type SubjectNode, suggestCode } from '../lib/subject-tree';

const { code, name_es, name_en, name_pt } = SubjectCreateQuery.entries;
const SubjectForm = v.object({ code, name_es, name_en, name_pt, areas: v.array(Area) });

/** Create a subject (at the top level or under `parent`) or, given `subject`, rename and re-scope it. */
export type SubjectFormTarget =
  | { mode: 'create'; parent: SubjectNode | null }
  | { mode: 'edit'; node: SubjectNode };

export function SubjectFormDialog({ target, onClose }: { target: SubjectFormTarget; onClose: () => void }) {
  const { t } = useLingui();
  const createSubject = useCreateSubject();
  const updateSubject = useUpdateSubject();
  const mutation = target.mode === 'create' ? createSubject : updateSubject;
  const editing = target.mode === 'edit' ? target.node.subject : null;
  // The code follows the English name until the admin types one of their own.
  const [codeTouched, setCodeTouched] = useState(editing !== null);

  const form = useForm(
    SubjectForm,
    {
      code: editing?.code ?? '',
      name_es: editing?.name.es ?? '',
      name_en: editing?.name.en ?? '',
      name_pt: editing?.name.pt ?? '',
      areas: editing?.areas ?? [],
    },
    ({ code: subjectCode, ...fields }) => {
      if (target.mode === 'create') {
        const parent_id = target.parent?.subject.id;
        createSubject.mutate(
          { ...fields, code: subjectCode, ...(parent_id ? { parent_id } : {}) },
          {
            onSuccess: () => {
              toast.success(t`Subject created`);
              onClose();
            },
          },
        );
      } else {
        updateSubject.mutate(
          { id: target.node.subject.id, ...fields },
          {
            onSuccess: () => {
              toast.success(t`Subject updated`);
              onClose();
            },
          },
        );
      }
    },
  );

  const title =
    target.mode === 'edit'
      ? t`Rename “${target.node.name}”`
      : target.parent
        ? t`New subject under “${target.parent.name}”`
        : t`New top-level subject`;

  const nameField = (key: 'name_es' | 'name_en' | 'name_pt', label: string, lang: string) => (
    <Field label={label} error={form.errors[key]}>
      {(control) => (
        <Input
          {...control}
          lang={lang}
          maxLength={SUBJECT_LIMITS.name}
          value={form.values[key]}
          onChange={(event) => {
            const name = event.target.value;
            const followsName = key === 'name_en' && !codeTouched;
            form.setFields({ [key]: name, ...(followsName ? { code: suggestCode(name) } : {}) });
          }}
        />
      )}
    </Field>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t`Close`} className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          <Trans>Each subject has a name in every interface language.</Trans>
        </DialogDescription>
        <ErrorAlert error={mutation.error} />
        <form noValidate onSubmit={form.handleSubmit} className="grid gap-5">
          <div className="grid gap-4 sm:grid-cols-3">
            {nameField('name_es', t`Name in Spanish`, 'es')}
            {nameField('name_en', t`Name in English`, 'en')}
            {nameField('name_pt', t`Name in Portuguese`, 'pt')}
          </div>
          {target.mode === 'create' && (
            <Field label={t`Code`} error={form.errors.code}>
              {(control) => (
                <Input
                  {...control}
                  className="font-mono"
                  maxLength={SUBJECT_LIMITS.code}
                  value={form.values.code}
                  onChange={(event) => {
                    setCodeTouched(true);
                    form.setValue('code', event.target.value);
                  }}
                />
              )}
            </Field>
          )}
          <AreaMultiSelect
            legend={<Trans>Areas</Trans>}
            hint={<Trans>Leave every area unticked to offer the subject everywhere.</Trans>}
            value={form.values.areas}
            onChange={(areas) => form.setValue('areas', areas)}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" pending={mutation.isPending}>
              {target.mode === 'create' ? <Trans>Create subject</Trans> : <Trans>Save changes</Trans>}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
