import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { QueryState } from '@/components/list/query-state';
import { useActingOffice } from '@/features/auth/api/get-me';
import { requirePermission } from '@/features/auth/require-permission';
import { useOfficeSettings } from '@/features/office-settings/api/get-office-settings';
import { SubjectsConfiguration } from '@/features/subjects/components/subjects-configuration';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_auth/settings/subjects-configuration')({
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'settings.subjects'),
  staticData: { title: SCREEN_TITLES.subjectsConfiguration },
  component: SubjectsConfigurationPage,
});

function SubjectsConfigurationPage() {
  const { i18n } = useLingui();
  const _office = useActingOffice();
  return (
    <PageFrame>
      <PageHeader
        title={i18n._(SCREEN_TITLES.subjectsConfiguration)}
        description={<Trans>Your office receives the news of the subjects it follows.</Trans>}
      />
      <div className="max-w-3xl">
        <OfficeSubjects />
      </div>
    </PageFrame>
  );
}

function OfficeSubjects() {
  // The office's area decides which subjects it is offered.
  const office = useOfficeSettings();
  return (
    <QueryState query={office}>
      {(settings) => <SubjectsConfiguration key={settings.id} tolgeo={settings.tolgeo} />}
    </QueryState>
  );
}
