import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

interface AxeApi {
  run: (context: Document) => Promise<{ violations: AxeViolation[] }>;
}

/**
 * Runs axe-core (the engine the stories' checks use) on the page as it is and fails on any
 * serious or critical violation, naming each rule and where it hit.
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  // Evaluated through the browser's debugging protocol: the storefront's CSP (no inline script)
  // stays on, as customers get it.
  // What a customer reads is the settled page: a dialog still fading in (opacity below 1) is
  // not a contrast fault. Finite animations are awaited (2 s at most: a paused one never ends);
  // endless ones (spinners) are not.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: AxeApi }).axe;
    // Blocks below the first screen skip their rendering until the visitor scrolls near them
    // (content-visibility: auto, runtime/render/blockLayout.css); axe reads colours from what is
    // drawn, so it checks each block as drawn on screen, as the visitor who scrolls to it sees it.
    const skipped = [...document.querySelectorAll<HTMLElement>('.bf-block')].filter(
      (block) => getComputedStyle(block).contentVisibility === 'auto',
    );
    for (const block of skipped) block.style.contentVisibility = 'visible';
    const result = await axe.run(document).finally(() => {
      for (const block of skipped) block.style.contentVisibility = '';
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.targets.join(', ')}`)).toEqual(
    [],
  );
}
