import type { AiSeo } from '@gaceta/shared/ai';
import { SUMMARY_MAX_CHARS, SUMMARY_MAX_WORDS } from '@gaceta/shared/news';
import { cutAtWord, derivedMetaDescription, derivedMetaTitle } from '@gaceta/shared/news/derived-texts';
import stopword from 'stopword';

/**
 * The offline engine's reading of a text: sentences by Intl.Segmenter, words by a Unicode pattern, the words that
 * matter (not stop words, by the stopword package's lists), and extractive summaries that keep the
 * sentences whose words recur most. No model: every output sentence is one of the input's.
 */

export type Language = 'es' | 'en' | 'pt';

const STOP_WORDS: Record<Language, Set<string>> = {
  es: new Set(stopword.spa),
  en: new Set(stopword.eng),
  pt: new Set([...stopword.por, ...stopword.porBr]),
};

const sentenceSegmenters = new Map<Language, Intl.Segmenter>();

export function sentencesOf(text: string, language: Language): string[] {
  let segmenter = sentenceSegmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
    sentenceSegmenters.set(language, segmenter);
  }
  return [...segmenter.segment(text)].map((part) => part.segment.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

// Letters and digits, with inner apostrophes (don't, d'água): several times faster than ICU's word
// segmentation, and the same words for these three languages.
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*/gu;

/** Words with their position (numbers included). */
export function wordsOf(text: string): { word: string; index: number }[] {
  return [...text.matchAll(WORD)].map((match) => ({ word: match[0], index: match.index }));
}

/** A word that carries meaning: not a stop word, not a number, longer than two letters. */
function isContentWord(word: string, language: Language): boolean {
  return word.length > 2 && !/\d/.test(word) && !STOP_WORDS[language].has(word.toLowerCase());
}

function contentWords(text: string, language: Language): string[] {
  return wordsOf(text)
    .map(({ word }) => word.toLowerCase())
    .filter((word) => isContentWord(word, language));
}

function frequencies(words: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

interface ScoredSentence {
  text: string;
  position: number;
  words: number;
  score: number;
}

/**
 * Each sentence scored by how often its content words occur in the whole text, divided by the
 * square root of its length (so long sentences do not win by length alone); the opening sentence,
 * which in news carries the lead, counts a fifth more.
 */
function scoreSentences(text: string, language: Language): ScoredSentence[] {
  const sentences = sentencesOf(text, language).map((sentence) => ({
    sentence,
    words: contentWords(sentence, language),
  }));
  const counts = frequencies(sentences.flatMap(({ words }) => words));
  return sentences.map(({ sentence, words }, position) => {
    const weight = words.reduce((sum, word) => sum + (counts.get(word) ?? 0), 0);
    const score = (weight / Math.sqrt(Math.max(words.length, 1))) * (position === 0 ? 1.2 : 1);
    return { text: sentence, position, words: sentence.split(/\s+/).length, score };
  });
}

/** The best sentences within a word budget (at least the best one), in their original order. */
function pickSentences(scored: ScoredSentence[], maxSentences: number, maxWords: number): string[] {
  const picked: ScoredSentence[] = [];
  let words = 0;
  for (const sentence of [...scored].sort((a, b) => b.score - a.score || a.position - b.position)) {
    if (picked.length >= maxSentences) break;
    if (picked.length > 0 && words + sentence.words > maxWords) continue;
    picked.push(sentence);
    words += sentence.words;
  }
  return picked.sort((a, b) => a.position - b.position).map((sentence) => sentence.text);
}

/**
 * An extractive summary: about a third of the sentences (one to five), within the news summary's
 * limits (250 words, 2,500 characters).
 */
export function summarize(text: string, language: Language): string {
  const scored = scoreSentences(text, language);
  const count = Math.min(5, Math.max(1, Math.round(scored.length / 3)));
  return clip(pickSentences(scored, count, SUMMARY_MAX_WORDS).join(' '), SUMMARY_MAX_CHARS);
}

/**
 * About half the words, keeping the sentences that matter most. A single sentence loses its
 * parenthetical asides instead; without any it is already as short as extraction can make it.
 */
export function shorten(text: string, language: Language): string {
  const scored = scoreSentences(text, language);
  if (scored.length <= 1) {
    return text
      .replace(/\s*\([^()]*\)/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  }
  const totalWords = scored.reduce((sum, sentence) => sum + sentence.words, 0);
  return pickSentences(scored, scored.length - 1, Math.ceil(totalWords / 2)).join(' ');
}

/**
 * The terms that carry the text's meaning: recurring phrases first ("despido improcedente",
 * "indemnización por despido": two content words, or two around one stop word, seen at least twice,
 * longer ones weighing more), then single words, those also written in lower case before the
 * names that are only ever capitalised ("Sala", "Supremo"), by count and first appearance; in the
 * text's own spelling of their first occurrence.
 */
export function keywords(text: string, language: Language, max = 8): string[] {
  const words = wordsOf(text).map(({ word }) => word);
  const isContent = (word: string | undefined) =>
    word !== undefined && isContentWord(word.toLowerCase(), language);
  const shown = new Map<string, string>();
  const unigrams = new Map<string, number>();
  const inLowerCase = new Set<string>();
  const phrases = new Map<string, number>();
  const count = (counts: Map<string, number>, term: string, spelling: string) => {
    counts.set(term, (counts.get(term) ?? 0) + 1);
    if (!shown.has(term)) shown.set(term, spelling);
  };
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (!isContent(word)) continue;
    const lower = word.toLowerCase();
    count(unigrams, lower, word);
    if (word === lower) inLowerCase.add(lower);
    const [next, after] = [words[i + 1], words[i + 2]];
    if (isContent(next)) count(phrases, `${lower} ${next?.toLowerCase()}`, `${word} ${next}`);
    else if (next && isContent(after) && STOP_WORDS[language].has(next.toLowerCase())) {
      count(phrases, `${lower} ${next.toLowerCase()} ${after?.toLowerCase()}`, `${word} ${next} ${after}`);
    }
  }
  const weight = (phrase: string, times: number) => times * phrase.split(' ').length;
  const found = [...phrases]
    .filter(([, times]) => times >= 2)
    .sort((a, b) => weight(b[0], b[1]) - weight(a[0], a[1]))
    .slice(0, Math.ceil(max / 2));
  const covered = new Set(found.flatMap(([phrase]) => phrase.split(' ')));
  const singles = [...unigrams]
    .filter(([word]) => !covered.has(word))
    .sort((a, b) => Number(inLowerCase.has(b[0])) - Number(inLowerCase.has(a[0])) || b[1] - a[1]);
  return [...found, ...singles].slice(0, max).map(([term]) => shown.get(term) ?? term);
}

/** The text cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export const clip = (text: string, max: number) => cutAtWord(text, max, { ellipsis: true });

/**
 * Keywords and meta texts within the spec's hints (60 and 160 characters). The description is the
 * summary cut short; a caller that has the summary already passes it.
 */
export function seoOf(
  text: string,
  language: Language,
  title?: string | null,
  summary: string = summarize(text, language),
): AiSeo {
  const lead = title?.trim() || (sentencesOf(summary, language)[0] ?? text);
  return {
    keywords: keywords(text, language),
    meta_title: derivedMetaTitle(lead),
    meta_description: derivedMetaDescription(summary),
  };
}
