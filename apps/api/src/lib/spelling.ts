import type { Hunspell, HunspellFactory } from 'hunspell-asm';

/**
 * Spelling with hunspell (WebAssembly) and the LibreOffice dictionaries of dictionary-es, -en and
 * -pt. A language's dictionary is loaded once, on first use or by warmSpelling() at start, and kept
 * for the life of the process (about 40 MB each; pt takes the longest, ~0.3-1 s).
 */

export const SPELLING_LANGUAGES = ['es', 'en', 'pt'] as const;
export type SpellingLanguage = (typeof SPELLING_LANGUAGES)[number];

export interface SpellChecker {
  /** False for a word the dictionary does not know. */
  correct(word: string): boolean;
  /** Hunspell's suggestions for a misspelt word, best first (empty for a known word). */
  suggest(word: string): string[];
}

const DICTIONARIES: Record<
  SpellingLanguage,
  () => Promise<{ default: { aff: Uint8Array; dic: Uint8Array } }>
> = {
  es: () => import('dictionary-es'),
  en: () => import('dictionary-en'),
  pt: () => import('dictionary-pt'),
};

let factory: Promise<HunspellFactory> | undefined;
const checkers = new Map<SpellingLanguage, Promise<SpellChecker>>();

async function load(language: SpellingLanguage): Promise<SpellChecker> {
  factory ??= import('hunspell-asm').then(({ loadModule }) => loadModule());
  const hunspellFactory = await factory;
  const { default: dictionary } = await DICTIONARIES[language]();
  const hunspell: Hunspell = hunspellFactory.create(
    hunspellFactory.mountBuffer(dictionary.aff, `${language}.aff`),
    hunspellFactory.mountBuffer(dictionary.dic, `${language}.dic`),
  );
  return { correct: (word) => hunspell.spell(word), suggest: (word) => hunspell.suggest(word) };
}

/** The language's checker, loading its dictionary the first time (concurrent callers share one load). */
export function spellChecker(language: SpellingLanguage): Promise<SpellChecker> {
  let checker = checkers.get(language);
  if (!checker) {
    checker = load(language);
    // A failed load is not kept, so the next call tries again.
    checker.catch(() => checkers.delete(language));
    checkers.set(language, checker);
  }
  return checker;
}

/**
 * Loads every dictionary one after another, so the first spelling request does not wait; called at
 * start in the background. Returns each language's load time in milliseconds.
 */
export async function warmSpelling(): Promise<Record<SpellingLanguage, number>> {
  const times = {} as Record<SpellingLanguage, number>;
  for (const language of SPELLING_LANGUAGES) {
    const started = performance.now();
    await spellChecker(language);
    times[language] = Math.round(performance.now() - started);
  }
  return times;
}
