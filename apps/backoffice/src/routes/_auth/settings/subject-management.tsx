import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { requireAdmin } from '@/features/auth/require-permission';
import { SubjectManager } from '@/features/subjects/components/subject-manager';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

/** Admins only: anyone else (an admin acting as an office included) is told they may not open it. */
export const Route = createFileRoute('/_auth/settings/subject-management')({
  beforeLoad: ({ context }) => requireAdmin(context.session),
  staticData: { title: SCREEN_TITLES.subjectManagement },
  component: SubjectManagementPage,
});

function SubjectManagementPage() {
  const { i18n } = useLingui();
  return (
    <PageFrame>
      <PageHeader title={i18n._(SCREEN_TITLES.subjectManagement)} />
      <SubjectManager />
    </PageFrame>
  );
}
