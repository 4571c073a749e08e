import { loadSharp } from '../../lib/images';

/**
 * The demo items' images: cards drawn offline (SVG rendered by sharp), one per subject and
 * language, so the demo needs no network and no binary files in the repository. Items share a
 * card's resized copies, each in its own folder, so the seed resizes ten images, not forty.
 */

const WIDTH = 1200;
const HEIGHT = 630;

/** Background and accent by subject code; anything else gets the last pair. */
const PALETTES: Record<string, [string, string]> = {
  labor: ['#1f3a5f', '#f2b134'],
  civil: ['#2e4a3b', '#e8c07d'],
  commercial: ['#4a2c4f', '#f0a6ca'],
  fiscal: ['#5a3a1a', '#f5d491'],
  criminal: ['#3b1f1f', '#ef8f6e'],
  administrative: ['#23404a', '#9ed2c6'],
};
const DEFAULT_PALETTE: [string, string] = ['#262b33', '#b9c4d6'];

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface SubjectCard {
  /** The subject's name, the card's headline. */
  subject: string;
  subjectCode: string;
  /** A line under the headline, such as "Actualidad jurídica". */
  tagline: string;
}

/**
 * A 1200×630 PNG (the size social networks show) with the subject and a tagline; unsigned, so
 * the library's copies can show it in any office.
 */
export async function renderSubjectCard(card: SubjectCard): Promise<Buffer> {
  const [background, accent] = PALETTES[card.subjectCode] ?? DEFAULT_PALETTE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="100%" height="100%" fill="${background}"/>
  <circle cx="1010" cy="170" r="300" fill="${accent}" opacity="0.14"/>
  <circle cx="1120" cy="560" r="190" fill="${accent}" opacity="0.10"/>
  <circle cx="860" cy="440" r="90" fill="none" stroke="${accent}" stroke-width="6" opacity="0.5"/>
  <rect x="80" y="200" width="10" height="170" fill="${accent}"/>
  <text x="120" y="290" font-family="DejaVu Serif, Liberation Serif, serif" font-size="92" font-weight="bold" fill="#ffffff">${escapeXml(card.subject)}</text>
  <text x="124" y="356" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34" fill="${accent}" letter-spacing="4">${escapeXml(card.tagline.toUpperCase())}</text>
  <rect x="80" y="530" width="1040" height="2" fill="#ffffff" opacity="0.25"/>
</svg>`;
  return (await loadSharp())(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}
