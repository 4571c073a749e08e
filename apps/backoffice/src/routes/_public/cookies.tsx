import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { LegalPage, LegalSection } from './-components/legal-page';

export const Route = createFileRoute('/_public/cookies')({
  staticData: { title: SCREEN_TITLES.cookies },
  component: CookiesPage,
});

function CookiesPage() {
  return (
    <LegalPage
      title={<Trans>Cookie policy</Trans>}
      intro={
        <Trans>
          Gaceta uses only the storage strictly necessary for the back-office to work. It uses no analytics,
          advertising or third-party tracking cookies, so the banner only informs you.
        </Trans>
      }
    >
      <LegalSection title={<Trans>What we store in your browser</Trans>}>
        <ul className="grid list-disc gap-2 pl-5">
          <li>
            <Trans>
              <strong>authentication</strong>: your sign-in token. It is kept in session storage and
              disappears when you close the browser, unless you choose "Stay logged in"; then it stays in
              local storage until you log out or it expires.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>locale</strong>: the interface language you chose, in session storage.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>cookie_consent</strong>: records that you have read this notice, in local storage.
            </Trans>
          </li>
        </ul>
      </LegalSection>
      <LegalSection title={<Trans>How to remove it</Trans>}>
        <p>
          <Trans>
            Logging out erases the sign-in token. You can delete everything at any time from your browser's
            settings; you will then need to sign in again.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={<Trans>On your office's website</Trans>}>
        <p>
          <Trans>The news widget that offices place on their websites counts views without cookies.</Trans>
        </p>
      </LegalSection>
    </LegalPage>
  );
}
