import { createHash } from 'node:crypto';

/**
 * A stable, UUID-shaped `sub` for a seeded user. Cognito gives every user a random UUID; the seed
 * derives it from the username so re-seeding yields the same identifiers (tests and the CRM seed
 * can rely on them).
 */
export function demoSub(username: string): string {
  const hex = createHash('sha256').update(`blockfront-demo-sub:${username}`).digest('hex');
  // Shape as a version-4 style UUID (version nibble 4, variant 8-b) so validators accept it.
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `4${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}
