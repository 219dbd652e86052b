const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * A hex colour (#RGB or #RRGGBB) at an opacity in percent (0 to 100, as the CMS stores it) as CSS
 * rgba(); null when the colour is not one of those hex forms. The opacity is clamped to 0..100.
 */
export function hexToRgba(color: string, opacityPercent = 100): string | null {
  const match = HEX.exec(color.trim());
  if (!match?.[1]) return null;
  const hex =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((offset) => parseInt(hex.slice(offset, offset + 2), 16));
  const alpha = Math.round(Math.min(100, Math.max(0, opacityPercent))) / 100;
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/**
 * Whether text on this hex colour should be light: WCAG relative luminance below 0.18, where
 * white text gets a higher contrast ratio than the near-black default text.
 */
export function isDarkColor(color: string): boolean {
  const match = HEX.exec(color.trim());
  if (!match?.[1]) return false;
  const hex =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((offset) => {
    const channel = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! < 0.18;
}
