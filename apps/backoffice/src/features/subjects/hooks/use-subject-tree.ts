import type { AreaCode } from '@gaceta/shared/areas';
import { type Locale, resolveLocale } from '@gaceta/shared/locales';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useSubjects } from '../api/get-subjects';
import { buildSubjectTree, flattenTree } from '../lib/subject-tree';

/** The subjects as a tree named in the interface language; it re-sorts when the language changes. */
export function useSubjectTree(tolgeo?: AreaCode) {
  const { i18n } = useLingui();
  const locale: Locale = resolveLocale(i18n.locale);
  const query = useSubjects(tolgeo);
  const tree = useMemo(() => buildSubjectTree(query.data ?? [], locale), [query.data, locale]);
  return { ...query, tree };
}

/** The subjects as a filter's options, each under its parent with its depth, for an indented select. */
export function useSubjectOptions(tolgeo?: AreaCode) {
  const { tree } = useSubjectTree(tolgeo);
  return useMemo(
    () => flattenTree(tree).map(({ node, depth }) => ({ id: node.subject.id, name: node.name, depth })),
    [tree],
  );
}
