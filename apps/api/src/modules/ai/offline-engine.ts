import { type AiCorrection, OFFLINE_TEXT_ACTIONS } from '@gaceta/shared/ai';
import { spellChecker } from '../../lib/spelling';
import { type AiEngine, emptyOutcome, type TextOutcome } from './engine';
import { type Language, seoOf, shorten, summarize, wordsOf } from './text-analysis';

/** What needs no generative model, done for real: spelling, summary, shorten and SEO. */
export const offlineEngine: AiEngine = {
  name: 'offline',
  actions: OFFLINE_TEXT_ACTIONS,
  async run(request) {
    const { action, text, language } = request;
    switch (action) {
      case 'correct':
        return correctSpelling(text, language);
      case 'summary':
        return { ...emptyOutcome, result: summarize(text, language) };
      case 'shorten':
        return { ...emptyOutcome, result: shorten(text, language) };
      case 'seo':
        return { ...emptyOutcome, seo: seoOf(text, language, request.context) };
      default:
        throw new Error(`the offline engine cannot ${action}`);
    }
  },
};

/** Acronyms and words with digits are names or codes, not misspellings. */
const skipped = (word: string) => /\d/.test(word) || (word.length > 1 && word === word.toUpperCase());

/** Each misspelt word replaced by hunspell's first suggestion; those without one are kept and listed. */
export async function correctSpelling(text: string, language: Language): Promise<TextOutcome> {
  const checker = await spellChecker(language);
  const corrections: AiCorrection[] = [];
  let result = '';
  let from = 0;
  for (const { word, index } of wordsOf(text)) {
    if (skipped(word) || checker.correct(word)) continue;
    const suggestions = checker.suggest(word).slice(0, 5);
    corrections.push({ word, suggestions });
    const [best] = suggestions;
    if (best === undefined) continue;
    result += text.slice(from, index) + best;
    from = index + word.length;
  }
  result += text.slice(from);
  return { ...emptyOutcome, result, corrections };
}
