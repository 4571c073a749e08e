import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { QueryState } from '@/components/list/query-state';
import { useActingOffice } from '@/features/auth/api/get-me';
import { requirePermission } from '@/features/auth/require-permission';
import { useWebsiteConfiguration } from '@/features/website/api/get-website-configuration';
import { WebWindowForm } from '@/features/website/components/web-window-form';
import { WebsiteEmbed } from '@/features/website/components/website-embed';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_auth/settings/website-configuration')({
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'website.manage'),
  staticData: { title: SCREEN_TITLES.websiteConfiguration },
  component: WebsiteConfigurationPage,
});

function WebsiteConfigurationPage() {
  const { t, i18n } = useLingui();
  const office = useActingOffice();
  return (
    <PageFrame>
      <PageHeader
        title={i18n._(SCREEN_TITLES.websiteConfiguration)}
        description={t`Show your published news on your own website with a short code snippet.`}
      />
      <Embed officeId={office.id} />
    </PageFrame>
  );
}

function Embed({ officeId }: { officeId: string }) {
  const configuration = useWebsiteConfiguration();
  return (
    <QueryState query={configuration}>
      {(loaded) => (
        <div key={officeId} className="grid gap-6">
          <WebWindowForm configuration={loaded} />
          <WebsiteEmbed configuration={loaded} />
        </div>
      )}
    </QueryState>
  );
}
