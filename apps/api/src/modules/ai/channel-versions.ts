import { cutAtWord } from '@gaceta/shared/derived-texts';
import {
  channelLengthError,
  FACEBOOK_MAX,
  LINKEDIN_MAX,
  TITLE_MAX,
  X_MAX_WEIGHTED,
} from '@gaceta/shared/news';
import type { Channel } from '@gaceta/shared/news-workflow';
import { clip } from './text-analysis';

/**
 * Each channel's version of an article, within that channel's limits as the news schema checks
 * them (channelLengthError): the web gets the whole text, the newsletter the summary, Facebook and
 * LinkedIn the title and as much of the text as fits, X the title and as much of the summary.
 */

export interface ArticleParts {
  title: string;
  summary: string;
  paragraphs: string[];
}

export interface ChannelVersion {
  platform: Channel;
  title: string | null;
  content: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const html = (paragraphs: string[]) =>
  paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');

/** Channels with a length limit, and how far past it a start is looked for (links weigh 23 on X). */
const SEARCH_LIMIT: Partial<Record<Channel, number>> = {
  x: 4 * X_MAX_WEIGHTED,
  linkedin: LINKEDIN_MAX,
  facebook: FACEBOOK_MAX,
};

/** The longest start of `text` (cut at a word, with an ellipsis) the channel accepts. */
export function fitToChannel(platform: Channel, text: string): string {
  if (channelLengthError(platform, text) === null) return text;
  // Binary search on the length: X weighs characters unevenly, so the limit is not a character count.
  let low = 0;
  let high = Math.min(text.length, SEARCH_LIMIT[platform] ?? text.length);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (channelLengthError(platform, clip(text, middle)) === null) low = middle;
    else high = middle - 1;
  }
  return clip(text, low);
}

function contentFor(platform: Channel, parts: ArticleParts): string {
  switch (platform) {
    case 'web':
      return html(parts.paragraphs);
    case 'newsletter':
      return html([parts.summary]);
    case 'x':
      return fitToChannel(platform, `${parts.title}\n\n${parts.summary}`);
    case 'facebook':
    case 'linkedin':
      return fitToChannel(platform, [parts.title, ...parts.paragraphs].join('\n\n'));
  }
}

export function channelVersions(platforms: readonly Channel[], parts: ArticleParts): ChannelVersion[] {
  return platforms.map((platform) => ({
    platform,
    // A version's title is the headline, as the editor keeps it while nobody edits it.
    title: cutAtWord(parts.title, TITLE_MAX),
    content: contentFor(platform, parts),
  }));
}
