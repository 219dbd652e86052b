import { afterEach, describe, expect, it } from 'vitest';
import { isLoggedIn, TOKEN_STORAGE_PREFIX } from '../../../runtime/storefront/loginState';

afterEach(() => localStorage.clear());

describe('isLoggedIn: the seam the session replaces (token keys ec-aws-tokendata-*)', () => {
  it('is false with no token key', () => {
    localStorage.setItem('ec-aws-userdata-abc', '{"name":"x"}');
    expect(isLoggedIn()).toBe(false);
  });

  it('is true when a token key holds a value', () => {
    localStorage.setItem(`${TOKEN_STORAGE_PREFIX}client-1`, '{"accessToken":"t"}');
    expect(isLoggedIn()).toBe(true);
  });

  it('is false when the token key is empty', () => {
    localStorage.setItem(`${TOKEN_STORAGE_PREFIX}client-1`, '');
    expect(isLoggedIn()).toBe(false);
  });

  it('is false without storage (blocked by the browser)', () => {
    expect(isLoggedIn(null)).toBe(false);
  });
});
