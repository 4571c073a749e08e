import type * as v from 'valibot';
import { PASSWORD_MAX, PASSWORD_MIN } from './accounts/password';
import { type FieldMessage, fieldMessage, isMessageKey, MESSAGES, type MessageParams } from './messages';

/** Parameters a keyed message always takes, whatever issue carries it. */
const FIXED_PARAMS: Partial<Record<string, MessageParams>> = {
  [MESSAGES.passwordPolicy.id]: { min: PASSWORD_MIN, max: PASSWORD_MAX },
};

/** The dotted path of the field an issue is about (`roles.0`), or undefined for the whole input. */
export function issuePath(issue: v.BaseIssue<unknown>): string | undefined {
  return issue.path?.map((segment) => String(segment.key)).join('.') || undefined;
}

/**
 * The keyed message for a valibot issue: the schema's own key when it names one, else a generic
 * key from the kind of check (a missing field is "required", a too long text says its maximum).
 */
export function issueMessage(issue: v.BaseIssue<unknown>): FieldMessage {
  if (isMessageKey(issue.message)) return fieldMessage(issue.message, FIXED_PARAMS[issue.message]);
  const requirement = (issue as { requirement?: unknown }).requirement;
  switch (issue.type) {
    case 'non_empty':
      return fieldMessage(MESSAGES.required.id);
    case 'max_length':
      return typeof issue.input === 'string'
        ? fieldMessage(MESSAGES.tooLong.id, { max: Number(requirement) })
        : fieldMessage(MESSAGES.tooMany.id, { max: Number(requirement) });
    case 'min_value':
      return fieldMessage(MESSAGES.tooSmall.id, { min: Number(requirement) });
    case 'max_value':
      return fieldMessage(MESSAGES.tooLarge.id, { max: Number(requirement) });
    case 'integer':
      return fieldMessage(MESSAGES.notInteger.id);
    default:
      // A key the input lacks altogether.
      return issue.kind === 'schema' && issue.input === undefined
        ? fieldMessage(MESSAGES.required.id)
        : fieldMessage(MESSAGES.invalid.id);
  }
}
