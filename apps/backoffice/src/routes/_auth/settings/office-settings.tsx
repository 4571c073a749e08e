import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { QueryState } from '@/components/list/query-state';
import { useActingOffice } from '@/features/auth/api/get-me';
import { requirePermission } from '@/features/auth/require-permission';
import { useDisclaimers } from '@/features/office-settings/api/get-disclaimers';
import { useOfficeSettings } from '@/features/office-settings/api/get-office-settings';
import { DisclaimersForm } from '@/features/office-settings/components/disclaimers-form';
import { OfficeSettingsForm } from '@/features/office-settings/components/office-settings-form';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_auth/settings/office-settings')({
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'settings.office'),
  staticData: { title: SCREEN_TITLES.officeSettings },
  component: OfficeSettingsPage,
});

function OfficeSettingsPage() {
  const { i18n } = useLingui();
  const office = useActingOffice();
  return (
    <PageFrame>
      <PageHeader title={i18n._(SCREEN_TITLES.officeSettings)} />
      <div className="grid max-w-3xl gap-6">
        <OfficeSettings />
        <Disclaimers officeId={office.id} />
      </div>
    </PageFrame>
  );
}

function OfficeSettings() {
  const office = useOfficeSettings();
  return (
    <QueryState query={office}>
      {/* Keyed by the office, so an admin switching offices never sees the previous one's values. */}
      {(settings) => <OfficeSettingsForm key={settings.id} office={settings} />}
    </QueryState>
  );
}

function Disclaimers({ officeId }: { officeId: string }) {
  const disclaimers = useDisclaimers();
  return (
    <QueryState query={disclaimers}>
      {(loaded) => <DisclaimersForm key={officeId} disclaimers={loaded} />}
    </QueryState>
  );
}
