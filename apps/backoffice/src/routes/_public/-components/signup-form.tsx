import { SIGNUP_LIMITS, SignupRequestInput } from '@gaceta/shared/accounts/signup';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CircleAlert } from 'lucide-react';
import type { Ref } from 'react';
import { FormSection } from '@/components/form/form-section';
import { HoneypotField } from '@/components/form/honeypot-field';
import { PasswordChecklist } from '@/components/form/password-checklist';
import { PasswordInput } from '@/components/form/password-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCreateSignupRequest } from '@/features/signup/api/create-signup-request';
import { DataProtectionNotice } from '@/features/signup/components/data-protection-notice';
import { OfficePicker } from '@/features/signup/components/office-picker';
import { SignupSuccess } from '@/features/signup/components/signup-success';
import { SubjectChecklist } from '@/features/subjects/components/subject-checklist';
import { SubjectTreeSkeleton } from '@/features/subjects/components/subject-tree-skeleton';
import { useSubjectTree } from '@/features/subjects/hooks/use-subject-tree';
import { ApiError } from '@/lib/api-error';
import { useForm } from '@/lib/hooks/use-form';
import { useServerFieldFocus } from '@/lib/hooks/use-server-field-focus';

type TextKey = 'first_name' | 'last_name' | 'id_number' | 'email' | 'phone' | 'country' | 'city' | 'zip_code';

/** /solicitud-alta: a person asks for a user, in an existing office or a new one. */
export function SignupForm() {
  const { t } = useLingui();
  const signup = useCreateSignupRequest();
  const subjects = useSubjectTree();
  const form = useForm(
    SignupRequestInput,
    {
      first_name: '',
      last_name: '',
      id_number: '',
      country: '',
      phone: '',
      city: '',
      zip_code: '',
      email: '',
      password: '',
      accept_terms: false,
      subject_ids: [],
      office_name: '',
      existing_office: false,
      website: '',
    },
    (input) => signup.mutate(input, { onSuccess: () => window.scrollTo({ top: 0 }) }),
  );
  const { values, errors } = form;
  const serverError = signup.error instanceof ApiError ? signup.error : null;
  const emailRef = useServerFieldFocus<HTMLInputElement>(serverError, 'email');

  if (signup.isSuccess) return <SignupSuccess email={values.email} />;

  const textField = (
    key: TextKey,
    label: string,
    props: { type?: string; autoComplete: string; ref?: Ref<HTMLInputElement> },
  ) => (
    <Field label={label} error={errors[key] ?? serverError?.fields[key]}>
      {(control) => (
        <Input
          {...control}
          {...props}
          maxLength={SIGNUP_LIMITS[key]}
          value={values[key]}
          onChange={(event) => form.setValue(key, event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={form.handleSubmit} className="relative grid gap-6">
      <FormSection title={<Trans>About you</Trans>}>
        <div className="grid items-start gap-5 md:grid-cols-2">
          {textField('first_name', t`Name`, { autoComplete: 'given-name' })}
          {textField('last_name', t`Last name`, { autoComplete: 'family-name' })}
          {textField('id_number', t`Id number`, { autoComplete: 'off' })}
          {textField('phone', t`Phone`, { type: 'tel', autoComplete: 'tel' })}
        </div>
        {textField('email', t`Email`, { type: 'email', autoComplete: 'email', ref: emailRef })}
        <div className="grid items-start gap-5 md:grid-cols-3">
          {textField('country', t`Country`, { autoComplete: 'country-name' })}
          {textField('city', t`City`, { autoComplete: 'address-level2' })}
          {textField('zip_code', t`Zip code`, { autoComplete: 'postal-code' })}
        </div>
      </FormSection>

      <FormSection
        title={<Trans>Your office</Trans>}
        description={
          <Trans>Join your office if it already uses Gaceta, or give the name of a new one.</Trans>
        }
      >
        <OfficePicker error={errors.office_name} onChange={(choice) => form.setFields(choice)} />
      </FormSection>

      <FormSection
        title={<Trans>Subjects</Trans>}
        description={<Trans>The areas of law your office wants news about. Choose at least one.</Trans>}
      >
        <div
          data-invalid={Boolean(errors.subject_ids)}
          className="max-h-96 overflow-y-auto rounded-lg border p-2"
        >
          {subjects.isPending ? (
            <SubjectTreeSkeleton />
          ) : subjects.error ? (
            <p className="p-2 text-sm text-destructive">{subjects.error.message}</p>
          ) : (
            <SubjectChecklist
              aria-label={t`Subjects`}
              tree={subjects.tree}
              value={values.subject_ids}
              onChange={(ids) => form.setValue('subject_ids', ids)}
            />
          )}
        </div>
        {errors.subject_ids && <p className="text-sm text-destructive">{errors.subject_ids}</p>}
      </FormSection>

      <FormSection
        title={<Trans>Password</Trans>}
        description={
          <Trans>You will sign in with your email and this password once the request is approved.</Trans>
        }
      >
        <Field label={t`Password`} error={errors.password}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              value={values.password}
              onChange={(event) => form.setValue('password', event.target.value)}
            />
          )}
        </Field>
        <PasswordChecklist password={values.password} />
      </FormSection>

      <FormSection title={<Trans>Terms</Trans>}>
        <DataProtectionNotice id="data-protection-notice" />
        <div className="grid gap-2">
          <div className="flex items-start gap-2.5">
            <Checkbox
              id="accept-terms"
              className="mt-0.5"
              aria-invalid={Boolean(errors.accept_terms)}
              aria-describedby="data-protection-notice"
              checked={values.accept_terms}
              onCheckedChange={(checked) => form.setValue('accept_terms', checked === true)}
            />
            <Label htmlFor="accept-terms" className="leading-snug font-normal">
              <Trans>I have read the information on data protection and accept the terms of use</Trans>
            </Label>
          </div>
          <Link to="/terms" className="ml-7 w-fit text-sm text-ink-700 underline underline-offset-2">
            <Trans>Read the terms of use</Trans>
          </Link>
          {errors.accept_terms && <p className="text-sm text-destructive">{errors.accept_terms}</p>}
        </div>
      </FormSection>

      <HoneypotField value={values.website ?? ''} onChange={(value) => form.setValue('website', value)} />

      {signup.error && (
        <Alert variant="destructive">
          <CircleAlert aria-hidden />
          <span>
            <SignupErrorMessage error={signup.error} />
          </span>
        </Alert>
      )}
      {Object.keys(errors).length > 0 && (
        <p className="text-sm text-destructive">
          <Trans>Some fields need your attention.</Trans>
        </p>
      )}
      <Button type="submit" size="lg" className="sm:w-fit sm:justify-self-end" pending={signup.isPending}>
        <Trans>Send request</Trans>
      </Button>
    </form>
  );
}

/** 409 and 429 get their own words: the generic ones do not say what to do next. */
function SignupErrorMessage({ error }: { error: Error }) {
  if (!(error instanceof ApiError)) return error.message;
  if (error.status === 409) {
    return (
      <Trans>
        A signup request or a user with this email already exists. If it is yours, wait for our answer or{' '}
        <Link to="/forgot-password" className="underline underline-offset-2">
          recover your password
        </Link>
        .
      </Trans>
    );
  }
  if (error.status === 429) {
    const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
    return <Trans>Too many requests from your connection. Please try again in {minutes} minutes.</Trans>;
  }
  return error.message;
}
