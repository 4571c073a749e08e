import type { Hono } from 'hono';
import sharp from 'sharp';
import type { AppEnv } from '../context';
import type { FileStorage } from '../lib/storage';
import { imageCopies } from '../modules/files/stored-images';

/** Real images made on the spot, and multipart uploads of them. */

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } });

export const samplePng = (width = 320, height = 200) => canvas(width, height).png().toBuffer();
export const sampleJpeg = (width = 320, height = 200) => canvas(width, height).jpeg().toBuffer();
export const sampleWebp = (width = 320, height = 200) => canvas(width, height).webp().toBuffer();

/** Random pixels do not compress, so this PNG weighs about width × height × 3 bytes. */
export const noisePng = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();

export interface UploadFile {
  bytes: Uint8Array;
  name: string;
  type: string;
}

/** Sends `file` as the multipart field `field`, the way a browser's FormData does. */
export function upload(
  app: Hono<AppEnv>,
  path: string,
  file: UploadFile,
  options: { token?: string; method?: string; field?: string } = {},
): Promise<Response> {
  const form = new FormData();
  form.append(
    options.field ?? 'file',
    new File([new Uint8Array(file.bytes)], file.name, { type: file.type }),
  );
  const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
  return Promise.resolve(app.request(path, { method: options.method ?? 'PUT', headers, body: form }));
}

/**
 * An article image stored as an upload leaves it (every copy), in a fresh folder of `ownerId`;
 * `withoutShare`: as stored before the share copy existed. Returns the folder's key.
 */
export async function storeArticleImage(
  storage: FileStorage,
  ownerId: string,
  options: { width?: number; height?: number; withoutShare?: boolean } = {},
): Promise<string> {
  const folder = `articles/${ownerId}/${crypto.randomUUID()}`;
  const copies = await imageCopies('article', await samplePng(options.width ?? 1600, options.height ?? 1000));
  for (const [name, copy] of Object.entries(copies)) {
    if (options.withoutShare && name === 'share') continue;
    await storage.put(
      `${folder}/${name}.${copy.format === 'jpeg' ? 'jpg' : 'webp'}`,
      copy.bytes,
      copy.contentType,
    );
  }
  return folder;
}
