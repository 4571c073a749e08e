import {
  channelLengthError,
  META_DESCRIPTION_HINT,
  META_TITLE_HINT,
  SUMMARY_MAX_WORDS,
  wordCount,
} from '@gaceta/shared/news';
import { CHANNELS } from '@gaceta/shared/news/workflow';
import { describe, expect, it } from 'vitest';
import { channelVersions, fitToChannel } from './channel-versions';
import { correctSpelling } from './offline-engine';
import { SAMPLE_ARTICLES } from './sample-articles';
import { clip, keywords, seoOf, shorten, summarize } from './text-analysis';

describe('spelling', () => {
  it.each([
    [
      'es',
      'La sentensia del tribunal fue publicada ayer en el boletin oficial.',
      ['sentensia', 'boletin'],
      'La sentencia del tribunal fue publicada ayer en el boletín oficial.',
    ],
    [
      'en',
      'The judgment was recieved by the goverment on Monday.',
      ['recieved', 'goverment'],
      'The judgment was received by the government on Monday.',
    ],
    [
      'pt',
      'A sentensa do tribunal foi publicada ontem no jornal ofisial.',
      ['sentensa', 'ofisial'],
      'A sentença do tribunal foi publicada ontem no jornal oficial.',
    ],
  ] as const)(
    '%s: catches the seeded mistakes and corrects them',
    async (language, text, seeded, corrected) => {
      const outcome = await correctSpelling(text, language);
      expect(outcome.corrections.map((correction) => correction.word)).toEqual(seeded);
      expect(outcome.result).toBe(corrected);
    },
  );

  it('leaves a correct text, acronyms and codes alone', async () => {
    const text = 'El BOE publica hoy la Ley 3/2024 sobre el despido.';
    const outcome = await correctSpelling(text, 'es');
    expect(outcome.corrections).toEqual([]);
    expect(outcome.result).toBe(text);
  });
});

describe('summary', () => {
  it.each([
    ['es', 'El Tribunal Supremo ha fijado doctrina', 'obliga a calcular la indemnización'],
    ['en', 'The Court of Appeal has ruled', 'legislation on remote working expenses'],
    ['pt', 'O Supremo Tribunal de Justiça decidiu', 'resolve divergências'],
  ] as const)('%s: keeps the key sentences, in order, and drops the aside', (language, first, key) => {
    const summary = summarize(SAMPLE_ARTICLES[language].text, language);
    expect(summary.startsWith(first)).toBe(true);
    expect(summary).toContain(key);
    expect(summary).not.toMatch(/weather|café|veinte días/);
    expect(wordCount(summary)).toBeLessThanOrEqual(SUMMARY_MAX_WORDS);
    // Every sentence of the summary is one of the text's: nothing is made up.
    for (const sentence of summary.split(/(?<=\.)\s+/))
      expect(SAMPLE_ARTICLES[language].text).toContain(sentence);
  });
});

describe('shorten', () => {
  it('keeps about half the words, from the sentences that matter', () => {
    const { text } = SAMPLE_ARTICLES.en;
    const short = shorten(text, 'en');
    expect(wordCount(short)).toBeLessThanOrEqual(Math.ceil(wordCount(text) / 2));
    expect(short).toContain('The Court of Appeal has ruled');
  });

  it('drops the asides of a single sentence', () => {
    expect(shorten('El Supremo (Sala Cuarta) fija doctrina.', 'es')).toBe('El Supremo fija doctrina.');
  });
});

describe('SEO', () => {
  it.each(['es', 'en', 'pt'] as const)(
    '%s: keywords from the text and meta texts within 60 and 160',
    (language) => {
      const { text, title } = SAMPLE_ARTICLES[language];
      const seo = seoOf(text, language, title);
      expect(seo.meta_title.length).toBeLessThanOrEqual(META_TITLE_HINT);
      expect(seo.meta_description.length).toBeLessThanOrEqual(META_DESCRIPTION_HINT);
      expect(seo.keywords.length).toBeGreaterThan(2);
      for (const keyword of seo.keywords) expect(text.toLowerCase()).toContain(keyword.toLowerCase());
    },
  );

  it('puts the recurring phrase first and skips stop words', () => {
    const found = keywords(SAMPLE_ARTICLES.en.text, 'en');
    expect(found[0]).toBe('remote working');
    expect(found).not.toContain('the');
  });

  it('prefers phrases and common words to names that are only ever capitalised', () => {
    const found = keywords(SAMPLE_ARTICLES.es.text, 'es');
    expect(found.slice(0, 3)).toEqual(['indemnización', 'doctrina', 'despido']);
    for (const name of ['Sala', 'Tribunal', 'Supremo']) expect(found).not.toContain(name);
    const text =
      'La indemnización por despido improcedente sube. El Supremo fija la indemnización por despido ' +
      'improcedente de los temporales. Un despido improcedente se recurre en veinte días.';
    expect(keywords(text, 'es').slice(0, 2)).toEqual(['indemnización por despido', 'despido improcedente']);
  });

  it('clips at a word with an ellipsis', () => {
    expect(clip('uno dos tres cuatro', 12)).toBe('uno dos…');
    expect(clip('corto', 12)).toBe('corto');
  });
});

describe('channel versions', () => {
  const long = Array.from(
    { length: 400 },
    (_, i) => `Frase número ${i} con https://example.com/${i} dentro.`,
  );
  const parts = { title: 'Un título', summary: long.slice(0, 40).join(' '), paragraphs: long };

  it('fits every channel within its limit, X by weighted length', () => {
    const versions = channelVersions(CHANNELS, parts);
    expect(versions.map((version) => version.platform)).toEqual([...CHANNELS]);
    for (const version of versions) expect(channelLengthError(version.platform, version.content)).toBeNull();
    const x = versions.find((version) => version.platform === 'x')?.content ?? '';
    // Links count 23 each on X, so the text is cut well before 280 characters, but not much before.
    expect(channelLengthError('x', `${x} más texto`)).not.toBeNull();
    expect(x.endsWith('…')).toBe(true);
    const linkedin = versions.find((version) => version.platform === 'linkedin')?.content ?? '';
    expect(linkedin.length).toBeGreaterThan(2_900);
  });

  it('escapes the text of the rich-text versions', () => {
    const [web] = channelVersions(['web'], {
      title: 't',
      summary: 's',
      paragraphs: ['<script>x</script> & co'],
    });
    expect(web?.content).toBe('<p>&#60;script&#62;x&#60;/script&#62; &#38; co</p>');
  });

  it('leaves a text that fits as it is', () => {
    expect(fitToChannel('x', 'Corto')).toBe('Corto');
  });
});
