import type { AreaCode } from '@gaceta/shared/areas';

/** Query keys of subjects: the trees admins edit, and the caller's office subscriptions. */
export const subjectKeys = {
  all: ['subjects'],
  trees: () => [...subjectKeys.all, 'tree'],
  tree: (tolgeo: AreaCode | undefined) => [...subjectKeys.trees(), tolgeo ?? 'all'],
  ofOffice: () => [...subjectKeys.all, 'office'],
} as const;
