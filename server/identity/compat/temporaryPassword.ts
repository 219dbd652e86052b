import { randomBytes } from 'node:crypto';

/**
 * A temporary password for an invitation or an administrator's reset. cognito-local would use its
 * fixed code (`CODE`, the demo's 123456) for every invited user; each invitation gets its own
 * instead, satisfying the pool's policy (upper and lower case, digits, a symbol, 8+ characters).
 */
export function temporaryPassword(): string {
  return `Inv-${randomBytes(5).toString('hex')}-Q7`;
}
