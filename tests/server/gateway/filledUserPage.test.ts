import { describe, expect, it } from 'vitest';
import {
  decodeListToken,
  encodeListToken,
  filledUserPage,
  MAX_POOL_PAGES_PER_LIST_PAGE,
  POOL_PAGE_SIZE,
} from '../../../server/gateway/identity/filledUserPage';
import type { PoolUserPage } from '../../../server/gateway/identity/listPoolUsers';
import type { UserSummary } from '../../../server/gateway/identity/userSummary';

/** A pool of users, each of account `acc-<n>`, paged by offset tokens like the real pool. */
function pool(accounts: string[]) {
  const users = accounts.map(
    (account, index) =>
      ({
        username: `user-${index}`,
        attributes: { 'custom:salesforceAccountId': account },
      }) as unknown as UserSummary,
  );
  let reads = 0;
  const read = async (token: string | null, size: number): Promise<PoolUserPage> => {
    reads += 1;
    const start = token ? Number(token) : 0;
    const end = start + size;
    return { users: users.slice(start, end), nextToken: end < users.length ? String(end) : null };
  };
  return { read, reads: () => reads };
}

const ofAccount = (account: string) => (user: UserSummary) =>
  user.attributes['custom:salesforceAccountId'] === account;

/** Every page of the list, following its next tokens. */
async function allPages(read: ReturnType<typeof pool>['read'], account: string, limit: number) {
  const pages: string[][] = [];
  let token: string | null = null;
  do {
    const page = await filledUserPage(read, ofAccount(account), limit, token);
    pages.push(page.users.map((u) => u.username));
    token = page.nextToken;
  } while (token && pages.length < 50);
  return pages;
}

describe('filledUserPage (an account’s users, 20 at a time)', () => {
  it('gives full pages of the account’s users however the pool spreads them', async () => {
    // 45 users of acc-1 among 300, every sixth or so, across five pool pages.
    const accounts = Array.from({ length: 300 }, (_, i) =>
      i % 7 === 3 && i < 315 ? 'acc-1' : 'acc-2',
    );
    const mine = accounts.flatMap((a, i) => (a === 'acc-1' ? [`user-${i}`] : []));
    const { read } = pool(accounts);
    const pages = await allPages(read, 'acc-1', 20);
    expect(pages.map((p) => p.length)).toEqual([20, 20, mine.length - 40]);
    expect(pages.flat()).toEqual(mine);
  });

  it('offers no next page when the page holds the last user', async () => {
    const accounts = ['acc-2', 'acc-1', ...Array(100).fill('acc-2'), 'acc-1'];
    const { read } = pool(accounts);
    const page = await filledUserPage(read, ofAccount('acc-1'), 20, null);
    expect(page.users.map((u) => u.username)).toEqual(['user-1', 'user-102']);
    expect(page.nextToken).toBeNull();
  });

  it('splits a pool page between two list pages without losing or repeating a user', async () => {
    const accounts = Array(POOL_PAGE_SIZE).fill('acc-1');
    const { read } = pool(accounts);
    const pages = await allPages(read, 'acc-1', 20);
    expect(pages.map((p) => p.length)).toEqual([20, 20, 20]);
    expect(new Set(pages.flat()).size).toBe(POOL_PAGE_SIZE);
  });

  it('reads a bounded number of pool pages per request and goes on from there', async () => {
    const accounts = [
      ...Array(POOL_PAGE_SIZE * (MAX_POOL_PAGES_PER_LIST_PAGE + 2)).fill('acc-2'),
      'acc-1',
    ];
    const { read, reads } = pool(accounts);
    const first = await filledUserPage(read, ofAccount('acc-1'), 20, null);
    expect(first.users).toEqual([]);
    expect(reads()).toBe(MAX_POOL_PAGES_PER_LIST_PAGE);
    const second = await filledUserPage(read, ofAccount('acc-1'), 20, first.nextToken);
    expect(second.users.map((u) => u.username)).toEqual([`user-${accounts.length - 1}`]);
    expect(second.nextToken).toBeNull();
  });

  it('reads a pool token from before, and ignores a token it cannot read', () => {
    expect(decodeListToken('raw-pool-token')).toEqual({ poolToken: 'raw-pool-token', skip: 0 });
    expect(decodeListToken('bfu1.not-json')).toEqual({ poolToken: null, skip: 0 });
    expect(decodeListToken(encodeListToken({ poolToken: 'p', skip: 3 }))).toEqual({
      poolToken: 'p',
      skip: 3,
    });
  });
});
