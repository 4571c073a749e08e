import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PublicSubjectTree } from '@/features/subjects/components/public-subject-tree';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_public/tree')({
  staticData: { title: SCREEN_TITLES.subjectTree },
  component: SubjectTreePage,
});

function SubjectTreePage() {
  const { i18n } = useLingui();
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-3xl font-semibold text-ink-900">{i18n._(SCREEN_TITLES.subjectTree)}</h1>
      <p className="mt-2 mb-8 text-muted-foreground">
        <Trans>The areas of law Gaceta writes news about. Each office chooses the ones it follows.</Trans>
      </p>
      <PublicSubjectTree />
    </section>
  );
}
