import { expect, test, type ConsoleMessage } from '@playwright/test';
import {
  expectStopped,
  openLab,
  plantCanaries,
  setLab,
  slot,
  type LabSlot,
} from '../../sandbox/sandboxHarness';

/**
 * The sandbox's edge cases (issue 14, docs/security.md "Sandbox edge cases"), each run as a
 * block's customJS on the guest storefront's /sandbox-lab page served by the real server, in dev
 * mode (placeholders and refusals name their reasons).
 */

const NO_CART = 'The cart is not available on this page.';
const NEEDS_CLICK = "Add to cart needs a click on one of this block's buttons.";

async function openWith(
  page: Parameters<typeof openLab>[0],
  request: Parameters<typeof setLab>[0],
  slots: LabSlot[],
) {
  await plantCanaries(page);
  await setLab(request, slots);
  return openLab(page);
}

test.afterEach(async ({ request }) => {
  await setLab(request, []);
});

test('a script that closes the function it is wrapped in never runs, and only its block stops', async ({
  page,
  request,
}) => {
  await openWith(page, request, [
    {
      customJS: `blockfront.render({ type: 'text', text: 'inside' });
};
self.ranEarly = true;
blockfront = null;
(function () {`,
    },
  ]);
  await expectStopped(page, /not a whole program/);
  await expect(page.getByText('inside')).toHaveCount(0);
  await expect(page.getByText('Neighbour block: nothing here may change.')).toBeVisible();
});

/** A script that keeps asking for add to cart and counts the answers, with its own button. */
const ADD_TO_CART_PROBE = `
const counts = { refused: 0, reachedCart: 0, other: 0 };
function tally(promise) {
  promise.then(
    () => { counts.reachedCart += 1; show(); },
    (error) => {
      if (error.message === ${JSON.stringify(NEEDS_CLICK)}) counts.refused += 1;
      else if (error.message === ${JSON.stringify(NO_CART)} || /could not be added/.test(error.message)) counts.reachedCart += 1;
      else counts.other += 1;
      show();
    });
}
const add = () => tally(blockfront.addToCart({ productId: 'a1Cellaris0000001', quantity: 1 }));
function show() {
  blockfront.render({ type: 'stack', children: [
    { type: 'text', text: 'Plain text of the block' },
    { type: 'button', text: 'Add five', onPress: () => { for (let i = 0; i < 5; i += 1) add(); } },
    { type: 'text', text: 'counts ' + JSON.stringify(counts) },
  ] });
}
show();
let polls = 0;
const poll = setInterval(() => { add(); polls += 1; if (polls === 20) clearInterval(poll); }, 100);
`;

async function countsOf(page: Parameters<typeof slot>[0]) {
  const text = slot(page)
    .locator('.bf-ui-text')
    .filter({ hasText: /^counts / });
  return JSON.parse((await text.innerText()).replace(/^counts /, '')) as {
    refused: number;
    reachedCart: number;
    other: number;
  };
}

test('add to cart needs a click on a button the script drew, and one click adds once', async ({
  page,
  request,
}) => {
  await openWith(page, request, [{ customJS: ADD_TO_CART_PROBE }]);
  // A user's click inside the block, but not on a button: the polling script must not get through.
  await slot(page).getByText('Plain text of the block').click();
  await expect.poll(async () => (await countsOf(page)).refused, { timeout: 8_000 }).toBe(20);
  expect(await countsOf(page)).toEqual({ refused: 20, reachedCart: 0, other: 0 });
  await expect(page.getByText(NO_CART)).toHaveCount(0);

  // One press on the script's button, whose handler asks five times: one request reaches the cart.
  await slot(page).getByRole('button', { name: 'Add five' }).click();
  await expect
    .poll(async () => (await countsOf(page)).refused + (await countsOf(page)).reachedCart)
    .toBe(25);
  expect(await countsOf(page)).toEqual({ refused: 24, reachedCart: 1, other: 0 });
});

test('navigation by scripts is limited per page', async ({ page, request }) => {
  await openWith(page, request, [
    {
      customJS: `blockfront.render({ type: 'button', text: 'Go', onPress: () => {
  for (let i = 0; i < 10; i += 1) blockfront.navigate('/sandbox-lab#step-' + i);
} });`,
    },
  ]);
  const before = await page.evaluate(() => history.length);
  await slot(page).getByRole('button', { name: 'Go' }).click();
  await expect(page).toHaveURL(/#step-2$/);
  await page.waitForTimeout(500);
  expect(page.url()).toMatch(/#step-2$/);
  expect(await page.evaluate(() => history.length)).toBe(before + 3);
});

test('toasts by scripts are limited per page, across all its blocks', async ({ page, request }) => {
  const refusals: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.text().includes('too many toasts on this page')) refusals.push(message.text());
  });
  const toaster = (name: string) => ({
    customJS: `blockfront.render({ type: 'text', text: '${name}' });
for (let i = 0; i < 3; i += 1) blockfront.toast('${name} toast ' + i);`,
  });
  await openWith(page, request, [toaster('first'), toaster('second'), toaster('third')]);
  await expect(page.getByText('third', { exact: true })).toBeVisible();
  // Nine toasts, each block within its own three: the page lets five through.
  await expect.poll(() => refusals.length).toBe(4);
  await page.waitForTimeout(500);
  expect(refusals).toHaveLength(4);
});
