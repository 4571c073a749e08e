import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ChooseOfficeFirst } from '@/components/choose-office-first';
import { ListState } from '@/components/list-state';
import { useMe } from '@/features/auth/api/get-me';
import { requirePermission } from '@/features/auth/require-permission';
import { useOfficeSettings } from '@/features/office-settings/api/get-office-settings';
import { OfficeSettingsForm } from '@/features/office-settings/components/office-settings-form';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_auth/settings/office-settings')({
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'settings.office'),
  component: OfficeSettingsPage,
});

function OfficeSettingsPage() {
  const { i18n } = useLingui();
  const me = useMe();
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-6 font-serif text-3xl font-semibold text-ink-900">
        {i18n._(SCREEN_TITLES.officeSettings)}
      </h1>
      {me.office ? <OfficeSettings /> : <ChooseOfficeFirst />}
    </div>
  );
}

function OfficeSettings() {
  const office = useOfficeSettings();
  return (
    <ListState loading={office.isPending} error={office.error?.message}>
      {/* Keyed by the office, so an admin switching offices never sees the previous one's values. */}
      {office.data && <OfficeSettingsForm key={office.data.id} office={office.data} />}
    </ListState>
  );
}
