import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { hostUrl } from './helpers';
import { expectNoSeriousAxeViolations } from './support/axe';
import { accountMenuButton, DEMO_PASSWORD, signInWithPassword, signOut } from './support/signIn';

/** Screenshots of the page at the three widths, for review (test-results/, not committed). */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [390, 768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/elearning/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const COURSE = 'Flow Cytometry Basics';
const PAUL = 'paul.portal';

test('a guest sees the courses and is asked to sign in to enrol', async ({ page }) => {
  await page.goto(hostUrl('guest', '/elearning'));
  await expect(page.getByRole('heading', { name: 'Courses', level: 2 })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(8);
  await expect(page.getByRole('link', { name: 'Sign in to enrol' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'guest-catalogue');

  // The filters narrow the catalogue and the address keeps them.
  await page.getByLabel('Instrument').selectOption('Sequra NGS sequencer');
  await page.getByLabel('Level').selectOption('Beginner');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText('NGS Library Prep Essentials');
  expect(new URL(page.url()).searchParams.get('level')).toBe('Beginner');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('article')).toHaveCount(8);

  // A course's outline, but no lessons to watch before signing in.
  await page.getByRole('link', { name: COURSE }).click();
  await expect(page.getByRole('heading', { name: COURSE, level: 2 })).toBeVisible();
  await expect(page.getByText('Fluidics, optics and electronics')).toBeVisible();
  // (The page's own welcome video below the block is not a lesson.)
  const course = page.getByRole('article', { name: COURSE });
  await expect(course.getByRole('button', { name: /^Play video/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enrol in this course' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'guest-course');
});

test('enrol, complete a module, sign out and back in, see the progress and download the certificate', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The guest's way in keeps the course: after signing in, the course is back on screen.
  await page.goto(hostUrl('guest', '/elearning?course=flow-cytometry-basics'));
  await page.getByRole('link', { name: 'Sign in to enrol' }).click();
  await page.waitForURL(/\/login$/);
  await page.getByLabel('Username', { exact: true }).fill(PAUL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/elearning\?course=flow-cytometry-basics$/, { timeout: 15_000 });
  await expect(accountMenuButton(page)).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Enrol in this course' }).click();
  const progress = page.getByRole('progressbar', { name: 'Course progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  // The first lesson is open: its video through the video block's player.
  await expect(
    page.getByRole('button', { name: 'Play video: Fluidics, optics and electronics' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  // The next lesson, a document, opens in the preview dialog.
  await page.getByRole('link', { name: 'Open Instrument anatomy handout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Instrument anatomy handout' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /close/i }).first().click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(progress).toHaveAttribute('aria-valuenow', '33');
  await expect(page.getByText('2 of 2 lessons done')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'course-in-progress');

  // Progress lives in the CRM, not in the browser: it is there after signing out and in again.
  await signOut(page);
  await page.waitForURL(/\/login$/);
  await signInWithPassword(page, {
    origin: hostUrl('guest', ''),
    username: PAUL,
  });
  await page.goto(hostUrl('guest', '/elearning'));
  const row = page.getByRole('region', { name: 'Continue where you left off' });
  await expect(row).toContainText(COURSE);
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
  await screenshots(page, 'learner-catalogue');
  await row.getByRole('link', { name: 'Continue: Single-stain controls and compensation' }).click();
  await expect(progress).toHaveAttribute('aria-valuenow', '33');

  // The rest of the course, then the certificate.
  for (const percent of ['50', '66', '83', '100']) {
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(progress).toHaveAttribute('aria-valuenow', percent);
  }
  await expect(page.getByRole('button', { name: 'Mark as complete' })).toHaveCount(0);
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText(/You completed this course on/)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download certificate' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('certificate-flow-cytometry-basics.pdf');
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await PDFDocument.load(file);
  expect(pdf.getTitle()).toBe('Certificate of completion');
  expect(pdf.getSubject()).toBe('Paul Okafor completed Flow Cytometry Basics');
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'course-completed');
});
