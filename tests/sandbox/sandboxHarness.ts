import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';

/**
 * The escape suite's harness (issue 6): a collector server on a second loopback port that counts
 * every connection and request, canaries in the guest origin's storage, the sandbox lab page filled
 * through the test-mode route, and the checks every attempt must pass.
 */
export const COLLECTOR_PORT = Number(process.env.SANDBOX_COLLECTOR_PORT ?? E2E_PORT + 200);
export const COLLECTOR = `http://127.0.0.1:${COLLECTOR_PORT}`;
export const CANARY = 'CANARY-7f3a9c2e-do-not-leak';
const ORIGIN = `http://guest.localhost:${E2E_PORT}`;
export const LAB_URL = `${ORIGIN}/sandbox-lab`;
const SERVER = `http://127.0.0.1:${E2E_PORT}`;

/** The spec's storage keys (spec 000 section "constants"), each holding the canary. */
const CANARY_KEYS = [
  'ec-aws-tokendata-canary',
  'ec-aws-userdata-canary',
  'ec-aws-logininfo-canary',
  'ec-account-canary',
  'ec-ib-account-canary',
  'EC_GUEST_QUOTE',
  'EC_Quote_Id',
];

export interface Collector {
  hits(): number;
  close(): Promise<void>;
}

export async function startCollector(): Promise<Collector> {
  let hits = 0;
  const server = http.createServer((_request, response) => {
    hits += 1;
    response.writeHead(200, { 'Access-Control-Allow-Origin': '*' });
    response.end('ok');
  });
  server.on('connection', () => (hits += 1));
  server.on('upgrade', (_request, socket) => {
    hits += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(COLLECTOR_PORT, '127.0.0.1', resolve));
  expect((server.address() as AddressInfo).port).toBe(COLLECTOR_PORT);
  return {
    hits: () => hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface LabSlot {
  customJS?: string | null;
  customCSS?: string | null;
}

export async function setLab(request: APIRequestContext, slots: LabSlot[]): Promise<void> {
  const response = await request.put(`${SERVER}/__test__/sandbox-lab`, {
    data: {
      slots: slots.map((slot) => ({
        customJS: slot.customJS ?? null,
        customCSS: slot.customCSS ?? null,
      })),
    },
  });
  expect(response.status()).toBe(204);
}

/** Puts the canary under every spec token key, in sessionStorage, a cookie and IndexedDB. */
export async function plantCanaries(page: Page): Promise<void> {
  await page.goto(`${ORIGIN}/healthz`);
  await page.evaluate(
    async ({ canary, keys }) => {
      for (const key of keys) {
        localStorage.setItem(key, canary);
        sessionStorage.setItem(key, canary);
      }
      document.cookie = `bf_canary=${canary}; path=/`;
      // Dev mode for the tab (runtime/storefront/devMode.ts): placeholders name their reasons.
      sessionStorage.setItem('bf-dev-mode', '1');
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('bf-canary', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('secrets');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('secrets', 'readwrite');
          tx.objectStore('secrets').put(canary, 'token');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      });
    },
    { canary: CANARY, keys: CANARY_KEYS },
  );
}

/** Records main-thread long tasks of the top page (the sandbox frame's own are its business). */
export async function watchLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window.top !== window) return;
    const store: { start: number; duration: number }[] = [];
    (window as unknown as { __longTasks: typeof store }).__longTasks = store;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        store.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** Everything outside the lab slots: the other blocks' markup, body's children, title and URL. */
export function outsideSnapshot(page: Page): Promise<string> {
  return page.evaluate(() => {
    const blocks = [...document.querySelectorAll('[data-block-id]')]
      .filter((block) => !block.getAttribute('data-block-id')!.startsWith('lab-slot-'))
      .map((block) => block.outerHTML);
    const body = [...document.body.children]
      .filter(
        (child) => !(child instanceof HTMLIFrameElement && child.dataset.bfSandbox !== undefined),
      )
      .map((child) => child.tagName + (child.id ? `#${child.id}` : ''));
    return JSON.stringify({ blocks, body, title: document.title, href: location.href });
  });
}

/** All text of the page, shadow roots included. */
export function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const visit = (root: Node) => {
      parts.push(root.textContent ?? '');
      const elements =
        root instanceof Element || root instanceof DocumentFragment || root instanceof Document
          ? (root as ParentNode).querySelectorAll('*')
          : [];
      for (const element of elements) if (element.shadowRoot) visit(element.shadowRoot);
    };
    visit(document);
    return parts.join('\n');
  });
}

export interface Opened {
  before: string;
  since: number;
}

/**
 * Opens the lab page and waits until it has settled (every block but the slot mounted, no
 * skeleton left, the slot's sandbox started or stopped); returns the baseline: the DOM outside the
 * slot and the time from which main-thread long tasks count.
 */
export async function openLab(page: Page): Promise<Opened> {
  await page.goto(LAB_URL);
  await expect(page.getByText('Neighbour block: nothing here may change.')).toBeVisible();
  await expect(page.locator('.bf-block-skeleton')).toHaveCount(0);
  await expect(
    page.locator(
      '[data-block-id="lab-slot-1"] .bf-sandbox, [data-block-id="lab-slot-1"][data-block-state]',
    ),
  ).toBeAttached();
  const since = await page.evaluate(() => performance.now());
  return { before: await outsideSnapshot(page), since };
}

/** Presses the slot's "Attack" button: hostile scripts wait for it, so the page has settled first. */
export async function attack(page: Page): Promise<void> {
  await page
    .locator('[data-block-id="lab-slot-1"]')
    .getByRole('button', { name: 'Attack' })
    .click();
}

/** The sandbox's outcome in the slot: 'rendered', or the placeholder's state once stopped. */
export function slot(page: Page) {
  return page.locator('[data-block-id="lab-slot-1"]');
}

/**
 * Waits until the slot's worker was stopped by the watchdog: the block shows its placeholder,
 * which in dev mode (on for the suite, see plantCanaries) names the reason.
 */
export async function expectStopped(page: Page, reason: RegExp): Promise<void> {
  await expect(slot(page)).toHaveAttribute('data-block-state', 'crashed', { timeout: 8_000 });
  await expect(slot(page).getByRole('note')).toContainText('custom code stopped: ');
  expect(await slot(page).getByRole('note').innerText()).toMatch(reason);
}

/** The checks of every attempt (issue 6). */
export async function expectContained(
  page: Page,
  collector: Collector,
  opened: Opened,
): Promise<void> {
  // Give late attempts (timers, retries) a moment to land anywhere they could.
  await page.waitForTimeout(500);
  expect(collector.hits(), 'requests that reached the collector').toBe(0);
  expect(page.url()).toBe(LAB_URL);
  expect(await outsideSnapshot(page)).toBe(opened.before);
  const text = await pageText(page);
  expect(text).not.toContain(CANARY);
  expect(page.url()).not.toContain(CANARY);
  const longest = await page.evaluate(
    (since) =>
      Math.max(
        0,
        ...(
          (window as unknown as { __longTasks?: { start: number; duration: number }[] })
            .__longTasks ?? []
        )
          .filter((task) => task.start >= since)
          .map((task) => task.duration),
      ),
    opened.since,
  );
  expect(longest, 'longest main-thread task after the sandbox started (ms)').toBeLessThanOrEqual(
    50,
  );
}
