import { randomUUID } from 'node:crypto';
import { AVATAR_MAX_BYTES } from '@gaceta/shared/accounts/users';
import { MESSAGES, type MessageKey } from '@gaceta/shared/messages';
import { NEWS_IMAGE_MAX_BYTES } from '@gaceta/shared/news';
import type { ServiceContext } from '../../context';
import { AppError, fieldError } from '../../lib/app-error';
import {
  checkUpload,
  IMAGE_WIDTHS,
  type ImageFormat,
  inspectImage,
  type Rendition,
  type RenditionSpec,
  renditions,
  SHARE_IMAGE,
} from '../../lib/images';
import type { FileStorage } from '../../lib/storage';

/**
 * Uploaded images are kept as re-encoded copies in a fresh folder per upload
 * (`<kind>s/<owner>/<random>/<copy>.<ext>`); the database keeps the folder's key.
 */

interface ImageProfile {
  allowed: readonly ImageFormat[];
  maxBytes: number;
  /** Logos and avatars are shown at most 640 px wide: 25 MP is far more than they need. */
  maxPixels: number;
  /** Said when the upload is refused. */
  message: MessageKey;
  /** The copies kept, by name; JPEG ones are for email clients, which do not all show WebP. */
  copies: Record<string, RenditionSpec>;
}

const SMALL_IMAGE_MAX_PIXELS = 25_000_000;

/** An article image as networks and feed readers want it: 1200 × 630, JPEG (not all read WebP). */
const SHARE_COPY = { ...SHARE_IMAGE, format: 'jpeg' } as const satisfies RenditionSpec;

const PROFILES = {
  avatar: {
    allowed: ['png', 'jpeg'],
    maxBytes: AVATAR_MAX_BYTES,
    maxPixels: SMALL_IMAGE_MAX_PIXELS,
    message: MESSAGES.avatarInvalid.id,
    copies: {
      thumb: { width: IMAGE_WIDTHS.thumb, format: 'webp' },
      card: { width: IMAGE_WIDTHS.card, format: 'webp' },
    },
  },
  logo: {
    allowed: ['png', 'jpeg', 'webp'],
    maxBytes: 2 * 1024 * 1024,
    maxPixels: SMALL_IMAGE_MAX_PIXELS,
    message: MESSAGES.logoInvalid.id,
    copies: {
      thumb: { width: IMAGE_WIDTHS.thumb, format: 'webp' },
      card: { width: IMAGE_WIDTHS.card, format: 'webp' },
      email: { width: IMAGE_WIDTHS.email, format: 'jpeg' },
    },
  },
  /** A news item's image: shown on cards, as the article's header, in newsletters, share cards and feeds. */
  article: {
    allowed: ['png', 'jpeg', 'webp'],
    maxBytes: NEWS_IMAGE_MAX_BYTES,
    maxPixels: SMALL_IMAGE_MAX_PIXELS,
    message: MESSAGES.newsImageInvalid.id,
    copies: {
      thumb: { width: IMAGE_WIDTHS.thumb, format: 'webp' },
      card: { width: IMAGE_WIDTHS.card, format: 'webp' },
      large: { width: IMAGE_WIDTHS.large, format: 'webp' },
      email: { width: IMAGE_WIDTHS.email, format: 'jpeg' },
      share: SHARE_COPY,
    },
  },
} as const satisfies Record<string, ImageProfile>;

export type ImageKind = keyof typeof PROFILES;

/** The copy an image's URL points at. */
const SHOWN_COPY = 'card.webp';

const EXTENSIONS = { webp: 'webp', jpeg: 'jpg' } as const;

const copyKey = (folder: string, name: string, format: RenditionSpec['format']) =>
  `${folder}/${name}.${EXTENSIONS[format]}`;

function copyKeys(kind: ImageKind, folder: string): string[] {
  const copies: ImageProfile['copies'] = PROFILES[kind].copies;
  return Object.entries(copies).map(([name, { format }]) => copyKey(folder, name, format));
}

/** Checks the upload by its bytes, stores its copies and returns the new folder's key. */
export async function storeImage(
  ctx: ServiceContext,
  kind: ImageKind,
  ownerId: string,
  bytes: Uint8Array,
): Promise<string> {
  return storeCopies(ctx, kind, ownerId, await imageCopies(kind, bytes));
}

export type ImageCopies = Record<string, Rendition>;

/** The copies an upload of `kind` keeps, once its bytes pass the kind's checks. */
export async function imageCopies(kind: ImageKind, bytes: Uint8Array): Promise<ImageCopies> {
  const profile: ImageProfile = PROFILES[kind];
  try {
    await checkUpload(bytes, profile);
  } catch (error) {
    if (error instanceof AppError && error.code === 'INVALID_IMAGE') {
      throw fieldError('INVALID_IMAGE', 'file', profile.message);
    }
    throw error;
  }
  return renditions(bytes, profile.copies);
}

