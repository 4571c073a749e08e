import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { SignupForm } from './-components/signup-form';

export const Route = createFileRoute('/_public/solicitud-alta')({
  staticData: { title: SCREEN_TITLES.signupRequest },
  component: SignupRequestPage,
});

function SignupRequestPage() {
  const { i18n } = useLingui();
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-3xl font-semibold text-ink-900 sm:text-4xl">
        {i18n._(SCREEN_TITLES.signupRequest)}
      </h1>
      <p className="mt-3 mb-8 text-muted-foreground">
        <Trans>
          Tell us who you are and which office you work for. We review every request and email you when your
          user is ready.
        </Trans>
      </p>
      <SignupForm />
    </section>
  );
}
