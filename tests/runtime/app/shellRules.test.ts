import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDefaultStore } from 'jotai';
import { renderHook } from '@testing-library/react';
import {
  newerBuildId,
  BUILD_CHECK_INTERVAL_MS,
  NEW_BUILD_MESSAGE,
} from '../../../runtime/app/buildCheck';
import { goTo } from '../../../runtime/app/goTo';
import { isAllowedExternalUrl, navigateExternal } from '../../../runtime/app/navigateExternal';
import { guardedReload, mayReload, RELOAD_GUARD_MS } from '../../../runtime/app/reloadGuard';
import { withoutSamlParams } from '../../../runtime/app/samlParams';
import {
  hashTarget,
  scrollForLocation,
  scrollToContentAnchor,
} from '../../../runtime/app/scrollOnNavigate';
import { useBuildCheck } from '../../../runtime/app/useBuildCheck';
import { toastAtom } from '../../../runtime/state/toastAtom';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
  getDefaultStore().set(toastAtom, null);
});

const manifest = (buildId: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ buildId })));

describe('SAML parameters', () => {
  it.each([
    ['?SAMLResponse=abc', ''],
    ['?RelayState=x&a=1', '?a=1'],
    ['?a=1&SAMLResponse=abc&RelayState=r', '?a=1'],
    ['?a=1', null],
    ['', null],
  ])('%s -> %s', (search, expected) => expect(withoutSamlParams(search)).toBe(expected));
});

describe('external navigation', () => {
  const allowed = ['guest.localhost', '*.cellaris.test'];
  it.each([
    ['http://guest.localhost/x', true],
    ['https://shop.cellaris.test/', true],
    ['https://evil.test/', false],
    ['https://cellaris.test.evil.test/', false],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
    ['not a url', false],
  ])('%s allowed: %s', (url, expected) =>
    expect(isAllowedExternalUrl(url, allowed)).toBe(expected),
  );

  it('navigates only when allowed', () => {
    const go = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(navigateExternal('https://evil.test/', allowed, go)).toBe(false);
    expect(go).not.toHaveBeenCalled();
    expect(navigateExternal('http://guest.localhost/x', allowed, go)).toBe(true);
    expect(go).toHaveBeenCalledWith('http://guest.localhost/x');
  });

  it('goTo routes in-app paths and guards the rest', () => {
    const navigate = vi.fn();
    const go = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    goTo('/about', navigate, allowed, go);
    expect(navigate).toHaveBeenCalledWith('/about');
    expect(goTo('//evil.test/x', navigate, allowed, go)).toBe(false);
    expect(go).not.toHaveBeenCalled();
  });
});

describe('the reload guard (10 s per path)', () => {
  it.each([
    [0, true],
    [RELOAD_GUARD_MS - 1, false],
    [RELOAD_GUARD_MS, true],
  ])('a second reload after %i ms is allowed: %s', (after, expected) => {
    expect(mayReload('/a', 1_000)).toBe(true);
    if (after === 0) {
      expect(mayReload('/b', 1_000)).toBe(expected);
      return;
    }
    expect(mayReload('/a', 1_000 + after)).toBe(expected);
  });

  it('guardedReload reloads once within the window, with fake timers', () => {
    vi.useFakeTimers();
    vi.setSystemTime(50_000);
    const reload = vi.fn();
    expect(guardedReload('/x', reload)).toBe(true);
    expect(guardedReload('/x', reload)).toBe(false);
    vi.advanceTimersByTime(RELOAD_GUARD_MS);
    expect(guardedReload('/x', reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('the build check (every 3600 s)', () => {
  it.each([
    ['new', 'new'],
    ['boot', null],
    [42, null],
    [undefined, null],
  ])('manifest buildId %s -> %s', async (served, expected) => {
    expect(await newerBuildId('boot', manifest(served))).toBe(expected);
  });

  it('is null when the fetch fails', async () => {
    const failing = vi.fn<typeof fetch>(async () => {
      throw new Error('offline');
    });
    expect(await newerBuildId('boot', failing)).toBeNull();
  });

  it('checks hourly and offers a new build once with a sticky toast', async () => {
    vi.useFakeTimers();
    const fetchManifest = manifest('new');
    renderHook(() => useBuildCheck('boot', fetchManifest));
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1);
    expect(fetchManifest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchManifest).toHaveBeenCalledWith('/build-manifest.json', { cache: 'no-store' });
    expect(getDefaultStore().get(toastAtom)).toMatchObject({
      message: NEW_BUILD_MESSAGE,
      mode: 'sticky',
    });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 3);
    expect(fetchManifest).toHaveBeenCalledTimes(1);
  });

  it('stays quiet while the build is the same', async () => {
    vi.useFakeTimers();
    const fetchManifest = manifest('boot');
    renderHook(() => useBuildCheck('boot', fetchManifest));
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 2);
    expect(fetchManifest).toHaveBeenCalledTimes(2);
    expect(getDefaultStore().get(toastAtom)).toBeNull();
  });
});

describe('scrolling on page change', () => {
  it.each([
    ['', null],
    ['#', null],
    ['#specs', 'specs'],
    ['#a%20b', 'a b'],
  ])('hash %s targets %s', (hash, expected) => expect(hashTarget(hash)).toBe(expected));

  it('scrolls to the hash element, else to the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const element = document.createElement('div');
    element.id = 'specs';
    element.scrollIntoView = vi.fn();
    document.body.appendChild(element);
    scrollForLocation('#specs');
    expect(element.scrollIntoView).toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
    scrollForLocation('');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    element.remove();
  });

  it('reaches rich text anchors under the sanitizer prefix, for a page change and a hash link', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const element = document.createElement('h2');
    element.id = 'user-content-terms';
    element.scrollIntoView = vi.fn();
    document.body.appendChild(element);
    scrollForLocation('#terms');
    expect(element.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
    scrollToContentAnchor('#terms');
    expect(element.scrollIntoView).toHaveBeenCalledTimes(2);
    scrollToContentAnchor('#nothing');
    expect(element.scrollIntoView).toHaveBeenCalledTimes(2);
    element.remove();
  });
});