/**
 * Stores copies made by `imageCopies` in a fresh folder and returns its key. The demo seed stores
 * one image's copies for several items this way, resizing it once.
 */
export async function storeCopies(
  ctx: ServiceContext,
  kind: ImageKind,
  ownerId: string,
  copies: ImageCopies,
): Promise<string> {
  const folder = `${kind}s/${ownerId}/${randomUUID()}`;
  const stored = await Promise.allSettled(
    Object.entries(copies).map(([name, copy]) =>
      ctx.storage.put(copyKey(folder, name, copy.format), copy.bytes, copy.contentType),
    ),
  );
  const failed = stored.find((result) => result.status === 'rejected');
  if (failed) {
    // Nothing half-written: the copies that were stored go too (the disk filled up, S3 went away).
    await deleteImage(ctx, kind, folder);
    throw failed.reason;
  }
  return folder;
}

/** Removes an image that was replaced; a failure only leaves an unreferenced file behind. */
export async function deleteImage(
  ctx: ServiceContext,
  kind: ImageKind,
  folder: string | null,
): Promise<void> {
  if (!folder) return;
  try {
    await Promise.all(copyKeys(kind, folder).map((key) => ctx.storage.delete(key)));
  } catch (error) {
    ctx.logger.warn({ err: error, folder }, 'could not delete a replaced image');
  }
}

const fileUrl = (storage: FileStorage, key: string) => storage.url?.(key) ?? `/files/${key}`;

/** An absolute URL: stored files are served by this API unless the storage has its own URLs. */
export function absoluteFileUrl(ctx: ServiceContext, url: string | null): string | null {
  return url?.startsWith('/') ? `${ctx.config.publicUrl}${url}` : url;
}

/** An image as an email shows it: an absolute URL and the size of the copy, which email clients need. */
export interface EmailImage {
  url: string;
  width: number;
  height: number;
}

/**
 * An article image's email copy (600 px wide JPEG: not every email client shows WebP), with its
 * size read from the stored file; null when the folder holds no such copy.
 */
export async function emailImage(ctx: ServiceContext, folder: string): Promise<EmailImage | null> {
  const key = copyKey(folder, 'email', PROFILES.article.copies.email.format);
  const stored = await ctx.storage.get(key);
  const info = stored && (await inspectImage(stored.bytes));
  if (!info) return null;
  return {
    url: absoluteFileUrl(ctx, fileUrl(ctx.storage, key)) as string,
    width: info.width,
    height: info.height,
  };
}

export function imageUrl(storage: FileStorage, folder: string | null): string | null {
  if (!folder) return null;
  return fileUrl(storage, `${folder}/${SHOWN_COPY}`);
}

/** An article image's copies for web pages (WebP), narrowest first, with their widths: what a srcset lists. */
export function articleImageSources(storage: FileStorage, folder: string): { url: string; width: number }[] {
  const copies: ImageProfile['copies'] = PROFILES.article.copies;
  return Object.entries(copies)
    .filter(([, copy]) => copy.format === 'webp')
    .sort(([, a], [, b]) => a.width - b.width)
    .map(([name, copy]) => ({
      url: fileUrl(storage, copyKey(folder, name, copy.format)),
      width: copy.width,
    }));
}

/** An article image's copy for Open Graph cards and feed enclosures. */
export interface ShareImage {
  /** Where storage keeps it (the social channel uploads its bytes). */
  key: string;
  url: string;
  contentType: 'image/jpeg';
  width: number;
  height: number;
  /** Its size in bytes, what an RSS enclosure states. */
  length: number;
}

/**
 * The image's share copy (1200 × 630 JPEG), with its size. An image stored before that copy was
 * kept gets it now, made once from its largest web copy and stored beside the others (so deleting
 * the image deletes it too); null when the folder holds no copy to make it from.
 */
export async function shareImage(ctx: ServiceContext, folder: string): Promise<ShareImage | null> {
  const key = copyKey(folder, 'share', SHARE_COPY.format);
  let length = await ctx.storage.size(key);
  if (length === null) {
    const source =
      (await ctx.storage.get(copyKey(folder, 'large', 'webp'))) ??
      (await ctx.storage.get(copyKey(folder, 'card', 'webp')));
    if (!source) return null;
    const { share } = await renditions(source.bytes, { share: SHARE_COPY });
    await ctx.storage.put(key, share.bytes, share.contentType);
    length = share.bytes.length;
  }
  return {
    key,
    url: fileUrl(ctx.storage, key),
    contentType: 'image/jpeg',
    width: SHARE_COPY.width,
    height: SHARE_COPY.height,
    length,
  };
}
