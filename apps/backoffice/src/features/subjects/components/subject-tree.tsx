import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import type { SubjectNode } from '../lib/subject-tree';

/** Nested lists of subjects; each screen decides what a row shows (a name, a checkbox, actions). */
export function SubjectTree({
  nodes,
  renderRow,
  className,
  'aria-label': ariaLabel,
}: {
  nodes: readonly SubjectNode[];
  renderRow: (node: SubjectNode) => ReactNode;
  className?: string;
  'aria-label'?: string;
}) {
  return (
    <ul aria-label={ariaLabel} className={cn('grid gap-0.5', className)}>
      {nodes.map((node) => (
        <li key={node.subject.id}>
          {renderRow(node)}
          {node.children.length > 0 && (
            <SubjectTree
              nodes={node.children}
              renderRow={renderRow}
              className="ml-4 border-l border-border pl-3 sm:ml-5 sm:pl-4"
            />
          )}
        </li>
      ))}
    </ul>
  );
}
