import { EMAIL_MAX } from '@gaceta/shared/accounts/auth';
import { OFFICE_LIMITS, type Office } from '@gaceta/shared/accounts/offices';
import { NAME_MAX } from '@gaceta/shared/accounts/users';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { FormDialog } from '@/components/form/form-dialog';
import { OfficeRegionFields, OfficeUrlFields } from '@/components/form/office-fields';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCreateOffice } from '@/features/offices/api/create-office';
import { useUpdateOffice } from '@/features/offices/api/update-office';
import {
  initialOfficeFormValues,
  officeFormFields,
  officeFormSchema,
  officeInputField,
  toOfficeInput,
} from '@/features/offices/office-form';
import { useForm } from '@/lib/hooks/use-form';
import { useServerFieldFocus } from '@/lib/hooks/use-server-field-focus';
import { PublicKey } from './public-key';

/** Add an office (with its first user, if wanted) or edit one. */
export function OfficeFormDialog({
  open,
  onOpenChange,
  office,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  office?: Office | undefined;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <OfficeForm office={office} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function OfficeForm({ office, onDone }: { office: Office | undefined; onDone: () => void }) {
  const { t } = useLingui();
  const create = useCreateOffice();
  const update = useUpdateOffice();
  const save = office ? update : create;
  const [withFirstUser, setWithFirstUser] = useState(false);
  const form = useForm(officeFormSchema(withFirstUser), initialOfficeFormValues(office), (values) => {
    const input = toOfficeInput(values, withFirstUser);
    const onSuccess = () => {
      toast.success(office ? t`Office updated` : t`Office created`);
      onDone();
    };
    if (office) update.mutate({ id: office.id, input }, { onSuccess });
    else create.mutate(input, { onSuccess });
  });
  const { values } = form;
  const serverFields = officeFormFields(save.error?.fields ?? {});
  const userEmailRef = useServerFieldFocus<HTMLInputElement>(save.error, 'first_user.email');
  const errorOf = (field: keyof typeof values) => form.errors[field] ?? serverFields[field];

  const text = (key: keyof typeof values, label: string, props: ComponentProps<'input'> = {}) => (
    <Field label={label} error={errorOf(key)}>
      {(control) => (
        <Input
          {...control}
          {...props}
          value={String(values[key] ?? '')}
          onChange={(event) => form.setValue(key, event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <>
      <DialogHeader>
        <DialogTitle>{office ? <Trans>Edit office</Trans> : <Trans>Add office</Trans>}</DialogTitle>
        <DialogDescription>
          {office ? (
            <Trans>The office sees these details in its own settings.</Trans>
          ) : (
            <Trans>The office can complete these details later in its own settings.</Trans>
          )}
        </DialogDescription>
      </DialogHeader>

      <ErrorAlert error={save.error} fieldsShown={Object.keys(form.values).map(officeInputField)} />

      <form noValidate onSubmit={form.handleSubmit} className="grid gap-6">
        <Section title={<Trans>Office</Trans>}>
          {text('name', t`Office name`, { maxLength: OFFICE_LIMITS.name, autoComplete: 'off' })}
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <OfficeRegionFields form={form} errorOf={errorOf} />
          </div>
          {office?.public_key && <PublicKey value={office.public_key} />}
        </Section>

        <Section
          title={<Trans>Web addresses</Trans>}
          hint={<Trans>Each starts with http:// or https:// and ends with a slash.</Trans>}
        >
          <OfficeUrlFields form={form} errorOf={errorOf} />
        </Section>

        <Section title={<Trans>Contact</Trans>}>
          <div className="grid items-start gap-5 sm:grid-cols-2">
            {text('email', t`General email`, { type: 'email', maxLength: OFFICE_LIMITS.email })}
            {text('phone', t`Phone number`, { type: 'tel', maxLength: OFFICE_LIMITS.phone })}
          </div>
          {text('address', t`Address`, { maxLength: OFFICE_LIMITS.address })}
        </Section>

        {!office && (
          <Section title={<Trans>First user</Trans>}>
            <div className="flex items-start gap-2.5">
              <Checkbox
                id="office-first-user"
                checked={withFirstUser}
                onCheckedChange={(checked) => setWithFirstUser(checked === true)}
              />
              <div className="grid gap-1">
                <Label htmlFor="office-first-user">
                  <Trans>Create the office's first user</Trans>
                </Label>
                <p className="text-sm text-muted-foreground">
                  <Trans>
                    They get all four roles and can then add the rest of the office. They receive an email
                    with a link to choose their password.
                  </Trans>
                </p>
              </div>
            </div>
            {withFirstUser && (
              <>
                <div className="grid items-start gap-5 sm:grid-cols-2">
                  {text('user_first_name', t`First name`, { maxLength: NAME_MAX, autoComplete: 'off' })}
                  {text('user_last_name', t`Last name`, { maxLength: NAME_MAX, autoComplete: 'off' })}
                </div>
                {text('user_email', t`User email`, {
                  ref: userEmailRef,
                  type: 'email',
                  maxLength: EMAIL_MAX,
                  autoComplete: 'off',
                })}
              </>
            )}
          </Section>
        )}

        <DialogFooter className="sm:items-center">
          <Button type="button" variant="outline" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" pending={save.isPending}>
            {office ? <Trans>Save changes</Trans> : <Trans>Add office</Trans>}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}

function Section({ title, hint, children }: { title: ReactNode; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="text-xs font-semibold tracking-widest text-brass-600 uppercase">{title}</legend>
      {hint && <p className="mt-1 text-sm text-muted-foreground">{hint}</p>}
      <div className="mt-3 grid gap-4">{children}</div>
    </fieldset>
  );
}
