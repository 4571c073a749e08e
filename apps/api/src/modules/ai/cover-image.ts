import type { AiOrientation } from '@gaceta/shared/ai';
import { HEX_COLOR } from '@gaceta/shared/website/markup';
import { imageWork, loadSharp } from '../../lib/images';

/**
 * A title card: the news title on the office's colours, drawn as SVG and rendered to PNG by sharp
 * (librsvg). No model is involved; it is what the offline engine offers as a cover image.
 */

export const COVER_SIZES: Record<AiOrientation, { width: number; height: number }> = {
  landscape: { width: 1200, height: 630 },
  portrait: { width: 1080, height: 1350 },
  square: { width: 1080, height: 1080 },
};

/** The title and the bar above it in `heading`, the office's name in `text`, on `background`. */
export interface CoverColours {
  background: string;
  heading: string;
  text: string;
}

/** For an office that has not customised its website theme (no office_themes row). */
export const DEFAULT_COVER_COLOURS: CoverColours = {
  background: '#1f3a5f',
  heading: '#ffffff',
  text: '#f2a541',
};

/** The cover's colours from the office's website theme; a colour that is not #rrggbb keeps its default. */
export function themeCoverColours(
  theme: { backgroundColor: string; headingColor: string; fontColor: string } | undefined,
): CoverColours {
  if (!theme) return DEFAULT_COVER_COLOURS;
  const safe = (colour: string, fallback: string) => (HEX_COLOR.test(colour) ? colour : fallback);
  return {
    background: safe(theme.backgroundColor, DEFAULT_COVER_COLOURS.background),
    heading: safe(theme.headingColor, DEFAULT_COVER_COLOURS.heading),
    text: safe(theme.fontColor, DEFAULT_COVER_COLOURS.text),
  };
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Words in lines of at most `perLine` characters (a long word gets a line to itself). */
function wrap(text: string, perLine: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > perLine) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Bold DejaVu Sans letters average about 0.68 em wide (measured on Spanish titles with librsvg). */
const LETTER_WIDTH_EM = 0.68;

/** The largest font size at which the wrapped title fits the box. */
function layout(title: string, boxWidth: number, boxHeight: number) {
  for (let size = 96; size > 24; size -= 4) {
    const lines = wrap(title, Math.floor(boxWidth / (size * LETTER_WIDTH_EM)));
    const longest = Math.max(...lines.map((line) => line.length));
    if (lines.length * size * 1.2 <= boxHeight && longest * size * LETTER_WIDTH_EM <= boxWidth) {
      return { size, lines };
    }
  }
  const size = 24;
  const perLine = Math.floor(boxWidth / (size * LETTER_WIDTH_EM));
  const maxLines = Math.floor(boxHeight / (size * 1.2));
  return { size, lines: wrap(title, perLine).slice(0, maxLines) };
}

export function coverSvg(
  title: string,
  orientation: AiOrientation,
  colours: CoverColours,
  footer: string | null,
): string {
  const { width, height } = COVER_SIZES[orientation];
  const margin = Math.round(width * 0.08);
  const { size, lines } = layout(title, width - 2 * margin, height * 0.6);
  const lineHeight = size * 1.2;
  const top = (height - lines.length * lineHeight) / 2 + size;
  const text = lines
    .map(
      (line, i) => `<tspan x="${margin}" y="${Math.round(top + i * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const footerText = footer
    ? `<text x="${margin}" y="${height - margin / 2}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${Math.round(size * 0.4)}" fill="${colours.text}">${escapeXml(footer)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="${colours.background}"/>
<rect x="${margin}" y="${margin}" width="${Math.round(width * 0.12)}" height="${Math.round(size * 0.15)}" fill="${colours.heading}"/>
<text font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${size}" fill="${colours.heading}">${text}</text>
${footerText}
</svg>`;
}

export function renderCover(
  title: string,
  orientation: AiOrientation,
  colours: CoverColours,
  footer: string | null,
): Promise<Buffer> {
  return imageWork(async () =>
    (await loadSharp())(Buffer.from(coverSvg(title, orientation, colours, footer)))
      .png()
      .toBuffer(),
  );
}
