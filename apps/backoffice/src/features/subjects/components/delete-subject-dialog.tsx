import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { useDeleteSubject } from '../api/delete-subject';
import type { SubjectNode } from '../lib/subject-tree';

/** Asks before deleting; the API refuses a subject in use, and the refusal stays on screen. */
export function DeleteSubjectDialog({ node, onClose }: { node: SubjectNode; onClose: () => void }) {
  const { t } = useLingui();
  const deleteSubject = useDeleteSubject();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={<Trans>Delete “{node.name}”?</Trans>}
      description={
        <Trans>
          This cannot be undone. A subject that an office follows, that a signup request names or that has
          subjects under it cannot be deleted.
        </Trans>
      }
      confirmLabel={<Trans>Delete</Trans>}
      pending={deleteSubject.isPending}
      error={deleteSubject.error?.message}
      onConfirm={() =>
        deleteSubject.mutate(node.subject.id, {
          onSuccess: () => {
            toast.success(t`Subject deleted`);
            onClose();
          },
        })
      }
    />
  );
}
