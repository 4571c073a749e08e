import type { RevisionFields } from '@gaceta/shared/news';
import { CHANNELS, type Channel } from '@gaceta/shared/news/workflow';

/** What a revision may change, in the order the editor shows the fields. */
export type ChangedPart =
  | 'title'
  | 'author'
  | 'summary'
  | 'subjects'
  | 'languages'
  | 'areas'
  | 'keywords'
  | 'meta'
  | 'image_description'
  | 'active'
  | 'publish_dates'
  | `version_${Channel}`;

const FIELDS: [ChangedPart, (fields: RevisionFields) => unknown][] = [
  ['title', (f) => f.title],
  ['author', (f) => f.author],
  ['summary', (f) => f.summary],
  ['subjects', (f) => [...f.subjects].sort()],
  ['languages', (f) => [...f.languages].sort()],
  ['areas', (f) => [...f.areas].sort()],
  ['keywords', (f) => f.keywords],
  ['meta', (f) => [f.meta_title, f.meta_description]],
  ['image_description', (f) => f.image_description],
  ['active', (f) => f.active],
  ['publish_dates', (f) => [f.publish_from, f.publish_to]],
];

const versionOf = (fields: RevisionFields, channel: Channel) => {
  const version = fields.contents.find((content) => content.platform === channel);
  return version ? [version.title ?? '', version.content] : null;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The parts of the item a revision changed from the one before it (none for the first). */
export function changedParts(fields: RevisionFields, previous: RevisionFields): ChangedPart[] {
  return [
    ...FIELDS.filter(([, read]) => !same(read(fields), read(previous))).map(([part]) => part),
    ...CHANNELS.filter((channel) => !same(versionOf(fields, channel), versionOf(previous, channel))).map(
      (channel) => `version_${channel}` as const,
    ),
  ];
}
