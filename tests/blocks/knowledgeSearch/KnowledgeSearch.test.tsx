import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import KnowledgeSearch from '../../../blocks/knowledgeSearch/KnowledgeSearch';
import type { KnowledgeSearchConfiguration } from '../../../schemas/generated/blocks/knowledgeSearch';
import { createStorefrontQueryClient } from '../../../runtime/app/createStorefrontQueryClient';
import { callType, gatewayHarness, sentPayload } from '../dataBlockHarness';

const CONFIGURATION: KnowledgeSearchConfiguration = {
  heading: 'Troubleshooting',
  showFilters: true,
  caseUrl: '/new-case',
  partsUrl: '/service',
};

const SUMMARY = {
  id: 'kA0-6',
  articleNumber: 'KA-01006',
  title: 'Laser power drops after warm-up',
  summary: 'Lasers lose power.',
  symptom: 'Laser power reading falls after 30 to 60 minutes',
  instrumentFamily: 'Flow cytometer',
  models: ['Aurion 3L', 'Aurion 4L'],
  categories: ['Optics & lasers'],
  updatedAt: '2024-12-26T09:00:00.000Z',
  helpfulCount: 12,
  partsCount: 1,
};
const RELATED = { ...SUMMARY, id: 'kA0-7', articleNumber: 'KA-01007', title: 'Laser fault' };

const ARTICLE = {
  ...SUMMARY,
  cause: 'An ageing laser module.',
  version: 2,
  contentHtml: '<p>Lasers lose power.</p><img src=x onerror="window.hacked=1"><script>1</script>',
  steps: [
    { number: 1, title: 'Step 1', html: 'Open <strong>Laser diagnostics</strong>.' },
    { number: 2, title: 'Step 2', html: 'Clean the air filter.' },
  ],
  parts: [
    {
      partNumber: 'AUR-LM488-02',
      description: 'Laser module 488 nm, 60 mW',
      quantity: 2,
      itemId: 'P-2',
      isObsolete: false,
    },
    // Named by the article but not sold in the parts catalogue: ordered through service.
    {
      partNumber: 'FC-9001-50',
      description: 'QC beads, 50 tests',
      quantity: 1,
      itemId: null,
      isObsolete: false,
    },
  ],
  related: [RELATED],
};

const CONFIGURATIONS = {
  filters: [
    {
      name: 'family',
      label: 'Instrument type',
      options: [
        { value: 'Flow cytometer', label: 'Flow cytometer', count: 30 },
        { value: 'Sequencer', label: 'Sequencer', count: 15 },
      ],
    },
    {
      name: 'model',
      label: 'Model',
      options: [
        { value: 'Aurion 4L', label: 'Aurion 4L', count: 20, family: 'Flow cytometer' },
        { value: 'HelixSeq X', label: 'HelixSeq X', count: 12, family: 'Sequencer' },
      ],
    },
    {
      name: 'category',
      label: 'Category',
      options: [{ value: 'Fluidics', label: 'Fluidics', count: 9 }],
    },
  ],
  searchMinChars: 2,
  suggestionLimit: 6,
  pageSize: 10,
};

function Where() {
  const location = useLocation();
  return <p>At {location.pathname + location.search}</p>;
}

type Sent = { type: string | null; method: unknown; payload: Record<string, unknown> };

