import { expect, test, type Page, type Request } from '@playwright/test';
import { hostUrl } from './helpers';
import { expectNoSeriousAxeViolations } from './support/axe';
import { accountMenuButton, signInWithPassword, signInWithSso } from './support/signIn';

/**
 * The knowledge base and support cases (issue 19) on the local stack: a customer searches a
 * symptom, gets suggestions as they type, reads the article, says it did not help, opens the case
 * prefilled from the search and finds it in /billing/cases; a partner whose own service desk
 * handles cases is routed there.
 */

const PORTAL = hostUrl('portal', '');
const SSO = hostUrl('sso', '');

interface SentCall {
  type: string | null;
  method: string;
  endpoint: string;
  payload: Record<string, unknown>;
}

/** Every makeCall the page sends, decoded (batched reads included). */
function recordCalls(page: Page): SentCall[] {
  const calls: SentCall[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = JSON.parse(request.postData() ?? '{}') as { variables?: Record<string, unknown> };
    for (const [name, value] of Object.entries(body.variables ?? {})) {
      if (!/^data/.test(name) || typeof value !== 'string') continue;
      const data = JSON.parse(value) as { endpoint?: string; callType?: string; payload?: string };
      if (!data.endpoint) continue;
      calls.push({
        type: new URL(data.endpoint, 'https://crm.invalid').searchParams.get('type'),
        method: String(data.callType),
        endpoint: data.endpoint,
        payload: data.payload ? (JSON.parse(data.payload) as Record<string, unknown>) : {},
      });
    }
  });
  return calls;
}

