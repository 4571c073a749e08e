import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useUpdateSubject } from '../api/update-subject';
import { flattenTree, type SubjectNode, subtreeIds } from '../lib/subject-tree';

const ROOT = 'root';

/** Choose a new parent, or the top level. A subject cannot go under itself or its descendants. */
export function MoveSubjectDialog({
  node,
  tree,
  onClose,
}: {
  node: SubjectNode;
  tree: readonly SubjectNode[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const updateSubject = useUpdateSubject();
  const [parentId, setParentId] = useState(node.subject.parent_id ?? ROOT);
  const excluded = subtreeIds(node);
  const parents = flattenTree(tree).filter(({ node: each }) => !excluded.has(each.subject.id));
  const unchanged = parentId === (node.subject.parent_id ?? ROOT);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    updateSubject.mutate(
      { id: node.subject.id, parent_id: parentId },
      {
        onSuccess: () => {
          toast.success(t`Subject moved`);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t`Close`}>
        <DialogTitle>
          <Trans>Move “{node.name}”</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>The subjects under it move with it.</Trans>
        </DialogDescription>
        <ErrorAlert error={updateSubject.error} />
        <form onSubmit={submit} className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor={id}>
              <Trans>New parent</Trans>
            </Label>
            <NativeSelect id={id} value={parentId} onChange={(event) => setParentId(event.target.value)}>
              <option value={ROOT}>{t`Top level (no parent)`}</option>
              {parents.map(({ node: each, depth }) => (
                <option key={each.subject.id} value={each.subject.id}>
                  {`${'\u00a0\u00a0\u00a0'.repeat(depth)}${each.name}`}
                </option>
              ))}
            </NativeSelect>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={unchanged} pending={updateSubject.isPending}>
              <Trans>Move</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
