import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { useActingOffice } from '@/features/auth/api/get-me';
import { requirePermission } from '@/features/auth/require-permission';
import { WordPressConfiguration } from '@/features/wordpress/components/wordpress-configuration';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_auth/settings/wordpress-configuration')({
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'website.manage'),
  staticData: { title: SCREEN_TITLES.wordpressConfiguration },
  component: WordPressConfigurationPage,
});

function WordPressConfigurationPage() {
  const { t, i18n } = useLingui();
  const office = useActingOffice();
  return (
    <PageFrame>
      <PageHeader
        title={i18n._(SCREEN_TITLES.wordpressConfiguration)}
        description={t`Show your office's news on a WordPress site with the Gaceta plugin.`}
      />
      <div className="max-w-3xl">
        {/* The API serves the back-office: this page's origin is the address the plugin calls. */}
        <WordPressConfiguration officeKey={office.public_key} apiUrl={window.location.origin} />
      </div>
    </PageFrame>
  );
}
