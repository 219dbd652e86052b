/**
 * A server-rendered page paints from its HTML and stylesheets alone; its scripts only hydrate it.
 * So they are requested once that markup has painted, not while it is still arriving (issue 22):
 * loaded from the HTML, the entry (100 KB brotli) and the blocks' chunks competed with the first
 * paint, and Lighthouse's simulated LCP counts every script that arrived before the observed
 * largest paint as holding it up (invoices LCP 3.3-3.4 s and manage users 3.0 s in the runs where
 * the scripts won the race, 1.4 s where the paint did). The visitor's input before hydration is
 * kept by the early-input script as before (schemas/earlyInputScript.ts).
 *
 * The page names its scripts in a JSON data block (never executed); the loader below, the page's
 * second inline script, allowed by the CSP through its hash alone (createApp.ts), adds them to
 * the head once the document is parsed and its first contentful paint is on screen (two frames
 * later, so the paint of the whole parsed document is presented too). A hidden page (a
 * background tab, a prerender) paints nothing until shown: its scripts start at once. A page with
 * nothing contentful to paint starts them a second after it is parsed.
 *
 * Plain ES2017 in a string: its text is what the CSP hashes.
 */
export const HYDRATION_SCRIPTS_ELEMENT_ID = 'bf-hydration-scripts';

/** The scripts a server-rendered page loads once painted, in the order they are added. */
export interface HydrationScripts {
  /** The entry (`<script type="module">`), as Vite wrote it into index.html. */
  modules: string[];
  /** The entry's static imports (`<link rel="modulepreload">`), as Vite wrote them. */
  modulePreloads: string[];
  /**
   * The page's blocks' chunks (`<link rel="preload" as="script">`): the entry imports them and
   * takes the preloaded responses. A plain script preload, not `modulepreload`: that one also
   * compiles each chunk on the main thread as it arrives (a 250-block page was in the browser
   * 29 % later).
   */
  preloads: string[];
}

/** Elements added per task. */
const BATCH = 4;

export const HYDRATION_SCRIPTS_LOADER = `(function () {
  var list = JSON.parse(document.getElementById('${HYDRATION_SCRIPTS_ELEMENT_ID}').textContent);
  var started = false;
  var parsed = false;
  var painted = false;
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  function start() {
    if (started) return;
    started = true;
    // The entry's download first, its module script last: by then every chunk the entry imports
    // has its link, and Vite's import helper, finding one for each, adds none of its own.
    var elements = [];
    list.modules.forEach(function (src) {
      elements.push(['link', { rel: 'modulepreload', crossorigin: '', fetchpriority: 'low', href: src }]);
    });
    list.modulePreloads.forEach(function (href) {
      elements.push(['link', { rel: 'modulepreload', crossorigin: '', fetchpriority: 'low', href: href }]);
    });
    list.preloads.forEach(function (href) {
      elements.push(['link', { rel: 'preload', as: 'script', crossorigin: '', fetchpriority: 'low', href: href }]);
    });
    list.modules.forEach(function (src) {
      elements.push(['script', { type: 'module', crossorigin: '', fetchpriority: 'low', src: src }]);
    });
    // A few at a time: each insertion starts a request on the main thread (about 1 ms at
    // Lighthouse's 4x slowdown), and all of a page's in one task made a long one.
    (function next() {
      elements.splice(0, ${BATCH}).forEach(function (element) {
        add(element[0], element[1]);
      });
      if (elements.length) setTimeout(next, 0);
    })();
  }
  function maybeStart() {
    if (started || !parsed) return;
    if (document.visibilityState !== 'visible') return start();
    if (!painted) return;
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') !== -1) {
    new PerformanceObserver(function (entries, observer) {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      painted = true;
      maybeStart();
    }).observe({ type: 'paint', buffered: true });
  } else {
    painted = true;
  }
  function onParsed() {
    parsed = true;
    setTimeout(start, 1000);
    maybeStart();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', onParsed);
  else onParsed();
  document.addEventListener('visibilitychange', maybeStart);
})();`;