test.describe('knowledge base and cases', () => {
  test('search a symptom, read the article, open a prefilled case and find it in /billing/cases', async ({
    page,
  }) => {
    const calls = recordCalls(page);
    await signInWithPassword(page, { origin: PORTAL, username: 'paul.portal' });

    // The account menu links the knowledge base.
    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Troubleshooting' }).click();
    await page.waitForURL(`${PORTAL}/troubleshooting`);
    await expect(page.getByRole('heading', { name: 'Troubleshooting', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Most helpful articles' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const box = page.getByRole('combobox', { name: 'Describe the symptom' });
    await box.pressSequentially('laser power', { delay: 60 });
    const suggestion = page.getByRole('option', { name: /Laser power drops after warm-up/ });
    await expect(suggestion).toBeVisible();
    // Suggestions are asked when typing pauses (500 ms), not per keystroke.
    const suggestions = calls.filter(
      (call) => call.type === 'getKnowledgeDataBySearch' && call.payload.limit === 6,
    );
    expect(suggestions.length).toBeLessThan('laser power'.length);
    expect(suggestions.at(-1)?.payload.searchText).toBe('laser power');
    await expectNoSeriousAxeViolations(page);

    await suggestion.click();
    await expect(page).toHaveURL(/\/troubleshooting\?q=laser\+power&article=KA-01006$/);
    const article = page.getByRole('article', { name: 'Laser power drops after warm-up' });
    await expect(article).toBeVisible();
    await expect(article.getByText('An ageing laser module loses power as it heats')).toBeVisible();
    await expect(article.getByRole('heading', { name: 'Steps' })).toBeVisible();
    const parts = article.getByRole('table');
    await expect(
      parts.getByRole('row', { name: /AUR-LM488-02 Laser module 488 nm, 60 mW/ }),
    ).toBeVisible();
    // The parts catalogue sells it: the article adds it to the parts cart (instrumentPage.spec.ts).
    await expect(parts.getByRole('button', { name: 'Add to cart AUR-LM488-02' })).toBeVisible();
    // The old wiki note's script and handlers were sanitized away; its text remains.
    await expect(article.getByText('Old wiki note')).toBeVisible();
    expect(await article.locator('script, [onclick], [onerror]').count()).toBe(0);
    await expect(
      article.getByRole('link', { name: 'Laser does not turn on or shows "Laser fault"' }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await article.getByRole('button', { name: 'No' }).click();
    await article.getByRole('link', { name: 'Open a case' }).click();
    await page.waitForURL(/\/new-case\?symptom=laser\+power&article=KA-01006/);
    const form = page.getByRole('form', { name: 'Open a support case' });
    await expect(form).toBeVisible();
    const details = calls.find((call) => call.type === 'getCaseCreationActionDetails')!;
    expect(details.method).toBe('GET');
    expect(new URL(details.endpoint, 'https://crm.invalid').searchParams.get('stfId')).toBe(
      'sf-cellaris-portal',
    );
    await expect(form.getByLabel(/Symptom/)).toHaveValue('laser power');
    await expect(form.getByLabel(/Subject/)).toHaveValue('laser power');
    await expect(
      page.getByText(/knowledge article KA-01006: Laser power drops after warm-up/),
    ).toBeVisible();
    await expect(form.getByLabel(/Priority/)).toHaveValue('Medium');
    await expectNoSeriousAxeViolations(page);

    // Sending without the serial number names it and sends nothing.
    await form.getByRole('button', { name: 'Open case' }).click();
    await expect(form.getByText('Enter the instrument model.')).toBeVisible();
    await expect(form.getByText('Enter the serial number from the type plate.')).toBeVisible();
    expect(calls.some((call) => call.type === 'createRequest')).toBe(false);

    const subject = `Laser power drops on Aurion 4L ${Date.now().toString(36)}`;
    await form.getByLabel(/Subject/).fill(subject);
    await form.getByLabel(/Instrument model/).fill('Aurion 4L');
    await form.getByLabel(/Serial number/).fill('AU4-31877');
    await form.getByLabel(/Priority/).selectOption('High');
    await form.getByLabel(/What happened/).fill('QC fails every afternoon since Monday.');
    await form.getByRole('button', { name: 'Open case' }).click();
    await page.waitForURL(/\/billing\/requests\/request-REQ-\d{5}$/);
    const number = /request-(REQ-\d{5})$/.exec(page.url())![1]!;
    const created = page.getByRole('article');
    await expect(created).toContainText(number);
    await expect(created).toContainText(subject);
    await expect(created).toContainText('Aurion 4L, S/N AU4-31877');
    await expect(created).toContainText('Knowledge article consulted: KA-01006');
    await expect(created).toContainText('Priority: High');
    expect(calls.find((call) => call.type === 'createRequest')?.payload).toMatchObject({
      requestType: 'Instrument service',
      priority: 'High',
      relatedTo: 'Aurion 4L, S/N AU4-31877',
    });

    await page.goto(`${PORTAL}/billing/cases`);
    const row = page.getByRole('row', { name: new RegExp(number) });
    await expect(row).toContainText(subject);
    await row.getByRole('link', { name: number }).click();
    await page.waitForURL(new RegExp(`/billing/requests/request-${number}$`));
  });

  test('a search that fails says so and keeps what was typed', async ({ page }) => {
    await signInWithPassword(page, { origin: PORTAL, username: 'paul.portal' });
    await page.route('**/graphql', async (route) => {
      const text = route.request().postData() ?? '';
      if (text.includes('getKnowledgeDataBySearch') && text.includes('flow cell leak'))
        await route.fulfill({ status: 503, body: 'unavailable' });
      else await route.continue();
    });
    await page.goto(`${PORTAL}/troubleshooting`);
    const box = page.getByRole('combobox', { name: 'Describe the symptom' });
    await box.fill('flow cell leak');
    await box.press('Enter');
    await expect(page.getByText('The knowledge base could not be searched.')).toBeVisible();
    await expect(box).toHaveValue('flow cell leak');
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('heading', { name: /articles? for “flow cell leak”/ }),
    ).toBeVisible();
  });

  test('a partner whose own service desk handles cases is routed there', async ({ page }) => {
    await signInWithSso(page, { origin: SSO, username: 'sophie.sso' });
    await page.goto(`${SSO}/new-case`);
    await expect(
      page.getByRole('heading', { name: 'Your service desk handles cases' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Cases of Helixa Partner Labs are handled by Helixa Partner Labs Service Desk',
      ),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Open a case with Helixa Partner Labs Service Desk' }),
    ).toHaveAttribute('href', 'https://servicedesk.helixa-partner.example/new');
    await expect(page.getByRole('form')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });
});
