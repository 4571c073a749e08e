import type { AreaCode } from '@gaceta/shared/areas';
import { RECOMMENDED_MAX_SUBJECTS } from '@gaceta/shared/subjects';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Info, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useOfficeSubjects } from '../api/get-office-subjects';
import { useUpdateOfficeSubjects } from '../api/update-office-subjects';
import { useSubjectTree } from '../hooks/use-subject-tree';
import type { SubjectNode } from '../lib/subject-tree';
import { SubjectChecklist } from './subject-checklist';
import { SubjectTreeSkeleton } from './subject-tree-skeleton';

/** settings/subjects-configuration: the subjects the office follows, among those of its area. */
export function SubjectsConfiguration({ tolgeo }: { tolgeo: AreaCode }) {
  const subjects = useSubjectTree(tolgeo);
  const subscribed = useOfficeSubjects();
  const error = subjects.error ?? subscribed.error;

  if (error) {
    const retry = () => {
      if (subjects.error) void subjects.refetch();
      if (subscribed.error) void subscribed.refetch();
    };
    return <ErrorAlert error={error} onRetry={retry} />;
  }
  if (subjects.isPending || subscribed.data === undefined) {
    return (
      <Card className="p-4">
        <SubjectTreeSkeleton />
      </Card>
    );
  }
  return <SubscriptionForm tree={subjects.tree} saved={subscribed.data.subject_ids} />;
}

function SubscriptionForm({ tree, saved }: { tree: SubjectNode[]; saved: string[] }) {
  const { t } = useLingui();
  const update = useUpdateOfficeSubjects();
  const [selected, setSelected] = useState(saved);
  const count = selected.length;
  const tooMany = count > RECOMMENDED_MAX_SUBJECTS;
  const unchanged = count === saved.length && selected.every((id) => saved.includes(id));

  const save = () =>
    update.mutate({ subject_ids: selected }, { onSuccess: () => toast.success(t`Subjects saved`) });

  return (
    <div className="grid gap-5">
      <UnsavedChangesGuard dirty={!unchanged} />
      <Alert variant={tooMany ? 'warning' : 'info'} role={tooMany ? 'alert' : 'status'}>
        {tooMany ? <TriangleAlert aria-hidden /> : <Info aria-hidden />}
        <span>
          {tooMany ? (
            <Trans>
              You have chosen {count} subjects. We recommend at most {RECOMMENDED_MAX_SUBJECTS}, so that your
              clients receive the news that matter most to them. You can still save.
            </Trans>
          ) : (
            <Trans>We recommend following at most {RECOMMENDED_MAX_SUBJECTS} subjects.</Trans>
          )}
        </span>
      </Alert>
      <ErrorAlert error={update.error} />
      <Card className="p-3 sm:p-4">
        {tree.length === 0 ? (
          <p className="p-4 text-center text-muted-foreground">
            <Trans>There are no subjects for your office's area yet.</Trans>
          </p>
        ) : (
          <SubjectChecklist aria-label={t`Subjects`} tree={tree} value={selected} onChange={setSelected} />
        )}
      </Card>
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          <Plural value={count} _0="No subject chosen" one="# subject chosen" other="# subjects chosen" />
        </p>
        <Button onClick={save} disabled={unchanged} pending={update.isPending}>
          <Trans>Save subjects</Trans>
        </Button>
      </div>
    </div>
  );
}
