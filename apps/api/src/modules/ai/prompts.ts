import type { AiImageStyle, AiOrientation, AiTextAction } from '@gaceta/shared/ai';
import type { ChatMessage } from '../../lib/ai-provider';
import type { TextRequest } from './engine';

/** What the provider is asked for each action. Prompts are in English; the answer's language is named. */

const LANGUAGE_NAMES = { es: 'Spanish', en: 'English', pt: 'Portuguese' } as const;

const INSTRUCTIONS: Record<AiTextAction, string> = {
  improve: 'Improve the style and clarity of the text, keeping its meaning and every fact.',
  simplify: 'Rewrite the text in plain words and short sentences, keeping its meaning.',
  correct: 'Correct the spelling and grammar of the text; change nothing else.',
  suggest: 'Suggest up to five concrete improvements to the text, one per line.',
  synonyms: 'Give up to eight synonyms of the word as used in the context, one per line, nothing else.',
  seo: 'List up to eight SEO keywords for the text, one per line.',
  shorten: 'Shorten the text to about half its length, keeping the key facts.',
  lengthen:
    'Lengthen the text with explanation and context, without inventing facts, figures, names or quotes.',
  section_title: 'Write one short section title for the text, without quotes.',
  success_case:
    'Write a short paragraph presenting a success case that illustrates the text, clearly framed as an illustrative example, with no invented real names.',
  summary: 'Summarise the text in at most 250 words.',
};

export function textPrompt(request: TextRequest): ChatMessage[] {
  const system = [
    "You are the writing assistant of a news office's editor.",
    INSTRUCTIONS[request.action],
    `Answer in ${LANGUAGE_NAMES[request.language]}, with the answer only: no preamble, no comments, no Markdown.`,
  ].join(' ');
  const context = request.context ? `Context: ${request.context}\n\n` : '';
  return [
    { role: 'system', content: system },
    { role: 'user', content: `${context}Text:\n${request.text}` },
  ];
}

/** A list answer, one item per line, without bullets or numbering. */
export function suggestionsOf(answer: string): string[] {
  const items = answer
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter(Boolean);
  return [...new Set(items)].slice(0, 10);
}

const STYLE_WORDS: Record<AiImageStyle, string> = {
  architecture: 'architectural photography',
  car: 'automotive photography',
  cinematic: 'cinematic, film still',
  food: 'food photography',
  full_body_photo: 'full body photo',
  hyperdetail: 'hyper-detailed',
  interior: 'interior design photography',
  landscape: 'landscape photography',
  mid_shot_photo: 'mid shot photo',
  portrait_photo: 'portrait photo',
  wildlife: 'wildlife photography',
};

export function imagePrompt(prompt: string, style: AiImageStyle): string {
  return `${prompt}. Style: ${STYLE_WORDS[style]}. No text or lettering in the image.`;
}

/** Sizes OpenAI's image models take for each orientation. */
export const IMAGE_SIZES: Record<AiOrientation, string> = {
  landscape: '1536x1024',
  portrait: '1024x1536',
  square: '1024x1024',
};
