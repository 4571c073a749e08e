import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ChooseOfficeFirst } from '@/components/choose-office-first';
import { PageFrame, PageHeader } from '@/components/page';
import { useMe } from '@/features/auth/api/get-me';
import { requirePermission } from '@/features/auth/require-permission';
import {
  officeSettingsQueryOptions,
  useOfficeSettings,
} from '@/features/office-settings/api/get-office-settings';
import { OfficeSettingsForm } from '@/features/office-settings/components/office-settings-form';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_auth/settings/office-settings')({
  beforeLoad: async ({ context }) => ({
    me: await requirePermission(context.queryClient, 'settings.office'),
  }),
  loader: async ({ context }) => {
    if (context.me.office) await context.queryClient.ensureQueryData(officeSettingsQueryOptions());
  },
  staticData: { title: SCREEN_TITLES.officeSettings },
  component: OfficeSettingsPage,
});

function OfficeSettingsPage() {
  const { i18n } = useLingui();
  const me = useMe();
  return (
    <PageFrame>
      <PageHeader title={i18n._(SCREEN_TITLES.officeSettings)} />
      <div className="max-w-3xl">{me.office ? <OfficeSettings /> : <ChooseOfficeFirst />}</div>
    </PageFrame>
  );
}

function OfficeSettings() {
  const office = useOfficeSettings();
  // Keyed by the office, so an admin switching offices never sees the previous one's values.
  return <OfficeSettingsForm key={office.id} office={office} />;
}
