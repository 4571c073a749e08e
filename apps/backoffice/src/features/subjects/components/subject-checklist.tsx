import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { SubjectNode } from '../lib/subject-tree';
import { SubjectTree } from './subject-tree';

/** The tree with a checkbox per subject; ticking a parent does not tick its children. */
export function SubjectChecklist({
  tree,
  value,
  onChange,
  'aria-label': ariaLabel,
}: {
  tree: readonly SubjectNode[];
  value: readonly string[];
  onChange: (subjectIds: string[]) => void;
  'aria-label'?: string;
}) {
  const id = useId();
  const toggle = (subjectId: string, on: boolean) =>
    onChange(on ? [...value, subjectId] : value.filter((each) => each !== subjectId));
  return (
    <SubjectTree
      aria-label={ariaLabel}
      nodes={tree}
      renderRow={({ subject, name }) => (
        <div className="flex items-center gap-2.5 rounded-md px-2 py-1.5 hover:bg-muted/60">
          <Checkbox
            id={`${id}-${subject.id}`}
            checked={value.includes(subject.id)}
            onCheckedChange={(checked) => toggle(subject.id, checked === true)}
          />
          <Label htmlFor={`${id}-${subject.id}`} className="flex-1 py-0.5 font-normal">
            {name}
          </Label>
        </div>
      )}
    />
  );
}
