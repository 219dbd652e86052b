/**
 * The seed's drawings (issue 19): an exploded view per instrument family, an assembly outline with
 * numbered callouts, and a small photo-like drawing per part. SVG text, deterministic; served as
 * base64 by loadImageBody in chunks of 512 characters.
 */

/** A callout of an exploded view: its number and where it points, in percent of the drawing. */
export interface Callout {
  number: number;
  x: number;
  y: number;
  label: string;
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const VIEW_WIDTH = 960;
export const VIEW_HEIGHT = 640;

/** An instrument assembly: housing, modules as boxes, leader lines and numbered callouts. */
export function explodedViewSvg(title: string, callouts: readonly Callout[]): string {
  const boxes = callouts
    .map((callout, index) => {
      const cx = (callout.x / 100) * VIEW_WIDTH;
      const cy = (callout.y / 100) * VIEW_HEIGHT;
      const w = 70 + ((index * 37) % 60);
      const h = 40 + ((index * 23) % 40);
      const labelX = cx + (callout.x < 50 ? -110 : 110);
      const labelY = cy - 50;
      return [
        `<rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" rx="6" fill="#e8eef6" stroke="#35506f" stroke-width="2"/>`,
        `<line x1="${cx}" y1="${cy}" x2="${labelX}" y2="${labelY}" stroke="#35506f" stroke-width="1.5" stroke-dasharray="4 3"/>`,
        `<circle cx="${labelX}" cy="${labelY}" r="16" fill="#ffffff" stroke="#1d3557" stroke-width="2"/>`,
        `<text x="${labelX}" y="${labelY + 6}" font-family="Arial, sans-serif" font-size="16" font-weight="700" text-anchor="middle" fill="#1d3557">${callout.number}</text>`,
      ].join('');
    })
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}" width="${VIEW_WIDTH}" height="${VIEW_HEIGHT}" role="img" aria-label="${escapeXml(title)}">`,
    `<rect width="${VIEW_WIDTH}" height="${VIEW_HEIGHT}" fill="#fbfcfe"/>`,
    `<rect x="120" y="90" width="720" height="470" rx="24" fill="none" stroke="#9aa9bb" stroke-width="3" stroke-dasharray="10 6"/>`,
    `<text x="24" y="40" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#1d3557">${escapeXml(title)}</text>`,
    boxes,
    '</svg>',
  ].join('');
}

/** A part's drawing: an isometric-ish block with its part number. */
export function partPhotoSvg(partNumber: string, hue: number): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180" width="240" height="180" role="img" aria-label="${escapeXml(partNumber)}">`,
    `<rect width="240" height="180" fill="hsl(${hue} 30% 96%)"/>`,
    `<polygon points="60,70 120,40 180,70 120,100" fill="hsl(${hue} 40% 80%)" stroke="hsl(${hue} 40% 30%)" stroke-width="2"/>`,
    `<polygon points="60,70 120,100 120,150 60,120" fill="hsl(${hue} 40% 65%)" stroke="hsl(${hue} 40% 30%)" stroke-width="2"/>`,
    `<polygon points="180,70 120,100 120,150 180,120" fill="hsl(${hue} 40% 55%)" stroke="hsl(${hue} 40% 30%)" stroke-width="2"/>`,
    `<text x="120" y="172" font-family="Arial, sans-serif" font-size="13" text-anchor="middle" fill="#1d3557">${escapeXml(partNumber)}</text>`,
    '</svg>',
  ].join('');
}

/** UTF-8 text as base64 (the seed runs on Node). */
export function base64OfText(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}
