import { EMAIL_MAX } from '@gaceta/shared/accounts/auth';
import { PASSWORD_MAX } from '@gaceta/shared/accounts/password';
import { NAME_MAX, type User, type UserCreateInput } from '@gaceta/shared/accounts/users';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { AreaSelect } from '@/components/form/area-select';
import { FormDialog } from '@/components/form/form-dialog';
import { PasswordChecklist } from '@/components/form/password-checklist';
import { PasswordInput } from '@/components/form/password-input';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useForm } from '@/lib/hooks/use-form';
import { useServerFieldFocus } from '@/lib/hooks/use-server-field-focus';
import { useSaveUser } from '../hooks/use-save-user';
import { initialUserFormValues, userFormSchema } from '../user-form';
import { AvatarPicker } from './avatar-picker';
import { RoleCheckboxes } from './role-checkboxes';

interface UserFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user to edit; none to add one. */
  user?: User | undefined;
  /** Where a new user goes: the caller's office by default. */
  create?: (input: UserCreateInput) => Promise<User>;
  /** The picture can be set only for users of the caller's own office. */
  withAvatar?: boolean;
}

/** Add or edit a user in a modal (spec section 2), with the profile picture. */
export function UserFormDialog({ open, onOpenChange, ...props }: UserFormDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <UserForm {...props} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function UserForm({
  user,
  create,
  withAvatar = true,
  onDone,
}: Omit<UserFormDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const { t } = useLingui();
  const save = useSaveUser(create ? { create } : {});
  const [avatar, setAvatar] = useState<File | null>(null);
  const form = useForm(userFormSchema(), initialUserFormValues(user), (values) =>
    save.mutate(
      { user, values, avatar },
      {
        onSuccess: ({ avatarError }) => {
          toast.success(
            user ? t`User updated` : t`User created. They will receive an email to choose their password.`,
          );
          if (avatarError) toast.error(avatarError.message);
          onDone();
        },
      },
    ),
  );
  const serverFields = save.error?.fields ?? {};
  const emailRef = useServerFieldFocus<HTMLInputElement>(save.error, 'email');
  const errorOf = (field: keyof typeof form.values) => form.errors[field] ?? serverFields[field];

  return (
    <>
      <DialogHeader>
        <DialogTitle>{user ? <Trans>Edit user</Trans> : <Trans>Add user</Trans>}</DialogTitle>
        <DialogDescription>
          {user ? (
            <Trans>Leave the password empty to keep the current one.</Trans>
          ) : (
            <Trans>
              The new user receives an email with a link to choose their password (it works once, for seven
              days).
            </Trans>
          )}
        </DialogDescription>
      </DialogHeader>

      <ErrorAlert error={save.error} fieldsShown={Object.keys(form.values)} />

      <form noValidate onSubmit={form.handleSubmit} className="grid gap-5">
        {withAvatar && (
          <AvatarPicker
            current={
              user ?? {
                first_name: form.values.first_name,
                last_name: form.values.last_name,
                avatar_url: null,
              }
            }
            file={avatar}
            onFileChange={setAvatar}
          />
        )}
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <Field label={t`First name`} error={errorOf('first_name')}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                maxLength={NAME_MAX}
                value={form.values.first_name}
                onChange={(event) => form.setValue('first_name', event.target.value)}
              />
            )}
          </Field>
          <Field label={t`Last name`} error={errorOf('last_name')}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                maxLength={NAME_MAX}
                value={form.values.last_name}
                onChange={(event) => form.setValue('last_name', event.target.value)}
              />
            )}
          </Field>
          <Field label={t`Email`} error={errorOf('email')}>
            {(control) => (
              <Input
                {...control}
                ref={emailRef}
                type="email"
                autoComplete="off"
                maxLength={EMAIL_MAX}
                value={form.values.email}
                onChange={(event) => form.setValue('email', event.target.value)}
              />
            )}
          </Field>
          <Field label={t`Area`} error={errorOf('tolgeo')}>
            {(control) => (
              <AreaSelect
                {...control}
                value={form.values.tolgeo}
                onValueChange={(area) => form.setValue('tolgeo', area)}
              />
            )}
          </Field>
          {user && (
            <>
              <Field label={t`New password`} error={errorOf('password')}>
                {(control) => (
                  <PasswordInput
                    {...control}
                    autoComplete="new-password"
                    maxLength={PASSWORD_MAX}
                    value={form.values.password}
                    onChange={(event) => form.setValue('password', event.target.value)}
                  />
                )}
              </Field>
              <Field label={t`Confirm the password`} error={errorOf('password_confirmation')}>
                {(control) => (
                  <PasswordInput
                    {...control}
                    autoComplete="new-password"
                    maxLength={PASSWORD_MAX}
                    value={form.values.password_confirmation}
                    onChange={(event) => form.setValue('password_confirmation', event.target.value)}
                  />
                )}
              </Field>
            </>
          )}
        </div>
        {user && form.values.password !== '' && <PasswordChecklist password={form.values.password} />}
        <RoleCheckboxes
          legend={t`Roles`}
          value={form.values.roles}
          onChange={(roles) => form.setValue('roles', roles)}
          error={errorOf('roles')}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" pending={save.isPending}>
            {user ? <Trans>Save changes</Trans> : <Trans>Add user</Trans>}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
