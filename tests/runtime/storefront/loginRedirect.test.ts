import { afterEach, describe, expect, it } from 'vitest';
import {
  rememberLoginRedirect,
  takeLoginRedirect,
} from '../../../runtime/storefront/loginRedirect';
import {
  isGuidanceCompleted,
  markGuidanceCompleted,
} from '../../../runtime/storefront/guidanceState';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the remembered path for after sign-in (spec 000 section 9)', () => {
  it('is kept under ec-aws-loginredirect-{storefrontId} and taken once', () => {
    rememberLoginRedirect('sf-1', '/about?a=1');
    expect(localStorage.getItem('ec-aws-loginredirect-sf-1')).toBe('/about?a=1');
    expect(takeLoginRedirect('sf-1')).toBe('/about?a=1');
    expect(takeLoginRedirect('sf-1')).toBeNull();
  });

  it.each([['https://evil.test/'], ['//evil.test'], ['/\\evil.test'], ['about']])(
    'refuses %s (no open redirect)',
    (stored) => {
      localStorage.setItem('ec-aws-loginredirect-sf-1', stored);
      expect(takeLoginRedirect('sf-1')).toBeNull();
    },
  );
});

describe('the guidance flag', () => {
  it('is per storefront, in session storage', () => {
    expect(isGuidanceCompleted('sf-1')).toBe(false);
    markGuidanceCompleted('sf-1');
    expect(isGuidanceCompleted('sf-1')).toBe(true);
    expect(isGuidanceCompleted('sf-2')).toBe(false);
    expect(sessionStorage.getItem('bf-guidance-completed-sf-1')).toBe('1');
  });
});
