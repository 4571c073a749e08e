import { escapeHtml, type WebsiteTheme } from '@gaceta/shared/website';
import type { ServiceContext } from '../../context';
import { imageWork, loadSharp } from '../../lib/images';
import type { PublicOffice } from './website.service';

/**
 * The office's logo for structured data and cards (GET /public/v1/offices/{key}/logo.png): a
 * square PNG, since search engines want a raster logo of at least 112 px that is not WebP-only.
 * The office's own logo, centred on a transparent square; without one, its initials on its
 * theme's heading colour.
 */
export const LOGO_SIZE = 512;

/** The copy of a stored logo it is made from (stored-images keeps it 640 px wide). */
const LOGO_SOURCE = 'card.webp';

/** Up to two initials: of the words that start with a capital (or digit), else of any words. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const first = (word: string) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '';
  const capitalised = words.filter((word) => /^[^\p{L}\p{N}]*[\p{Lu}\p{N}]/u.test(word));
  return (capitalised.length > 0 ? capitalised : words)
    .slice(0, 2)
    .map((word) => first(word).toLocaleUpperCase())
    .join('');
}

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
function textOn(hex: string): string {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/**
 * The initials drawn by librsvg with the system's fonts (fontconfig): a server without any font
 * still gets the coloured square, only without letters.
 */
function initialsSvg(name: string, color: string): string {
  const initials = initialsOf(name);
  const size = initials.length > 1 ? 200 : 260;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}">` +
    `<rect width="${LOGO_SIZE}" height="${LOGO_SIZE}" fill="${color}"/>` +
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-weight="bold" font-size="${size}" fill="${textOn(color)}">${escapeHtml(initials)}</text>` +
    '</svg>'
  );
}

export async function officeLogoPng(
  ctx: ServiceContext,
  office: PublicOffice,
  theme: WebsiteTheme,
): Promise<Uint8Array<ArrayBuffer>> {
  const stored = office.logoKey ? await ctx.storage.get(`${office.logoKey}/${LOGO_SOURCE}`) : null;
  const sharp = await loadSharp();
  const png = await imageWork(() =>
    stored
      ? sharp(stored.bytes)
          .resize({
            width: LOGO_SIZE,
            height: LOGO_SIZE,
            fit: 'contain',
            background: { r: 0, g: 0, b: 0, alpha: 0 },
          })
          .png()
          .toBuffer()
      : sharp(Buffer.from(initialsSvg(office.name, theme.heading_color)))
          .png()
          .toBuffer(),
  );
  return new Uint8Array(png);
}
