import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { LegalPage, LegalSection } from './-components/legal-page';

export const Route = createFileRoute('/_public/manual')({
  staticData: { title: SCREEN_TITLES.manual },
  component: ManualPage,
});

function ManualPage() {
  return (
    <LegalPage
      title={<Trans>User manual</Trans>}
      intro={<Trans>The essentials for finding your way around the Gaceta back-office.</Trans>}
    >
      <LegalSection title={<Trans>Signing in</Trans>}>
        <p>
          <Trans>
            Sign in with the email and password your office gave you. Tick "Stay logged in" only on a device
            that is yours; otherwise the session ends when you close the browser.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>The dashboard and the menu</Trans>}>
        <p>
          <Trans>
            After signing in you land on the dashboard. The side menu leads to every section; on narrow
            screens, open it with the menu button at the top left.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Roles</Trans>}>
        <p>
          <Trans>
            What you can do depends on your roles: user account managers look after users and office settings;
            statistics reviewers follow the figures; content generators write and edit news; publish reviewers
            approve news and publish it on each channel.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Language</Trans>}>
        <p>
          <Trans>
            Choose Spanish, English or Portuguese from the language menu. The choice lasts until you close the
            browser.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Sections being released</Trans>}>
        <p>
          <Trans>
            News, channels, statistics and settings arrive step by step. A section that is not ready yet says
            so plainly.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>Logging out</Trans>}>
        <p>
          <Trans>Log out from the user menu when you finish, above all on shared computers.</Trans>
        </p>
      </LegalSection>
    </LegalPage>
  );
}
