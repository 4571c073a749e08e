import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { LegalPage, LegalSection } from './-components/legal-page';

export const Route = createFileRoute('/_public/terms')({
  staticData: { title: SCREEN_TITLES.terms },
  component: TermsPage,
});

function TermsPage() {
  return (
    <LegalPage
      title={<Trans>Terms of use</Trans>}
      intro={
        <Trans>
          These terms govern the use of the Gaceta back-office by the staff of subscribed law offices,
          together with your office's service contract, which prevails if they differ.
        </Trans>
      }
    >
      <LegalSection title={<Trans>Your account</Trans>}>
        <p>
          <Trans>
            Each user has a personal account. Keep your password secret, do not share your account, and tell
            your office's user account manager at once if you think someone else has used it.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Acceptable use</Trans>}>
        <p>
          <Trans>
            Use Gaceta only to prepare and publish your office's news. Do not upload unlawful content, content
            you have no right to use or personal data you may not process, and do not try to reach other
            offices' data or disrupt the service.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Content and publication</Trans>}>
        <p>
          <Trans>
            Suggestions from the writing assistant and news from the library are drafts: review them before
            publishing. Your office is responsible for what it publishes on its website, newsletter and social
            networks.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Availability and changes</Trans>}>
        <p>
          <Trans>
            We work to keep the service available and secure, but it may stop for maintenance or for causes
            beyond our control. We may update these terms and will announce relevant changes in the
            back-office.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Suspension</Trans>}>
        <p>
          <Trans>
            Accounts that break these terms may be deactivated. Your office can also deactivate its own users
            at any time.
          </Trans>
        </p>
      </LegalSection>
    </LegalPage>
  );
}
