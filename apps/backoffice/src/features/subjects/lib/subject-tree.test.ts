import type { Subject } from '@gaceta/shared/subjects';
import { describe, expect, it } from 'vitest';
import { buildSubjectTree, flattenTree, subtreeIds, suggestCode } from './subject-tree';

function subject(id: string, en: string, es: string, parent_id: string | null = null): Subject {
  return { id, code: id, name: { en, es, pt: en }, parent_id, level: parent_id ? 1 : 0, areas: null };
}

const SUBJECTS = [
  subject('labor', 'Labor', 'Laboral'),
  subject('civil', 'Civil', 'Civil'),
  subject('tax', 'Tax', 'Fiscal'),
  subject('leases', 'Leases', 'Arrendamientos', 'civil'),
  subject('family', 'Family', 'Familia', 'civil'),
  subject('divorce', 'Divorce', 'Divorcio', 'family'),
];

describe('buildSubjectTree', () => {
  it('nests children under their parents and sorts each level by the localized name', () => {
    const tree = buildSubjectTree(SUBJECTS, 'es');
    expect(tree.map((node) => node.name)).toEqual(['Civil', 'Fiscal', 'Laboral']);
    const civil = tree[0];
    expect(civil?.children.map((node) => node.name)).toEqual(['Arrendamientos', 'Familia']);
    expect(civil?.children[1]?.children.map((node) => node.name)).toEqual(['Divorcio']);
  });

  it('sorts by the English names in English', () => {
    expect(buildSubjectTree(SUBJECTS, 'en').map((node) => node.name)).toEqual(['Civil', 'Labor', 'Tax']);
  });

  it('shows a subject whose parent is not listed at the top level', () => {
    const tree = buildSubjectTree([subject('divorce', 'Divorce', 'Divorcio', 'family')], 'en');
    expect(tree.map((node) => node.subject.id)).toEqual(['divorce']);
  });
});

describe('flattenTree and subtreeIds', () => {
  const tree = buildSubjectTree(SUBJECTS, 'en');
  it('lists subjects in display order with their depth', () => {
    expect(flattenTree(tree).map(({ node, depth }) => `${depth}:${node.subject.id}`)).toEqual([
      '0:civil',
      '1:family',
      '2:divorce',
      '1:leases',
      '0:labor',
      '0:tax',
    ]);
  });
  it('collects a subject and its descendants', () => {
    const civil = tree[0];
    if (!civil) throw new Error('civil missing');
    expect([...subtreeIds(civil)].sort()).toEqual(['civil', 'divorce', 'family', 'leases']);
  });
});

describe('suggestCode', () => {
  it('turns a name into a lowercase code', () => {
    expect(suggestCode('Human rights')).toBe('human_rights');
    expect(suggestCode('  Derecho Público (España) ')).toBe('derecho_publico_espana');
  });
});
