import { EMAIL_MAX, Email } from '@gaceta/shared/accounts/auth';
import { optionalText } from '@gaceta/shared/common';
import { LOCALES, type Locale } from '@gaceta/shared/locales';
import { RECIPIENT_LIMITS, type Recipient } from '@gaceta/shared/newsletter/recipients';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import * as v from 'valibot';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { FormDialog } from '@/components/form/form-dialog';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useForm } from '@/lib/hooks/use-form';
import { useServerFieldFocus } from '@/lib/hooks/use-server-field-focus';
import { LOCALE_NAMES } from '@/lib/i18n';
import { useCreateRecipient } from '../api/create-recipient';
import { useUpdateRecipient } from '../api/update-recipient';

const RecipientForm = v.object({
  email: Email,
  name: optionalText(RECIPIENT_LIMITS.name),
  subject_ids: v.array(v.string()),
  /** '' is the office's language. */
  language: v.picklist(['', ...LOCALES]),
});

/** The office's subjects to choose from, given by the route (features do not import each other). */
export type SubjectPicker = (props: { value: string[]; onChange: (subjects: string[]) => void }) => ReactNode;

interface RecipientFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The recipient to edit (its address stays); none to add one. */
  recipient?: Recipient | undefined;
  subjectPicker: SubjectPicker;
}

/** Add a recipient by hand, or edit the name and followed subjects of one. */
/** The fields that show the API's messages beside them. */
const RECIPIENT_FIELDS = ['email', 'name', 'language', 'subject_ids'];

export function RecipientFormDialog({
  open,
  onOpenChange,
  recipient,
  subjectPicker,
}: RecipientFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <RecipientFormContent
        recipient={recipient}
        subjectPicker={subjectPicker}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function RecipientFormContent({
  recipient,
  subjectPicker,
  onDone,
}: {
  recipient?: Recipient | undefined;
  subjectPicker: SubjectPicker;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const create = useCreateRecipient();
  const update = useUpdateRecipient();
  const save = recipient ? update : create;
  const initial = {
    email: recipient?.email ?? '',
    name: recipient?.name ?? '',
    subject_ids: recipient?.subject_ids ?? [],
    language: (recipient?.language ?? '') as Locale | '',
  };
  const form = useForm(RecipientForm, initial, ({ email, name, subject_ids, language: chosen }) => {
    const language = chosen || null;
    const onSuccess = () => {
      toast.success(recipient ? t`Recipient updated` : t`Recipient created`);
      onDone();
    };
    if (recipient) update.mutate({ id: recipient.id, input: { name, subject_ids, language } }, { onSuccess });
    else create.mutate({ email, name, active: true, subject_ids, language }, { onSuccess });
  });
  const serverFields = save.error?.fields ?? {};
  const emailRef = useServerFieldFocus<HTMLInputElement>(save.error, 'email');
  const errorOf = (field: 'email' | 'name') => form.errors[field] ?? serverFields[field];

  return (
    <>
      <DialogHeader>
        <DialogTitle>{recipient ? <Trans>Edit recipient</Trans> : <Trans>Add recipient</Trans>}</DialogTitle>
        <DialogDescription>
          {recipient ? (
            <Trans>The address cannot change: a new address is a new recipient, with its own consent.</Trans>
          ) : (
            <Trans>Add only people who have agreed to receive your newsletter.</Trans>
          )}
        </DialogDescription>
      </DialogHeader>
      <ErrorAlert error={save.error} fieldsShown={RECIPIENT_FIELDS} />
      <form noValidate onSubmit={form.handleSubmit} className="grid gap-5">
        <Field label={t`Email`} error={errorOf('email')}>
          {(control) => (
            <Input
              {...control}
              ref={emailRef}
              type="email"
              autoComplete="off"
              readOnly={Boolean(recipient)}
              maxLength={EMAIL_MAX}
              value={form.values.email}
              onChange={(event) => form.setValue('email', event.target.value)}
            />
          )}
        </Field>
        <Field label={t`Name (optional)`} error={errorOf('name')}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              maxLength={RECIPIENT_LIMITS.name}
              value={form.values.name ?? ''}
              onChange={(event) => form.setValue('name', event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t`Language of the emails`}
          description={t`The newsletter's texts, subject and footer come in this language.`}
          error={serverFields.language}
        >
          {(control) => (
            <NativeSelect
              {...control}
              value={form.values.language}
              onChange={(event) => form.setValue('language', event.target.value as Locale | '')}
            >
              <option value="">{t`The office's language`}</option>
              {LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {LOCALE_NAMES[locale]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">
            <Trans>Subjects followed</Trans>
          </legend>
          <p className="text-sm text-muted-foreground">
            <Trans>None chosen: the recipient receives the news of every subject.</Trans>
          </p>
          {subjectPicker({
            value: form.values.subject_ids,
            onChange: (subjects) => form.setValue('subject_ids', subjects),
          })}
          {serverFields.subject_ids && <p className="text-sm text-destructive">{serverFields.subject_ids}</p>}
        </fieldset>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" pending={save.isPending}>
            {recipient ? <Trans>Save changes</Trans> : <Trans>Add recipient</Trans>}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
