import { randomUUID } from 'node:crypto';
import { MESSAGES, type MessageKey } from '@gaceta/shared/messages';
import { AVATAR_MAX_BYTES } from '@gaceta/shared/users';
import type { ServiceContext } from '../../context';
import { AppError, fieldError } from '../../lib/app-error';
import { checkUpload, IMAGE_WIDTHS, type ImageFormat, renditions } from '../../lib/images';
import type { FileStorage } from '../../lib/storage';

/**
 * Uploaded images are kept as re-encoded copies in a fresh folder per upload
 * (`<kind>s/<owner>/<random>/<copy>.<ext>`); the database keeps the folder's key.
 */

interface ImageProfile {
  allowed: readonly ImageFormat[];
  maxBytes: number;
  /** Said when the upload is refused. */
  message: MessageKey;
  webp: Record<string, number>;
  /** Copies for email clients, which do not all show WebP. */
  jpeg: Record<string, number>;
}

const PROFILES = {
  avatar: {
    allowed: ['png', 'jpeg'],
    maxBytes: AVATAR_MAX_BYTES,
    message: MESSAGES.avatarInvalid.id,
    webp: { thumb: IMAGE_WIDTHS.thumb, card: IMAGE_WIDTHS.card },
    jpeg: {},
  },
  logo: {
    allowed: ['png', 'jpeg', 'webp'],
    maxBytes: 2 * 1024 * 1024,
    message: MESSAGES.logoInvalid.id,
    webp: { thumb: IMAGE_WIDTHS.thumb, card: IMAGE_WIDTHS.card },
    jpeg: { email: IMAGE_WIDTHS.email },
  },
} as const satisfies Record<string, ImageProfile>;

export type ImageKind = keyof typeof PROFILES;

/** The copy an image's URL points at. */
const SHOWN_COPY = 'card.webp';

function copyKeys(kind: ImageKind, folder: string): string[] {
  const { webp, jpeg } = PROFILES[kind];
  return [
    ...Object.keys(webp).map((name) => `${folder}/${name}.webp`),
    ...Object.keys(jpeg).map((name) => `${folder}/${name}.jpg`),
  ];
}

/** Checks the upload by its bytes, stores its copies and returns the new folder's key. */
export async function storeImage(
  ctx: ServiceContext,
  kind: ImageKind,
  ownerId: string,
  bytes: Uint8Array,
): Promise<string> {
  const profile: ImageProfile = PROFILES[kind];
  try {
    await checkUpload(bytes, profile);
  } catch (error) {
    if (error instanceof AppError && error.code === 'INVALID_IMAGE') {
      throw fieldError('INVALID_IMAGE', 'file', profile.message);
    }
    throw error;
  }
  const [webp, jpeg] = await Promise.all([
    renditions(bytes, profile.webp, 'webp'),
    renditions(bytes, profile.jpeg, 'jpeg'),
  ]);
  const folder = `${kind}s/${ownerId}/${randomUUID()}`;
  await Promise.all([
    ...Object.entries(webp).map(([name, copy]) =>
      ctx.storage.put(`${folder}/${name}.webp`, copy.bytes, copy.contentType),
    ),
    ...Object.entries(jpeg).map(([name, copy]) =>
      ctx.storage.put(`${folder}/${name}.jpg`, copy.bytes, copy.contentType),
    ),
  ]);
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

export function imageUrl(storage: FileStorage, folder: string | null): string | null {
  if (!folder) return null;
  const key = `${folder}/${SHOWN_COPY}`;
  return storage.url?.(key) ?? `/files/${key}`;
}
