import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ChooseOfficeFirst } from '@/components/choose-office-first';
import { ListState } from '@/components/list-state';
import { useMe } from '@/features/auth/api/get-me';
import { requirePermission } from '@/features/auth/require-permission';
import { useOfficeSettings } from '@/features/office-settings/api/get-office-settings';
import { SubjectsConfiguration } from '@/features/subjects/components/subjects-configuration';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_auth/settings/subjects-configuration')({
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'settings.subjects'),
  component: SubjectsConfigurationPage,
});

function SubjectsConfigurationPage() {
  const { i18n } = useLingui();
  const me = useMe();
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="font-serif text-3xl font-semibold text-ink-900">
        {i18n._(SCREEN_TITLES.subjectsConfiguration)}
      </h1>
      <p className="mt-2 mb-6 text-muted-foreground">
        <Trans>Your office receives the news of the subjects it follows.</Trans>
      </p>
      {me.office ? <OfficeSubjects /> : <ChooseOfficeFirst />}
    </div>
  );
}

function OfficeSubjects() {
  // The office's area decides which subjects it is offered.
  const office = useOfficeSettings();
  return (
    <ListState loading={office.isPending} error={office.error?.message}>
      {office.data && <SubjectsConfiguration key={office.data.id} tolgeo={office.data.tolgeo} />}
    </ListState>
  );
}
