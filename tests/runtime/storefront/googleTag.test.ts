import { afterEach, describe, expect, it } from 'vitest';
import { googleTagIds, trackPageView } from '../../../runtime/storefront/googleTag';

type TagWindow = Window & { dataLayer?: IArguments[] };
const tagWindow = window as TagWindow;
const TRACKERS = [{ name: 'Google Tag', value: 'G-CELLARIS01' }];

function commands(): unknown[][] {
  return (tagWindow.dataLayer ?? []).map((entry) => Array.from(entry));
}

afterEach(() => {
  document.head.innerHTML = '';
  delete tagWindow.dataLayer;
});

describe('Google Tag trackers (spec 001 section 3)', () => {
  it.each([
    [[{ name: 'Google Tag', value: 'G-ABC123' }], ['G-ABC123']],
    [[{ name: 'googletag', value: ' GT-XYZ ' }], ['GT-XYZ']],
    [[{ name: 'Other', value: 'G-ABC123' }], []],
    [[{ name: 'Google Tag', value: '"><script>' }], []],
    [
      [
        { name: 'Google Tag', value: 'G-1' },
        { name: 'Google Tag', value: 'G-1' },
      ],
      ['G-1'],
    ],
  ])('%j gives the ids %j', (trackers, ids) => {
    expect(googleTagIds(trackers)).toEqual(ids);
  });

  it('keeps working when an element of the page is named dataLayer (window named access)', () => {
    document.body.innerHTML = '<p id="dataLayer">content</p>';
    // What the browser's named access gives `window.dataLayer` for that element.
    (window as unknown as { dataLayer: unknown }).dataLayer = document.getElementById('dataLayer');
    expect(() => trackPageView(TRACKERS, { path: '/', title: 'Home' })).not.toThrow();
    expect(Array.isArray(tagWindow.dataLayer)).toBe(true);
    expect(commands().map((command) => command[0])).toEqual(['js', 'config']);
    document.body.innerHTML = '';
  });

  it('adds gtag.js from its host as a script element, never an inline script', () => {
    trackPageView(TRACKERS, { path: '/', title: 'Home' });
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts.map((s) => s.src)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-CELLARIS01',
    ]);
    expect(scripts[0]?.textContent).toBe('');
  });

  it('loads the library once and sends one config per page view', () => {
    trackPageView(TRACKERS, { path: '/', title: 'Home' });
    trackPageView(TRACKERS, { path: '/about', title: 'About' });
    expect(document.querySelectorAll('script')).toHaveLength(1);
    const sent = commands();
    expect(sent.filter((c) => c[0] === 'js')).toHaveLength(1);
    expect(sent.filter((c) => c[0] === 'config')).toEqual([
      ['config', 'G-CELLARIS01', { page_path: '/', page_title: 'Home' }],
      ['config', 'G-CELLARIS01', { page_path: '/about', page_title: 'About' }],
    ]);
  });

  it('does nothing for a template without Google Tag trackers', () => {
    trackPageView([], { path: '/', title: 'Home' });
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(tagWindow.dataLayer).toBeUndefined();
  });
});
