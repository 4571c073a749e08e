import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { noisePng } from '../test/uploads';
import { AppError } from './app-error';
import {
  checkUpload,
  IMAGE_WIDTHS,
  imageWork,
  inspectImage,
  type RenditionSpec,
  renditions,
  SHARE_IMAGE,
} from './images';

const AVATAR = { allowed: ['png', 'jpeg'], maxBytes: 2 * 1024 * 1024, maxPixels: 25_000_000 } as const;

const webp = (width: number): RenditionSpec => ({ width, format: 'webp' });
const jpeg = (width: number): RenditionSpec => ({ width, format: 'jpeg' });

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 160, alpha: 0.5 } } });

/** A PNG whose header claims a canvas far too large to decode: a decompression bomb's calling card. */
function hugePngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width * 3 + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const expectInvalidImage = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({
    code: 'INVALID_IMAGE',
    status: 422,
    message: 'Avatar should be .png or .jpg and not larger than 2 MB',
  });
};

describe('inspectImage', () => {
  it('reads format and size from the bytes', async () => {
    expect(await inspectImage(await canvas(300, 200).png().toBuffer())).toEqual({
      format: 'png',
      width: 300,
      height: 200,
    });
    expect(await inspectImage(await canvas(30, 20).jpeg().toBuffer())).toMatchObject({ format: 'jpeg' });
    expect(await inspectImage(await canvas(30, 20).webp().toBuffer())).toMatchObject({ format: 'webp' });
    expect(await inspectImage(await canvas(30, 20).gif().toBuffer())).toMatchObject({ format: 'gif' });
  });

  it('gives the displayed size of a photo taken sideways', async () => {
    const rotated = await canvas(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await inspectImage(rotated)).toEqual({ format: 'jpeg', width: 200, height: 300 });
  });

  it('answers null for bytes that are no image, or an image format we do not take', async () => {
    expect(await inspectImage(Buffer.from('Just some notes, saved as notes.png\n'))).toBeNull();
    expect(await inspectImage(Buffer.alloc(0))).toBeNull();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(await inspectImage(svg)).toBeNull();
    expect(await inspectImage(await canvas(10, 10).tiff().toBuffer())).toBeNull();
  });
});

