import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OperatorIdentity } from '@/components/layout/operator-identity';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { LegalPage, LegalSection } from './-components/legal-page';

export const Route = createFileRoute('/_public/legal-notice')({
  staticData: { title: SCREEN_TITLES.legalNotice },
  component: LegalNoticePage,
});

function LegalNoticePage() {
  return (
    <LegalPage
      title={<Trans>Legal notice</Trans>}
      intro={
        <Trans>
          The information required by Spain's Law 34/2002 on information society services and electronic
          commerce (LSSI-CE).
        </Trans>
      }
    >
      <LegalSection title={<Trans>Owner of the service</Trans>}>
        <p>
          <Trans>Gaceta is operated by:</Trans>
        </p>
        <OperatorIdentity />
      </LegalSection>
      <LegalSection title={<Trans>Purpose</Trans>}>
        <p>
          <Trans>
            Gaceta is a back-office in which law offices prepare legal news and publish it on their website,
            their newsletter and their social networks. Access is reserved to the users of subscribed offices.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Intellectual property</Trans>}>
        <p>
          <Trans>
            The software, its design and the news written by the provider's editors are protected by
            intellectual property law. Offices may publish the news they receive on their own channels while
            their subscription is active. The content an office writes itself belongs to that office.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Liability</Trans>}>
        <p>
          <Trans>
            The news published through Gaceta is informative and is not legal advice for any particular case.
            Each office reviews what it publishes on its channels and is responsible for it.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Applicable law</Trans>}>
        <p>
          <Trans>This notice is governed by Spanish law.</Trans>
        </p>
      </LegalSection>
    </LegalPage>
  );
}
