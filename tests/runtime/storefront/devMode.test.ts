import { afterEach, describe, expect, it } from 'vitest';
import { DEV_MODE_STORAGE_KEY, readDevMode } from '../../../runtime/storefront/devMode';

afterEach(() => sessionStorage.clear());

describe('dev mode: an isDev query parameter switches it on for the session', () => {
  it.each([
    ['', false],
    ['?isDev', true],
    ['?isDev=true', true],
    ['?a=1&isDev=1', true],
    ['?isDev=false', false],
  ])('%s gives %s', (search, expected) => {
    expect(readDevMode(search)).toBe(expected);
  });

  it('stays on after navigating to a page without isDev', () => {
    readDevMode('?isDev=true');
    expect(sessionStorage.getItem(DEV_MODE_STORAGE_KEY)).toBe('1');
    expect(readDevMode('?other=1')).toBe(true);
  });

  it('isDev=false switches it off again', () => {
    readDevMode('?isDev');
    readDevMode('?isDev=false');
    expect(readDevMode('')).toBe(false);
  });

  it('works without session storage', () => {
    expect(readDevMode('?isDev', null)).toBe(true);
    expect(readDevMode('', null)).toBe(false);
  });
});
