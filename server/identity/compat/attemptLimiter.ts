/**
 * Failed-attempt throttling for sign-in and one-time codes, the way Cognito does it: after a few
 * failures in a row the key is locked, and each further failure doubles the lock, up to a cap.
 * While locked every attempt is refused without being checked, so a guessing script gains
 * nothing from speed and the right password is refused too. A success clears a user's record;
 * an address's record only expires (one user signing in must not unlock a guessing address).
 */
export interface AttemptPolicy {
  /** Failures allowed before the first lock. */
  maxFailures: number;
  /** The first lock; doubled with each further failure. */
  baseLockMs: number;
  maxLockMs: number;
  /** Failures older than this are forgotten. */
  windowMs: number;
}

/** Per user: Cognito's five tries, then 1 s doubling to 15 minutes. */
export const PER_USER: AttemptPolicy = {
  maxFailures: 5,
  baseLockMs: 1_000,
  maxLockMs: 15 * 60_000,
  windowMs: 15 * 60_000,
};

/** Per client address, across users: room for a shared office, not for a password spray. */
export const PER_ADDRESS: AttemptPolicy = {
  maxFailures: 20,
  baseLockMs: 60_000,
  maxLockMs: 60 * 60_000,
  windowMs: 15 * 60_000,
};

/** Keys kept at most; the oldest records go first (bounded memory under a flood of names). */
const MAX_KEYS = 50_000;

interface Record {
  failures: number;
  lastFailure: number;
  lockedUntil: number;
}

export interface AttemptLimiter {
  /** Whether any of the keys is locked now. */
  isLocked(keys: readonly string[]): boolean;
  recordFailure(keys: readonly string[]): void;
  /** Clears the keys (a user's record after a success). */
  clear(keys: readonly string[]): void;
}

export function createAttemptLimiter(
  policyOf: (key: string) => AttemptPolicy,
  now: () => number = Date.now,
): AttemptLimiter {
  const records = new Map<string, Record>();
  const current = (key: string): Record | null => {
    const record = records.get(key);
    if (!record) return null;
    const policy = policyOf(key);
    if (now() - record.lastFailure > policy.windowMs && now() >= record.lockedUntil) {
      records.delete(key);
      return null;
    }
    return record;
  };
  return {
    isLocked(keys) {
      return keys.some((key) => (current(key)?.lockedUntil ?? 0) > now());
    },
    recordFailure(keys) {
      for (const key of keys) {
        const policy = policyOf(key);
        const record = current(key) ?? { failures: 0, lastFailure: 0, lockedUntil: 0 };
        record.failures += 1;
        record.lastFailure = now();
        const over = record.failures - policy.maxFailures;
        if (over >= 0)
          record.lockedUntil = now() + Math.min(policy.baseLockMs * 2 ** over, policy.maxLockMs);
        records.delete(key);
        records.set(key, record);
        if (records.size > MAX_KEYS) records.delete(records.keys().next().value as string);
      }
    },
    clear(keys) {
      for (const key of keys) records.delete(key);
    },
  };
}

/** The limiter keys of one attempt: the user (case-insensitive, as the pool's usernames) and the address. */
export function attemptKeys(kind: 'password' | 'code', username: string, address: string | null) {
  return {
    user: `${kind}:user:${username.toLowerCase()}`,
    address: address ? `${kind}:address:${address}` : null,
  };
}

export const policyOfKey = (key: string): AttemptPolicy =>
  key.includes(':address:') ? PER_ADDRESS : PER_USER;
