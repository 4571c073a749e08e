import pLimit from 'p-limit';
import type { Metadata, default as Sharp } from 'sharp';
import { AppError } from './app-error';

/** Image checks by their bytes (never the file name) and the resized copies the widget and emails use. */

export const IMAGE_FORMATS = ['png', 'jpeg', 'webp', 'gif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export interface ImageInfo {
  format: ImageFormat;
  /** As displayed, after the EXIF orientation. */
  width: number;
  height: number;
}

/** Widths of the copies kept of each uploaded image. */
export const IMAGE_WIDTHS = { thumb: 160, card: 640, large: 1280, email: 600 } as const;

/** The size social networks and feed readers show an article's image at (Open Graph's large card). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

// Decoding costs memory and CPU by pixels, not bytes: a small file can claim a huge canvas. This is
// the ceiling for any image (64 MP still takes a 48 MP phone photo); uploads set a lower one.
const MAX_PIXELS = 64_000_000;

/**
 * Decoding and re-encoding run a few at a time: each can take hundreds of milliseconds of CPU and
 * tens of MB, and a burst of uploads must not starve the requests around them. Exported for tests.
 */
export const imageWork = pLimit(2);

let sharpLoaded: Promise<typeof Sharp> | undefined;

/** sharp, with libvips, loaded on the first image: most starts of the server never touch one. */
export function loadSharp(): Promise<typeof Sharp> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    // libvips keeps recent operations for reuse; every image is new bytes, so that only holds memory.
    sharp.cache(false);
    return sharp;
  });
  return sharpLoaded;
}

/** The image's format and size read from its bytes, or null when they are no image we accept. */
export async function inspectImage(bytes: Uint8Array): Promise<ImageInfo | null> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    return null; // sharp recognises no image in these bytes
  }
  const { format, autoOrient } = metadata;
  return isImageFormat(format) ? { format, width: autoOrient.width, height: autoOrient.height } : null;
}

function isImageFormat(format: string | undefined): format is ImageFormat {
  return IMAGE_FORMATS.some((known) => known === format);
}

/** Returns what the upload is, or throws INVALID_IMAGE when it is not an allowed image within the limits. */
export async function checkUpload(
  bytes: Uint8Array,
  limits: { allowed: readonly ImageFormat[]; maxBytes: number; maxPixels?: number },
): Promise<ImageInfo> {
  const info = bytes.length <= limits.maxBytes ? await inspectImage(bytes) : null;
  const maxPixels = Math.min(limits.maxPixels ?? MAX_PIXELS, MAX_PIXELS);
  if (!info || !limits.allowed.includes(info.format) || info.width * info.height > maxPixels) {
    throw new AppError('INVALID_IMAGE');
  }
  return info;
}

/**
 * A copy to make: its width (never wider than the original) and format; with a height, exactly
 * that box, the image centred and cropped to fill it (enlarged when it is smaller).
 */
export interface RenditionSpec {
  width: number;
  height?: number;
  format: 'webp' | 'jpeg';
}

export interface Rendition {
  bytes: Buffer;
  format: RenditionSpec['format'];
  contentType: `image/${RenditionSpec['format']}`;
  width: number;
  height: number;
}

/** The header was checked before; what fails now is a damaged body, such as a cut-off upload. */
const damaged = (error: unknown): never => {
  throw Object.assign(new AppError('INVALID_IMAGE'), { cause: error });
};

/**
 * Re-encodes the image as each named copy, upright and without its metadata (EXIF, GPS, ICC).
 * JPEG is for email clients that do not show WebP; transparency then becomes white. The upload is
 * decoded once, straight to the widest copy's size, and every copy is made from those pixels.
 */
export function renditions<Name extends string>(
  bytes: Uint8Array,
  specs: Record<Name, RenditionSpec>,
): Promise<Record<Name, Rendition>> {
  const named = Object.entries(specs) as [Name, RenditionSpec][];
  const widest = Math.max(...named.map(([, spec]) => spec.width));
  return imageWork(async () => {
    const sharp = await loadSharp();
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .autoOrient()
      .resize({ width: widest, withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true })
      .catch(damaged);
    const decoded = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const entries = await Promise.all(
      named.map(async ([name, { width, height, format }]) => {
        const resized = decoded
          .clone()
          .resize(height ? { width, height, fit: 'cover' } : { width, withoutEnlargement: true });
        const encoded =
          format === 'webp'
            ? resized.webp()
            : resized.flatten({ background: '#ffffff' }).jpeg({ mozjpeg: true });
        const output = await encoded.toBuffer({ resolveWithObject: true });
        const rendition: Rendition = {
          bytes: output.data,
          format,
          contentType: `image/${format}`,
          width: output.info.width,
          height: output.info.height,
        };
        return [name, rendition] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<Name, Rendition>;
  });
}
