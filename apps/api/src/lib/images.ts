import sharp, { type Metadata } from 'sharp';
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

// Decoding costs memory by pixels, not bytes: a small file can claim a huge canvas. 64 MP still
// takes a 48 MP phone photo.
const MAX_PIXELS = 64_000_000;

/** The image's format and size read from its bytes, or null when they are no image we accept. */
export async function inspectImage(bytes: Uint8Array): Promise<ImageInfo | null> {
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
  limits: { allowed: readonly ImageFormat[]; maxBytes: number },
): Promise<ImageInfo> {
  const info = bytes.length <= limits.maxBytes ? await inspectImage(bytes) : null;
  if (!info || !limits.allowed.includes(info.format) || info.width * info.height > MAX_PIXELS) {
    throw new AppError('INVALID_IMAGE');
  }
  return info;
}

export interface Rendition {
  bytes: Buffer;
  contentType: 'image/webp' | 'image/jpeg';
  width: number;
  height: number;
}

/**
 * Re-encodes the image at each named width (never wider than the original), upright and without
 * its metadata (EXIF, GPS, ICC). JPEG for email clients that do not show WebP; transparency then
 * becomes white.
 */
export async function renditions<Name extends string>(
  bytes: Uint8Array,
  widths: Record<Name, number>,
  format: 'webp' | 'jpeg' = 'webp',
): Promise<Record<Name, Rendition>> {
  const source = sharp(bytes, { limitInputPixels: MAX_PIXELS }).autoOrient();
  const entries = await Promise.all(
    (Object.entries(widths) as [Name, number][]).map(async ([name, width]) => {
      const resized = source.clone().resize({ width, withoutEnlargement: true });
      const encoded =
        format === 'webp'
          ? resized.webp()
          : resized.flatten({ background: '#ffffff' }).jpeg({ mozjpeg: true });
      // The header was checked before; what fails now is a damaged body, such as a cut-off upload.
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true }).catch((error: unknown) => {
        throw Object.assign(new AppError('INVALID_IMAGE'), { cause: error });
      });
      const rendition: Rendition = {
        bytes: data,
        contentType: `image/${format}`,
        width: info.width,
        height: info.height,
      };
      return [name, rendition] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Name, Rendition>;
}
