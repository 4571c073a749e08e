import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OperatorIdentity } from '@/components/layout/operator-identity';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { LegalPage, LegalSection } from './-components/legal-page';

export const Route = createFileRoute('/_public/privacy')({
  staticData: { title: SCREEN_TITLES.privacy },
  component: PrivacyPage,
});

function PrivacyPage() {
  return (
    <LegalPage
      title={<Trans>Privacy policy</Trans>}
      intro={
        <Trans>
          This policy explains how Gaceta handles personal data when law offices and their staff use the
          back-office. It follows the EU General Data Protection Regulation (GDPR) and Spain's Organic Law
          3/2018 on data protection (LOPDGDD).
        </Trans>
      }
    >
      <LegalSection title={<Trans>Who is responsible</Trans>}>
        <p>
          <Trans>For the accounts of office staff, the controller is the operator of Gaceta:</Trans>
        </p>
        <OperatorIdentity />
        <p>
          <Trans>
            For the newsletter recipients and other contacts an office uploads, the office is the controller
            and the operator acts as its processor under the service contract.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>What data we process</Trans>}>
        <p>
          <Trans>
            The name, work email, roles and office of each user; passwords, stored only as a secure hash; the
            news, images and settings you create; the emails and names of newsletter recipients; and technical
            records such as sign-in attempts, which we need to keep the service secure.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Why, and on what legal basis</Trans>}>
        <p>
          <Trans>
            To provide the service your office contracted (performance of a contract), to keep it secure and
            prevent abuse (legitimate interest) and to meet our legal obligations. We do not sell personal
            data or use it for advertising.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>How long we keep it</Trans>}>
        <p>
          <Trans>
            Account data is kept while the contract is in force and deleted or returned to the office when it
            ends, except what the law requires us to keep. Password reset links expire and are then deleted.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Your rights</Trans>}>
        <p>
          <Trans>
            You may ask for access, rectification, erasure, restriction or portability of your data, or object
            to its processing, by writing to the operator's contact email above. You may also complain to the
            Spanish Data Protection Agency (AEPD).
          </Trans>
        </p>
      </LegalSection>
    </LegalPage>
  );
}
