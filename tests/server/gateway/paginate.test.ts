import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_LIMIT,
  InvalidPageRequestError,
  paginate,
} from '../../../server/gateway/paging/paginate';

const numbers = Array.from({ length: 250 }, (_, i) => i);

describe('paginate', () => {
  it('returns the default limit and a token for the rest', () => {
    const page = paginate(numbers, { scope: 'q' });
    expect(page.items).toHaveLength(DEFAULT_PAGE_LIMIT);
    expect(page.nextToken).toEqual(expect.any(String));
  });

  it('walks every item exactly once with opaque tokens', () => {
    const seen: number[] = [];
    let nextToken: string | null = null;
    do {
      const page: { items: number[]; nextToken: string | null } = paginate(numbers, {
        scope: 'q',
        limit: 70,
        nextToken,
      });
      seen.push(...page.items);
      nextToken = page.nextToken;
    } while (nextToken);
    expect(seen).toEqual(numbers);
  });

  it('has no token on the last page', () => {
    expect(paginate([1, 2], { scope: 'q', limit: 2 }).nextToken).toBeNull();
  });

  it('refuses a token of another query, a forged token and a bad limit', () => {
    const { nextToken } = paginate(numbers, { scope: 'q', limit: 10 });
    expect(() => paginate(numbers, { scope: 'other', nextToken })).toThrow(InvalidPageRequestError);
    expect(() => paginate(numbers, { scope: 'q', nextToken: 'not-a-token' })).toThrow(
      InvalidPageRequestError,
    );
    expect(() => paginate(numbers, { scope: 'q', limit: 0 })).toThrow(InvalidPageRequestError);
  });
});
