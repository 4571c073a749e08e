import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useOperator } from '@/components/layout/operator-identity';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { LegalPage, LegalSection } from './-components/legal-page';

export const Route = createFileRoute('/_public/support')({
  staticData: { title: SCREEN_TITLES.support },
  component: SupportPage,
});

function SupportPage() {
  const { operator } = useOperator();
  const contact = operator ? (
    <a href={`mailto:${operator.email}`} className="underline underline-offset-2">
      {operator.email}
    </a>
  ) : (
    <Trans>the operator's contact email</Trans>
  );
  return (
    <LegalPage
      title={<Trans>Support</Trans>}
      intro={<Trans>Need help with Gaceta? This is the quickest way to get it.</Trans>}
    >
      <LegalSection title={<Trans>Start with your office</Trans>}>
        <p>
          <Trans>
            Your office's user account manager can create users, change their roles and reactivate accounts.
            Ask them first about access problems.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Forgot your password?</Trans>}>
        <p>
          <Trans>
            Use the{' '}
            <Link to="/forgot-password" className="underline underline-offset-2">
              password recovery page
            </Link>
            . We will email you a link to create a new password; it can be used only once and expires soon.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Contact the provider</Trans>}>
        <p>
          <Trans>
            For anything else, such as an error, a question about your subscription or a data protection
            request, write to {contact}. Tell us your office, what you were doing and the message you saw, if
            any.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Learn the basics</Trans>}>
        <p>
          <Trans>
            The{' '}
            <Link to="/manual" className="underline underline-offset-2">
              user manual
            </Link>{' '}
            explains how to sign in, find your way around and what each role can do.
          </Trans>
        </p>
      </LegalSection>
    </LegalPage>
  );
}
