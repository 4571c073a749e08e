import { hasContent, type NewsCreateInput, type NewsWithContents, wordCount } from '@gaceta/shared/news';
import { CHANNELS, type Channel, isRichText } from '@gaceta/shared/news/channels';
import { derivedMetaDescription, derivedMetaTitle } from '@gaceta/shared/news/derived-texts';
import type * as v from 'valibot';

/** What the editor's form holds: the save's fields, with one version per channel always present. */
export type NewsFormValues = Omit<v.InferInput<typeof NewsCreateInput>, 'contents'> & {
  contents: ChannelVersion[];
};
export interface ChannelVersion {
  platform: Channel;
  title: string;
  content: string;
}

/** The form's values for an item as read (or a new, empty one). */
export function formValues(news?: NewsWithContents): NewsFormValues {
  const item = news?.object;
  return {
    title: item?.title ?? '',
    author: item?.author ?? '',
    summary: item?.summary ?? '',
    subjects: item?.subjects ?? [],
    languages: item?.languages ?? [],
    areas: item?.areas ?? [],
    keywords: item?.keywords ?? [],
    meta_title: item?.meta_title ?? '',
    meta_description: item?.meta_description ?? '',
    image_description: item?.image_description ?? '',
    active: item?.active ?? false,
    publish_from: item?.publish_from ?? '',
    publish_to: item?.publish_to ?? '',
    contents: CHANNELS.map((platform) => {
      const version = news?.contents.find((each) => each.platform === platform);
      return { platform, title: version?.title ?? '', content: version?.content ?? '' };
    }),
  };
}

/**
 * What a new headline or summary changes besides itself (docs/news.md, Fields that follow the
 * headline): the meta title and each version's title follow the title, and the meta description the
 * summary, while they are still what the previous text gave them. One written by hand is kept, and
 * an empty one stays empty (the headline stands in for it).
 */
export function withFollowers(
  values: NewsFormValues,
  changes: { title: string } | { summary: string },
): Partial<NewsFormValues> {
  const follows = (current: string | null | undefined, derived: string) =>
    Boolean(current?.trim()) && current === derived;
  if ('title' in changes) {
    const before = values.title ?? '';
    return {
      ...changes,
      ...(follows(values.meta_title, derivedMetaTitle(before)) && {
        meta_title: derivedMetaTitle(changes.title),
      }),
      contents: values.contents.map((version) =>
        follows(version.title, before) ? { ...version, title: changes.title } : version,
      ),
    };
  }
  const before = derivedMetaDescription(values.summary ?? '');
  return {
    ...changes,
    ...(follows(values.meta_description, before) && {
      meta_description: derivedMetaDescription(changes.summary),
    }),
  };
}

/** A field written by hand: not empty, and not what it would take from the headline or summary. */
export const writtenByHand = (current: string | null | undefined, derived: string) =>
  Boolean(current?.trim()) && current !== derived;

/** The meta fields written by hand, which no longer follow the headline or the summary. */
export function differsFromHeadline(values: NewsFormValues) {
  return {
    meta_title: writtenByHand(values.meta_title, derivedMetaTitle(values.title ?? '')),
    meta_description: writtenByHand(values.meta_description, derivedMetaDescription(values.summary ?? '')),
  };
}

/** The save sends only the versions someone wrote something in. */
export function toSaveInput(values: NewsCreateInput): NewsCreateInput {
  return {
    ...values,
    contents: values.contents.filter(
      (version) => version.title || hasContent(version.platform, version.content),
    ),
  };
}

const BLOCKS = 'p, h1, h2, h3, h4, li, blockquote, pre';

/** Rich text as plain text: one paragraph per block, links and formatting dropped. */
export function htmlToText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const blocks = [...document.body.querySelectorAll<HTMLElement>(BLOCKS)].filter(
    (block) => !block.querySelector(BLOCKS),
  );
  const paragraphs = blocks.length > 0 ? blocks : [document.body];
  return paragraphs
    .map((block) => (block.textContent ?? '').trim())
    .filter(Boolean)
    .join('\n\n');
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Plain text as rich text: a paragraph per blank-line-separated block, line breaks kept. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`)
    .join('');
}

/** A version's content as another channel takes it: rich and plain text converted both ways. */
export function convertContent(content: string, from: Channel, to: Channel): string {
  if (isRichText(from) === isRichText(to)) return content;
  return isRichText(from) ? htmlToText(content) : textToHtml(content);
}

/** The versions after copying `from`'s title and content onto `to` (every other channel when omitted). */
export function copyVersion(
  versions: readonly ChannelVersion[],
  from: Channel,
  to?: Channel,
): ChannelVersion[] {
  const source = versions.find((version) => version.platform === from);
  if (!source) return [...versions];
  return versions.map((version) =>
    version.platform === from || (to && version.platform !== to)
      ? version
      : { ...version, title: source.title, content: convertContent(source.content, from, version.platform) },
  );
}

export function versionHasText(version: ChannelVersion): boolean {
  return hasContent(version.platform, version.content);
}

/** The summary's counts as its limits count them (characters of the trimmed text, words). */
export function summaryCounts(summary: string): { characters: number; words: number } {
  const trimmed = summary.trim();
  return { characters: trimmed.length, words: wordCount(trimmed) };
}
