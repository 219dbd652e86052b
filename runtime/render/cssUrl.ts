/**
 * A CMS-provided image address as a CSS url() value. The address is quoted, and backslashes,
 * quotes and line breaks are escaped, so it cannot close the url() and add declarations of its own.
 * Which hosts images may come from is the CSP's img-src, not this function's business.
 */
export function cssUrl(address: string): string {
  const escaped = address
    .trim()
    .replace(/[\\"]/g, (char) => `\\${char}`)
    .replace(/[\n\r\f]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `);
  return `url("${escaped}")`;
}
