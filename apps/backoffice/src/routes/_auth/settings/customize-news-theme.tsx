import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { QueryState } from '@/components/list/query-state';
import { useActingOffice } from '@/features/auth/api/get-me';
import { requirePermission } from '@/features/auth/require-permission';
import { useThemeCustomization } from '@/features/website/api/get-theme-customization';
import { ThemeForm } from '@/features/website/components/theme-form';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_auth/settings/customize-news-theme')({
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'settings.theme'),
  staticData: { title: SCREEN_TITLES.customizeNewsTheme },
  component: CustomizeNewsThemePage,
});

function CustomizeNewsThemePage() {
  const { t, i18n } = useLingui();
  const office = useActingOffice();
  return (
    <PageFrame>
      <PageHeader
        title={i18n._(SCREEN_TITLES.customizeNewsTheme)}
        description={t`The colours, font, header and footer of the news on your website and on their shareable pages.`}
      />
      <Theme officeId={office.id} officeKey={office.public_key} />
    </PageFrame>
  );
}

function Theme({ officeId, officeKey }: { officeId: string; officeKey: string }) {
  const theme = useThemeCustomization();
  return (
    <QueryState query={theme}>
      {/* Keyed by the office, so an admin switching offices never sees the previous one's values. */}
      {(customization) => <ThemeForm key={officeId} customization={customization} officeKey={officeKey} />}
    </QueryState>
  );
}
