import type { KeyValueStorageInterface } from 'aws-amplify/utils';

/** Amplify's token storage for Node tests, readable so tests can pick the stored refresh token. */
export class MemoryStorage implements KeyValueStorageInterface {
  readonly items = new Map<string, string>();
  async setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  async getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  async removeItem(key: string) {
    this.items.delete(key);
  }
  async clear() {
    this.items.clear();
  }
  refreshToken(): string | undefined {
    for (const [key, value] of this.items) if (key.endsWith('.refreshToken')) return value;
    return undefined;
  }
}
