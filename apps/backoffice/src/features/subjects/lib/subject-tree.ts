import type { Locale } from '@gaceta/shared/locales';
import type { Subject } from '@gaceta/shared/subjects';

export interface SubjectNode {
  subject: Subject;
  /** The name in the interface language. */
  name: string;
  children: SubjectNode[];
}

/**
 * The flat list of GET /v1/subjects as a tree, each level sorted by name in the interface language.
 * A subject whose parent is missing from the list (limited by area) shows at the top level.
 */
export function buildSubjectTree(subjects: readonly Subject[], locale: Locale): SubjectNode[] {
  const nodes = new Map(
    subjects.map((subject) => [
      subject.id,
      { subject, name: subject.name[locale], children: [] } as SubjectNode,
    ]),
  );
  const roots: SubjectNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.subject.parent_id ? nodes.get(node.subject.parent_id) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const sort = (level: SubjectNode[]) => {
    level.sort((a, b) => collator.compare(a.name, b.name));
    for (const node of level) sort(node.children);
  };
  sort(roots);
  return roots;
}

/** The tree in display order, each subject with its depth: what a parent picker lists. */
export function flattenTree(
  roots: readonly SubjectNode[],
  depth = 0,
): { node: SubjectNode; depth: number }[] {
  return roots.flatMap((node) => [{ node, depth }, ...flattenTree(node.children, depth + 1)]);
}

/** The ids of a subject and everything below it: places it cannot be moved under. */
export function subtreeIds(node: SubjectNode): Set<string> {
  return new Set(flattenTree([node]).map(({ node: each }) => each.subject.id));
}

/** A subject code suggested from its English name: `Human rights` → `human_rights`. */
export function suggestCode(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
}
