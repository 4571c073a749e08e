import { channelLengthError, TITLE_MAX } from '@gaceta/shared/news';
import { type Channel, channelDescriptor } from '@gaceta/shared/news/channels';
import { cutAtWord } from '@gaceta/shared/news/derived-texts';
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

/**
 * How far into the text a start that fits is looked for: its limit, four times it where links
 * weigh 23 whatever their length (X).
 */
function searchLimit(platform: Channel, text: string): number {
  const { length } = channelDescriptor(platform);
  if (!length) return text.length;
  return Math.min(text.length, length.counting === 'weighted' ? 4 * length.max : length.max);
}

/** The longest start of `text` (cut at a word, with an ellipsis) the channel accepts. */
export function fitToChannel(platform: Channel, text: string): string {
  if (channelLengthError(platform, text) === null) return text;
  // Binary search on the length: X weighs characters unevenly, so the limit is not a character count.
  let low = 0;
  let high = searchLimit(platform, text);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (channelLengthError(platform, clip(text, middle)) === null) low = middle;
    else high = middle - 1;
  }
  return clip(text, low);
}

function contentFor(platform: Channel, parts: ArticleParts): string {
  const { draftFrom, text } = channelDescriptor(platform);
  const body = draftFrom === 'summary' ? [parts.summary] : parts.paragraphs;
  return text === 'rich' ? html(body) : fitToChannel(platform, [parts.title, ...body].join('\n\n'));
}

export function channelVersions(platforms: readonly Channel[], parts: ArticleParts): ChannelVersion[] {
  return platforms.map((platform) => ({
    platform,
    // A version's title is the headline, as the editor keeps it while nobody edits it.
    title: cutAtWord(parts.title, TITLE_MAX),
    content: contentFor(platform, parts),
  }));
}
