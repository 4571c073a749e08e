import { AI_TEXT_ACTIONS, type AiTextAction } from '@gaceta/shared/ai';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Every text action by the name its button has in the editor (SEO and summary act on the whole article). */
export const AI_ACTION_LABELS: Record<AiTextAction, MessageDescriptor> = {
  improve: msg`Improve`,
  simplify: msg`Simplify`,
  correct: msg`Correct spelling and grammar`,
  suggest: msg`Suggest improvements`,
  synonyms: msg`Suggest synonyms`,
  seo: msg`Optimise SEO`,
  shorten: msg`Shorten`,
  lengthen: msg`Lengthen`,
  section_title: msg`Generate section title`,
  success_case: msg`Add success case`,
  summary: msg`Generate summary`,
};

/** The actions' names as one list in the reader's language ("Shorten, Optimise SEO and Generate summary"). */
export function actionList(i18n: I18n, actions: readonly AiTextAction[]): string {
  const ordered = AI_TEXT_ACTIONS.filter((action) => actions.includes(action));
  return new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
    ordered.map((action) => i18n._(AI_ACTION_LABELS[action])),
  );
}