describe('checkUpload', () => {
  it('accepts a png and a jpeg avatar', async () => {
    expect(await checkUpload(await canvas(400, 400).png().toBuffer(), AVATAR)).toMatchObject({
      format: 'png',
    });
    expect(await checkUpload(await canvas(400, 400).jpeg().toBuffer(), AVATAR)).toMatchObject({
      format: 'jpeg',
    });
  });

  it('refuses a text file named .png', async () => {
    await expectInvalidImage(checkUpload(Buffer.from('I am not a picture'), AVATAR));
  });

  it('refuses an image in a format the upload does not allow', async () => {
    await expectInvalidImage(checkUpload(await canvas(40, 40).webp().toBuffer(), AVATAR));
  });

  it('refuses an image over the byte limit', async () => {
    const heavy = await noisePng(1000, 1000);
    expect(heavy.length).toBeGreaterThan(AVATAR.maxBytes);
    await expectInvalidImage(checkUpload(heavy, AVATAR));
    expect(await checkUpload(heavy, { ...AVATAR, maxBytes: heavy.length })).toMatchObject({ width: 1000 });
  });

  it('refuses a small file that claims a huge canvas', async () => {
    const bomb = hugePngHeader(10_000, 10_000);
    expect(bomb.length).toBeLessThan(1024);
    expect(await inspectImage(bomb)).toEqual({ format: 'png', width: 10_000, height: 10_000 });
    await expectInvalidImage(checkUpload(bomb, AVATAR));
    // Past sharp's own ceiling the header is not even read.
    await expectInvalidImage(checkUpload(hugePngHeader(20_000, 20_000), AVATAR));
  });

  it('refuses a real image over the upload’s pixel limit, however small the file', async () => {
    const large = await sharp({
      create: { width: 5001, height: 5000, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    expect(large.length).toBeLessThan(200 * 1024);
    await expectInvalidImage(checkUpload(large, AVATAR));
    expect(await checkUpload(large, { ...AVATAR, maxPixels: 26_000_000 })).toMatchObject({ width: 5001 });
  });
});

describe('renditions', () => {
  it('makes each named copy at its width and format, keeping the aspect ratio', async () => {
    const photo = await canvas(2000, 1000).png().toBuffer();
    const copies = await renditions(photo, {
      thumb: webp(IMAGE_WIDTHS.thumb),
      card: webp(IMAGE_WIDTHS.card),
      large: webp(IMAGE_WIDTHS.large),
      email: jpeg(IMAGE_WIDTHS.email),
    });
    expect(Object.keys(copies).sort()).toEqual(['card', 'email', 'large', 'thumb']);
    expect(copies.thumb).toMatchObject({ width: 160, height: 80, contentType: 'image/webp' });
    expect(copies.large).toMatchObject({ width: 1280, height: 640 });
    expect(await inspectImage(copies.card.bytes)).toEqual({ format: 'webp', width: 640, height: 320 });
    expect(await inspectImage(copies.email.bytes)).toEqual({ format: 'jpeg', width: 600, height: 300 });
  });

  it('keeps the colours of the original in every copy', async () => {
    const copies = await renditions(await canvas(1200, 600).png().toBuffer(), {
      thumb: webp(160),
      email: jpeg(600),
    });
    const firstPixel = async (bytes: Buffer) => [...(await sharp(bytes).raw().toBuffer()).subarray(0, 4)];
    const near = (actual: number[], expected: number[]) =>
      expected.every((value, index) => Math.abs((actual[index] ?? -99) - value) <= 6);
    // The WebP keeps (20, 90, 160) at half opacity; the JPEG has it over white, and no alpha.
    expect(near(await firstPixel(copies.thumb.bytes), [20, 90, 160, 128])).toBe(true);
    expect(near((await firstPixel(copies.email.bytes)).slice(0, 3), [138, 173, 208])).toBe(true);
  });

  it('runs at most two images at a time, and the rest in turn', async () => {
    const photo = await canvas(800, 400).png().toBuffer();
    const work = Array.from({ length: 5 }, () => renditions(photo, { thumb: webp(160) }));
    expect(imageWork.activeCount + imageWork.pendingCount).toBe(5);
    expect(imageWork.activeCount).toBeLessThanOrEqual(2);
    for (const copies of await Promise.all(work)) expect(copies.thumb).toMatchObject({ width: 160 });
    expect(imageWork.activeCount + imageWork.pendingCount).toBe(0);
  });

  it('never enlarges a small image', async () => {
    const small = await canvas(300, 150).png().toBuffer();
    const copies = await renditions(small, { thumb: webp(160), large: webp(1280) });
    expect(copies.thumb).toMatchObject({ width: 160, height: 80 });
    expect(copies.large).toMatchObject({ width: 300, height: 150 });
  });

  it('fills a box exactly when given a height, cropping or enlarging: the share copy', async () => {
    for (const [width, height] of [
      [2000, 2000],
      [400, 150],
      [3000, 600],
    ] as const) {
      const copies = await renditions(await canvas(width, height).png().toBuffer(), {
        large: webp(1280),
        share: { ...SHARE_IMAGE, format: 'jpeg' },
      });
      expect(await inspectImage(copies.share.bytes)).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    }
  });

  it('makes jpeg for email, with transparency turned white', async () => {
    const copies = await renditions(await canvas(800, 400).png().toBuffer(), { email: jpeg(600) });
    expect(copies.email).toMatchObject({ width: 600, height: 300, contentType: 'image/jpeg' });
    const { dominant } = await sharp(copies.email.bytes).stats();
    // 50% of (20, 90, 160) over white.
    expect(dominant.r).toBeGreaterThan(120);
    expect(dominant.g).toBeGreaterThan(160);
  });

  it('turns photos upright and strips their metadata', async () => {
    const tagged = await canvas(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Someone', Artist: 'A phone' } })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const { card } = await renditions(tagged, { card: jpeg(640) });
    const metadata = await sharp(card.bytes).metadata();
    expect(metadata).toMatchObject({ width: 200, height: 400 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
  });

  it('refuses a damaged image whose header looked fine', async () => {
    const whole = await noisePng(200, 200);
    const cutOff = whole.subarray(0, whole.length / 2);
    expect(await inspectImage(cutOff)).toMatchObject({ format: 'png' });
    await expectInvalidImage(renditions(cutOff, { thumb: webp(160) }));
  });
});
