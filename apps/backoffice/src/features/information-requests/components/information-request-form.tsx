import { INFORMATION_REQUEST_LIMITS, InformationRequestInput } from '@gaceta/shared/accounts/signup';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CircleAlert, MailCheck } from 'lucide-react';
import { HoneypotField } from '@/components/form/honeypot-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-error';
import { useForm } from '@/lib/hooks/use-form';
import { useCreateInformationRequest } from '../api/create-information-request';

/** The landing page's "request more information": a message for the provider's team. */
export function InformationRequestForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const send = useCreateInformationRequest();
  const form = useForm(
    InformationRequestInput,
    { name: '', email: '', phone: '', office: '', message: '', website: '' },
    (input) => send.mutate(input),
  );
  const { values, errors } = form;

  if (send.isSuccess) {
    return (
      <div className="grid justify-items-center gap-3 py-4 text-center">
        <MailCheck className="size-8 text-success" aria-hidden />
        <p role="status" className="font-medium text-ink-900">
          <Trans>Thank you. We have received your message and will answer you by email soon.</Trans>
        </p>
        <Button variant="outline" onClick={onDone}>
          <Trans>Close</Trans>
        </Button>
      </div>
    );
  }

  const rateLimited = send.error instanceof ApiError && send.error.status === 429;
  return (
    <form noValidate onSubmit={form.handleSubmit} className="relative grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Name`} error={errors.name}>
          {(control) => (
            <Input
              {...control}
              autoComplete="name"
              maxLength={INFORMATION_REQUEST_LIMITS.name}
              value={values.name}
              onChange={(event) => form.setValue('name', event.target.value)}
            />
          )}
        </Field>
        <Field label={t`Email`} error={errors.email}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              maxLength={INFORMATION_REQUEST_LIMITS.email}
              value={values.email}
              onChange={(event) => form.setValue('email', event.target.value)}
            />
          )}
        </Field>
        <Field label={t`Phone (optional)`} error={errors.phone}>
          {(control) => (
            <Input
              {...control}
              type="tel"
              autoComplete="tel"
              maxLength={INFORMATION_REQUEST_LIMITS.phone}
              value={values.phone ?? ''}
              onChange={(event) => form.setValue('phone', event.target.value)}
            />
          )}
        </Field>
        <Field label={t`Office (optional)`} error={errors.office}>
          {(control) => (
            <Input
              {...control}
              autoComplete="organization"
              maxLength={INFORMATION_REQUEST_LIMITS.office}
              value={values.office ?? ''}
              onChange={(event) => form.setValue('office', event.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label={t`Message`} error={errors.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={INFORMATION_REQUEST_LIMITS.message}
            value={values.message}
            onChange={(event) => form.setValue('message', event.target.value)}
          />
        )}
      </Field>
      <HoneypotField value={values.website ?? ''} onChange={(value) => form.setValue('website', value)} />
      <p className="text-xs text-muted-foreground">
        <Trans>
          We use these details only to answer you. Your rights are explained in the{' '}
          <Link to="/privacy" className="underline underline-offset-2">
            privacy policy
          </Link>
          .
        </Trans>
      </p>
      {send.error && (
        <Alert variant="destructive">
          <CircleAlert aria-hidden />
          <span>
            {rateLimited ? (
              <Trans>Too many messages from your connection. Please try again later.</Trans>
            ) : (
              send.error.message
            )}
          </span>
        </Alert>
      )}
      <Button type="submit" pending={send.isPending} className="sm:justify-self-end">
        <Trans>Send</Trans>
      </Button>
    </form>
  );
}
