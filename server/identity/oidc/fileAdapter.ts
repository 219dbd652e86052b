import { readFileSync, writeFileSync } from 'node:fs';

/**
 * oidc-provider's storage (sessions, grants, codes, access tokens) in one JSON file in the data
 * directory, so SSO sessions and issued access tokens survive a restart of the local server, like
 * the signing key. Local scale only: the whole file is rewritten on each change.
 */

type Payload = Record<string, unknown> & {
  grantId?: string;
  uid?: string;
  userCode?: string;
  consumed?: number;
};

interface Entry {
  payload: Payload;
  /** Epoch milliseconds; absent for entries without a lifetime. */
  expiresAt?: number;
}

export function createFileAdapterFactory(file: string) {
  let store: Record<string, Entry> = {};
  try {
    store = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Entry>;
  } catch {
    store = {};
  }
  const now = Date.now();
  for (const [key, entry] of Object.entries(store))
    if (entry.expiresAt && entry.expiresAt < now) delete store[key];
  const save = () => writeFileSync(file, JSON.stringify(store), { mode: 0o600 });

  return class FileAdapter {
    constructor(private readonly model: string) {}

    private key(id: string) {
      return `${this.model}:${id}`;
    }

    private live(key: string): Payload | undefined {
      const entry = store[key];
      if (!entry) return undefined;
      if (entry.expiresAt && entry.expiresAt < Date.now()) {
        delete store[key];
        return undefined;
      }
      return entry.payload;
    }

    async upsert(id: string, payload: Payload, expiresIn?: number) {
      store[this.key(id)] = {
        payload,
        ...(expiresIn ? { expiresAt: Date.now() + expiresIn * 1000 } : {}),
      };
      save();
    }

    async find(id: string) {
      return this.live(this.key(id));
    }

    async findByUid(uid: string) {
      const key = Object.keys(store).find(
        (k) => k.startsWith(`${this.model}:`) && store[k]?.payload.uid === uid,
      );
      return key ? this.live(key) : undefined;
    }

    async findByUserCode(userCode: string) {
      const key = Object.keys(store).find(
        (k) => k.startsWith(`${this.model}:`) && store[k]?.payload.userCode === userCode,
      );
      return key ? this.live(key) : undefined;
    }

    async consume(id: string) {
      const payload = this.live(this.key(id));
      if (payload) {
        payload.consumed = Math.floor(Date.now() / 1000);
        save();
      }
    }

    async destroy(id: string) {
      delete store[this.key(id)];
      save();
    }

    async revokeByGrantId(grantId: string) {
      for (const [key, entry] of Object.entries(store))
        if (entry.payload.grantId === grantId) delete store[key];
      save();
    }
  };
}
