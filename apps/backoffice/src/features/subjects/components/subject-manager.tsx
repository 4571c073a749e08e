import { Trans, useLingui } from '@lingui/react/macro';
import { CornerDownRight, FolderInput, Info, MoreHorizontal, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { AREA_LABELS } from '@/lib/areas';
import { useSelectedArea } from '@/lib/selected-area';
import { useSubjectTree } from '../hooks/use-subject-tree';
import type { SubjectNode } from '../lib/subject-tree';
import { DeleteSubjectDialog } from './delete-subject-dialog';
import { MoveSubjectDialog } from './move-subject-dialog';
import { SubjectFormDialog, type SubjectFormTarget } from './subject-form-dialog';
import { SubjectTree } from './subject-tree';
import { SubjectTreeSkeleton } from './subject-tree-skeleton';

type OpenDialog =
  | { kind: 'form'; target: SubjectFormTarget }
  | { kind: 'move'; node: SubjectNode }
  | { kind: 'delete'; node: SubjectNode };

/** settings/subject-management: the whole tree with add, rename, move and delete (admins). */
export function SubjectManager() {
  const { t, i18n } = useLingui();
  const selectedArea = useSelectedArea();
  // The list call takes one area: the Latam group, like no choice, shows every subject.
  const area = selectedArea === 'latam' ? null : selectedArea;
  const { tree, isPending, error, refetch } = useSubjectTree(area ?? undefined);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);

  const row = (node: SubjectNode) => (
    <div className="group flex min-h-11 items-center gap-3 rounded-md px-2 py-1.5 hover:bg-muted/60">
      <div className="min-w-0 flex-1">
        <span className="font-medium text-ink-900">{node.name}</span>{' '}
        <span className="font-mono text-xs text-muted-foreground">{node.subject.code}</span>
        {node.subject.areas && node.subject.areas.length > 0 && (
          <span className="mt-1 flex flex-wrap gap-1">
            {node.subject.areas.map((area) => (
              <Badge key={area} className="border-ink-200 bg-ink-50 text-ink-700">
                {i18n._(AREA_LABELS[area])}
              </Badge>
            ))}
          </span>
        )}
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-9" aria-label={t`Actions for ${node.name}`}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem
            onSelect={() => setDialog({ kind: 'form', target: { mode: 'create', parent: node } })}
          >
            <CornerDownRight aria-hidden />
            <Trans>Add a subject under it</Trans>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog({ kind: 'form', target: { mode: 'edit', node } })}>
            <Pencil aria-hidden />
            <Trans>Rename</Trans>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog({ kind: 'move', node })}>
            <FolderInput aria-hidden />
            <Trans>Move</Trans>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            className="text-destructive data-[highlighted]:text-destructive [&_svg]:text-destructive"
            onSelect={() => setDialog({ kind: 'delete', node })}
          >
            <Trash2 aria-hidden />
            <Trans>Delete</Trans>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <p className="max-w-2xl text-muted-foreground">
          <Trans>
            The subjects offices follow and news are filed under. Names are shown in the interface language.
          </Trans>
        </p>
        <Button onClick={() => setDialog({ kind: 'form', target: { mode: 'create', parent: null } })}>
          <Plus aria-hidden />
          <Trans>Add a top-level subject</Trans>
        </Button>
      </div>

      {area && (
        <Alert className="mt-6">
          <Info aria-hidden />
          <span>
            <Trans>
              Showing the subjects offered in {i18n._(AREA_LABELS[area])}. Choose “All areas” at the top to
              see every subject.
            </Trans>
          </span>
        </Alert>
      )}

      <Card className="mt-6 p-3 sm:p-4">
        {isPending ? (
          <SubjectTreeSkeleton />
        ) : error ? (
          <ErrorAlert error={error} onRetry={() => void refetch()} />
        ) : tree.length === 0 ? (
          <p className="p-4 text-center text-muted-foreground">
            <Trans>There are no subjects yet.</Trans>
          </p>
        ) : (
          <SubjectTree aria-label={t`Subjects`} nodes={tree} renderRow={row} />
        )}
      </Card>

      {dialog?.kind === 'form' && <SubjectFormDialog target={dialog.target} onClose={close} />}
      {dialog?.kind === 'move' && <MoveSubjectDialog node={dialog.node} tree={tree} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteSubjectDialog node={dialog.node} onClose={close} />}
    </>
  );
}
