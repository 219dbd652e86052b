// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HYDRATION_SCRIPTS_ELEMENT_ID,
  HYDRATION_SCRIPTS_LOADER,
  type HydrationScripts,
} from '../../../server/app/hydrationScripts';

/** The loader as the browser runs it, in this document, with a paint observer we drive. */
class FakePaintObserver {
  static instances: FakePaintObserver[] = [];
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  disconnected = false;
  constructor(
    private readonly callback: (
      entries: { getEntriesByName: (name: string) => unknown[] },
      observer: FakePaintObserver,
    ) => void,
  ) {
    FakePaintObserver.instances.push(this);
  }
  observe(): void {}
  disconnect(): void {
    this.disconnected = true;
  }
  paint(name: string): void {
    this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, this);
  }
}

const scripts: HydrationScripts = {
  modules: ['/assets/index-1.js'],
  modulePreloads: ['/assets/react-1.js', '/assets/jsx-1.js'],
  preloads: ['/assets/A.js', '/assets/B.js', '/assets/C.js'],
};

/** What the loader added to the head, in order, as `tag rel/type href/src`. */
function added(): string[] {
  return [...document.head.querySelectorAll('script[src], link')].map((element) =>
    element.tagName === 'SCRIPT'
      ? `script ${element.getAttribute('type')} ${element.getAttribute('src')}`
      : `link ${element.getAttribute('rel')} ${element.getAttribute('href')}`,
  );
}

let visibility: DocumentVisibilityState = 'visible';

function runLoader(readyState: DocumentReadyState = 'loading'): void {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  document.body.innerHTML = `<script type="application/json" id="${HYDRATION_SCRIPTS_ELEMENT_ID}">${JSON.stringify(scripts)}</script>`;
  new Function(HYDRATION_SCRIPTS_LOADER)();
}

const everything = [
  'link modulepreload /assets/index-1.js',
  'link modulepreload /assets/react-1.js',
  'link modulepreload /assets/jsx-1.js',
  'link preload /assets/A.js',
  'link preload /assets/B.js',
  'link preload /assets/C.js',
  'script module /assets/index-1.js',
];

describe('the loader of a server-rendered page’s scripts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakePaintObserver.instances = [];
    visibility = 'visible';
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    });
    document.head.innerHTML = '';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('adds nothing before the page is parsed and has painted, then every script, entry last', () => {
    runLoader();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    vi.advanceTimersByTime(100);
    expect(added()).toEqual([]);
    FakePaintObserver.instances[0]!.paint('first-paint');
    vi.advanceTimersByTime(100);
    expect(added()).toEqual([]);
    FakePaintObserver.instances[0]!.paint('first-contentful-paint');
    expect(FakePaintObserver.instances[0]!.disconnected).toBe(true);
    // Two frames after the paint, so the whole parsed page's paint is on screen.
    vi.advanceTimersByTime(100);
    expect(added()).toEqual(everything);
    const entry = document.head.querySelector('script[src]')!;
    expect(entry.getAttribute('crossorigin')).toBe('');
    expect(entry.getAttribute('fetchpriority')).toBe('low');
  });

  it('adds them a few per task, so no insertion makes a long task', () => {
    runLoader('interactive');
    FakePaintObserver.instances[0]!.paint('first-contentful-paint');
    // The frames, then the first batch only.
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    expect(added()).toEqual(everything.slice(0, 4));
    vi.advanceTimersToNextTimer();
    expect(added()).toEqual(everything);
  });

  it('waits for the parse when the page painted before it ended', () => {
    runLoader();
    FakePaintObserver.instances[0]!.paint('first-contentful-paint');
    vi.advanceTimersByTime(500);
    expect(added()).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    vi.advanceTimersByTime(100);
    expect(added()).toEqual(everything);
  });

  it('starts at once on a hidden page (a background tab paints nothing until shown)', () => {
    visibility = 'hidden';
    runLoader('interactive');
    vi.advanceTimersByTime(10);
    expect(added()).toEqual(everything);
  });

  it('starts when a page waiting for its paint is hidden', () => {
    runLoader('interactive');
    vi.advanceTimersByTime(100);
    expect(added()).toEqual([]);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(10);
    expect(added()).toEqual(everything);
  });

  it('starts a second after the parse when nothing contentful paints', () => {
    runLoader('interactive');
    vi.advanceTimersByTime(900);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(added()).toEqual(everything);
  });

  it('adds each script once, whatever signals come after', () => {
    runLoader('interactive');
    FakePaintObserver.instances[0]!.paint('first-contentful-paint');
    vi.advanceTimersByTime(2000);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(2000);
    expect(added()).toEqual(everything);
  });

  it('starts after the parse where the browser reports no paints', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    runLoader();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    vi.advanceTimersByTime(100);
    expect(added()).toEqual(everything);
  });
});