function renderSearch(answer: (sent: Sent) => unknown, path = '/troubleshooting') {
  const sent: Sent[] = [];
  // The app's query client: it runs the writes' declared invalidations (cart quantities).
  const harness = gatewayHarness((data) => {
    const call = {
      type: callType(data),
      method: data.callType,
      payload: data.payload ? sentPayload(data) : {},
    };
    sent.push(call);
    return answer(call);
  }, createStorefrontQueryClient());
  const view = harness.render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/troubleshooting"
          element={
            <KnowledgeSearch blockId="k1" configuration={CONFIGURATION} contentJSON={null} />
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return { ...view, sent };
}

const crm = (content: unknown) => ({ statusCode: 200, content });

function defaultAnswer({ type, payload }: Sent) {
  if (type === 'getKnowledgeConfigurations') return crm(CONFIGURATIONS);
  if (type === 'getQliQuantity')
    return crm({
      quantities: Object.fromEntries((payload.itemIds as string[]).map((id) => [id, 0])),
    });
  if (type === 'getKnowledgeDetail')
    return crm(
      payload.articleId === 'KA-01007' ? { ...ARTICLE, ...RELATED, related: [] } : ARTICLE,
    );
  return crm({ searchText: payload.searchText, total: 1, matchedAll: true, articles: [SUMMARY] });
}

describe('the knowledgeSearch block', () => {
  it('suggests articles as the symptom is typed, once typing pauses, and opens the one picked', async () => {
    const { sent } = renderSearch(defaultAnswer);
    const box = screen.getByRole('combobox', { name: 'Describe the symptom' });
    await userEvent.type(box, 'laser drops');
    const option = await screen.findByRole(
      'option',
      { name: /Laser power drops after warm-up/ },
      { timeout: 4000 },
    );
    const searches = sent.filter((call) => call.type === 'getKnowledgeDataBySearch');
    // The popular list first; then suggestions only when typing paused, never one per keystroke
    // (the exact 500 ms is useDebouncedValue's unit test, with fake timers).
    expect(searches[0]!.payload.searchText).toBe('');
    const suggested = searches.filter((call) => call.payload.limit === 6);
    expect(suggested.length).toBeLessThan('laser drops'.length);
    expect(suggested.at(-1)!.payload).toEqual({
      searchText: 'laser drops',
      filters: {},
      limit: 6,
      offset: 0,
    });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    await userEvent.keyboard('{Enter}');

    const article = await screen.findByRole('article', { name: 'Laser power drops after warm-up' });
    expect(sent.find((call) => call.type === 'getKnowledgeDetail')?.payload).toEqual({
      articleId: 'KA-01006',
    });
    expect(within(article).getByText('An ageing laser module.')).toBeVisible();
    // The steps' HTML shows once the lazily loaded sanitizer is in.
    expect((await within(article).findByText('Laser diagnostics')).tagName).toBe('STRONG');
    expect(article.innerHTML).not.toMatch(/onerror|<script/);
    const parts = within(article).getByRole('table');
    expect(
      within(parts).getByRole('row', { name: /AUR-LM488-02 Laser module 488 nm, 60 mW 2/ }),
    ).toBeVisible();
    expect(within(parts).getByRole('button', { name: 'Add to cart AUR-LM488-02' })).toBeVisible();
    expect(
      within(parts).getByRole('link', { name: /Order through service FC-9001-50/ }),
    ).toHaveAttribute('href', '/service?part=FC-9001-50');
    expect(within(article).getByRole('link', { name: 'Laser fault' })).toBeVisible();
  });

  it('answers "No" with a case prefilled from the search', async () => {
    renderSearch(defaultAnswer, '/troubleshooting?q=laser+drops&model=Aurion+4L&article=KA-01006');
    const article = await screen.findByRole('article', { name: 'Laser power drops after warm-up' });
    await userEvent.click(within(article).getByRole('button', { name: 'No' }));
    const open = within(article).getByRole('link', { name: 'Open a case' });
    expect(open).toHaveAttribute(
      'href',
      '/new-case?symptom=laser+drops&article=KA-01006&articleTitle=Laser+power+drops+after+warm-up&model=Aurion+4L',
    );
    await userEvent.click(open);
    expect(await screen.findByText(/At \/new-case\?symptom=laser\+drops/)).toBeVisible();
  });

  it('thanks the customer for "Yes"', async () => {
    renderSearch(defaultAnswer, '/troubleshooting?article=KA-01006');
    const article = await screen.findByRole('article');
    await userEvent.click(within(article).getByRole('button', { name: 'Yes' }));
    expect(within(article).getByText('Thank you. We are glad KA-01006 solved it.')).toBeVisible();
    expect(within(article).queryByRole('button', { name: 'No' })).toBeNull();
  });

  it('narrows the search with the filters getKnowledgeConfigurations lists', async () => {
    const { sent } = renderSearch(defaultAnswer, '/troubleshooting?q=bubbles');
    expect(await screen.findByRole('heading', { name: '1 article for “bubbles”' })).toBeVisible();
    expect(sent.find((call) => call.type === 'getKnowledgeConfigurations')?.method).toBe('GET');
    await userEvent.selectOptions(screen.getByLabelText('Instrument type'), 'Sequencer');
    // The models narrow to the chosen instrument type.
    const models = screen.getByLabelText('Model');
    expect(within(models).queryByRole('option', { name: /Aurion 4L/ })).toBeNull();
    await userEvent.selectOptions(models, 'HelixSeq X');
    await screen.findByRole('button', { name: 'Clear filters' });
    const last = sent.filter((call) => call.type === 'getKnowledgeDataBySearch').at(-1);
    expect(last?.payload).toEqual({
      searchText: 'bubbles',
      filters: { family: 'Sequencer', models: ['HelixSeq X'] },
      limit: 10,
      offset: 0,
    });
  });

  it('says why a search failed, keeps what was typed and searches again on retry', async () => {
    let fail = true;
    renderSearch((call) =>
      call.type === 'getKnowledgeDataBySearch' && fail
        ? { statusCode: 400, content: 'ERROR: Search: at most 200 characters.' }
        : defaultAnswer(call),
    );
    const box = screen.getByRole('combobox', { name: 'Describe the symptom' });
    await userEvent.type(box, 'flow cell leak{Enter}');
    const alert = await screen.findByText('The knowledge base could not be searched.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Search: at most 200 characters.');
    expect(box).toHaveValue('flow cell leak');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: '1 article for “flow cell leak”' }),
    ).toBeVisible();
  });

  it("adds an article's part to the parts cart with a quantity and shows what the cart holds", async () => {
    const cart = new Map<string, number>([['P-2', 1]]);
    const { sent } = renderSearch(({ type, payload }) => {
      if (type === 'getQliQuantity')
        return crm({
          quantities: Object.fromEntries(
            (payload.itemIds as string[]).map((id) => [id, cart.get(id) ?? 0]),
          ),
        });
      if (type === 'addPartToQuote') {
        const itemId = String(payload.itemId);
        cart.set(itemId, (cart.get(itemId) ?? 0) + Number(payload.qty));
        return crm({ quote: { id: 'Q-1' }, lineItems: [], itemCount: 1 });
      }
      return defaultAnswer({ type, payload, method: 'POST' });
    }, '/troubleshooting?article=KA-01006');
    const article = await screen.findByRole('article', { name: 'Laser power drops after warm-up' });
    const row = within(article).getByRole('row', { name: /AUR-LM488-02/ });
    // The cart already holds one; the article's own quantity (2) is the default.
    await waitFor(() => expect(within(row).getByText('1')).toBeVisible());
    const qty = within(row).getByRole('textbox', { name: 'Quantity of AUR-LM488-02' });
    expect(qty).toHaveValue('2');
    await userEvent.clear(qty);
    await userEvent.type(qty, 'x');
    await userEvent.click(within(row).getByRole('button', { name: 'Add to cart AUR-LM488-02' }));
    expect(await within(row).findByText('Enter a whole number.')).toBeVisible();
    expect(sent.filter((call) => call.type === 'addPartToQuote')).toHaveLength(0);
    await userEvent.clear(qty);
    await userEvent.type(qty, '3');
    await userEvent.click(within(row).getByRole('button', { name: 'Add to cart AUR-LM488-02' }));
    expect(await within(row).findByText(/Added 3 × AUR-LM488-02 to your cart\./)).toBeVisible();
    // The parts blocks' own write: the gateway client adds the extras the spec names.
    expect(sent.find((call) => call.type === 'addPartToQuote')?.payload).toEqual({
      itemId: 'P-2',
      qty: 3,
      awsUserType: 'AWSManager',
      contactId: 'CON-1',
    });
    // The quantity in the cart follows (the write made getQliQuantity stale).
    await waitFor(() => expect(within(row).getByText('4')).toBeVisible());
  });

  it('shows a refused add next to the part and keeps the quantity and the article', async () => {
    renderSearch(
      ({ type, payload }) =>
        type === 'addPartToQuote'
          ? { statusCode: 400, content: 'ERROR: AUR-LM488-02 cannot be ordered for this account.' }
          : defaultAnswer({ type, payload, method: 'POST' }),
      '/troubleshooting?article=KA-01006',
    );
    const article = await screen.findByRole('article', { name: 'Laser power drops after warm-up' });
    const row = within(article).getByRole('row', { name: /AUR-LM488-02/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Add to cart AUR-LM488-02' }));
    const alert = await within(row).findByRole('alert');
    expect(alert).toHaveTextContent('AUR-LM488-02 cannot be ordered for this account.');
    expect(within(row).getByRole('textbox', { name: 'Quantity of AUR-LM488-02' })).toHaveValue('2');
    expect(within(row).queryByText(/Added/)).toBeNull();
    await waitFor(() => expect(within(row).getByText('0')).toBeVisible());
  });
});
