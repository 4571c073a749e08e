import type { Channel } from '@gaceta/shared/news/workflow';
import type { ApiError } from '@/lib/api-error';

/** What a save sent of the channel versions, in order: the server names a refused one by its index. */
export type SentVersions = readonly { platform: Channel }[];

/** The server's field messages: top-level fields, and channel versions by platform. */
export function serverErrors(error: ApiError | null, sent: SentVersions) {
  const fields: Record<string, string> = {};
  const channels: Partial<Record<Channel, string>> = {};
  for (const [key, message] of Object.entries(error?.fields ?? {})) {
    const [field, which] = key.split('.');
    if (field !== 'contents' || which === undefined) {
      fields[field ?? key] ??= message;
      continue;
    }
    // `contents.web` (a missing version) or `contents.2.content` (the third version sent).
    const platform = (Number.isInteger(Number(which)) ? sent[Number(which)]?.platform : which) as Channel;
    channels[platform] ??= message;
  }
  return { fields, channels };
}
