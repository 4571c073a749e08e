import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { Card } from '@/components/ui/card';
import { useSubjectTree } from '../hooks/use-subject-tree';
import { SubjectTree } from './subject-tree';
import { SubjectTreeSkeleton } from './subject-tree-skeleton';

/** The whole subject tree, read-only, named in the interface language. */
export function PublicSubjectTree() {
  const { t } = useLingui();
  const { tree, isPending, error } = useSubjectTree();
  if (error) {
    return <ErrorAlert error={error} />;
  }
  return (
    <Card className="p-4 sm:p-6">
      {isPending ? (
        <SubjectTreeSkeleton />
      ) : tree.length === 0 ? (
        <p className="text-center text-muted-foreground">
          <Trans>There are no subjects yet.</Trans>
        </p>
      ) : (
        <SubjectTree
          aria-label={t`Subjects`}
          nodes={tree}
          renderRow={({ name, children }) => (
            <p className={children.length > 0 ? 'py-1 font-semibold text-ink-900' : 'py-1 text-ink-800'}>
              {name}
            </p>
          )}
        />
      )}
    </Card>
  );
}
