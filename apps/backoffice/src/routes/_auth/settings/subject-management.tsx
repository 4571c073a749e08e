import { useLingui } from '@lingui/react/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { SubjectManager } from '@/features/subjects/components/subject-manager';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

/** Admins only: anyone else (an admin acting as an office included) is turned back. */
export const Route = createFileRoute('/_auth/settings/subject-management')({
  beforeLoad: ({ context }) => {
    if (context.session.claims.kind !== 'admin') throw redirect({ to: '/dashboard' });
  },
  component: SubjectManagementPage,
});

function SubjectManagementPage() {
  const { i18n } = useLingui();
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="mb-2 font-serif text-3xl font-semibold text-ink-900">
        {i18n._(SCREEN_TITLES.subjectManagement)}
      </h1>
      <SubjectManager />
    </div>
  );
}
