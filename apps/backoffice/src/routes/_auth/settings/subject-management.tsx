import { useLingui } from '@lingui/react/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { SubjectManager } from '@/features/subjects/components/subject-manager';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

/** Admins only: anyone else (an admin acting as an office included) is turned back. */
export const Route = createFileRoute('/_auth/settings/subject-management')({
  beforeLoad: ({ context }) => {
    if (context.session.claims.kind !== 'admin') throw redirect({ to: '/dashboard' });
  },
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
