import { issueMessage, issuePath } from '@gaceta/shared/issues';
import type * as v from 'valibot';

/** A schema's failures as message keys per field, as the API would name them. */
export function keysByField(issues: v.BaseIssue<unknown>[] | undefined): Record<string, string[]> {
  const keys: Record<string, string[]> = {};
  for (const issue of issues ?? []) {
    const field = issuePath(issue) ?? '';
    keys[field] = [...(keys[field] ?? []), issueMessage(issue).key];
  }
  return keys;
}
