import { type Locale, resolveLocale } from '@gaceta/shared/locales';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { useOfficeSubjects } from '../api/get-office-subjects';
import { useSubjects } from '../api/get-subjects';
import { buildSubjectTree } from '../lib/subject-tree';
import { SubjectChecklist } from './subject-checklist';
import { SubjectTreeSkeleton } from './subject-tree-skeleton';

/**
 * The subjects a news item can be filed under: the office's subscriptions (and whatever the item
 * already has), or, for an admin writing the provider's library, every subject.
 */
export function NewsSubjectPicker({
  ofOffice,
  value,
  onChange,
}: {
  ofOffice: boolean;
  value: string[];
  onChange: (subjects: string[]) => void;
}) {
  const { t, i18n } = useLingui();
  const locale: Locale = resolveLocale(i18n.locale);
  const subjects = useSubjects();
  const subscribed = useOfficeSubjects({ enabled: ofOffice });
  const offered = subscribed.data?.subject_ids;
  const tree = useMemo(() => {
    const all = subjects.data ?? [];
    const shown = ofOffice
      ? all.filter((subject) => offered?.includes(subject.id) || value.includes(subject.id))
      : all;
    return buildSubjectTree(shown, locale);
  }, [subjects.data, offered, value, ofOffice, locale]);

  const error = subjects.error ?? (ofOffice ? subscribed.error : null);
  if (error) {
    const retry = () => {
      void subjects.refetch();
      if (ofOffice) void subscribed.refetch();
    };
    return <ErrorAlert error={error} onRetry={retry} />;
  }
  if (subjects.isPending || (ofOffice && subscribed.isPending)) return <SubjectTreeSkeleton />;
  if (tree.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Your office follows no subjects yet: choose them in the subjects configuration.</Trans>
      </p>
    );
  }
  return (
    <div className="max-h-80 overflow-y-auto rounded-md border p-2">
      <SubjectChecklist aria-label={t`Subjects`} tree={tree} value={value} onChange={onChange} />
    </div>
  );
}
