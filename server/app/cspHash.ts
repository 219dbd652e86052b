import { createHash } from 'node:crypto';

/** CSP hash source of an inline script's or style element's text. */
export function scriptHash(source: string): string {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}
