import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, getDefaultStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import Cpq from '../../../blocks/cpq/Cpq';
import { createStorefrontQueryClient } from '../../../runtime/app/createStorefrontQueryClient';
import { defaultSelection, type CpqSelection } from '../../../runtime/blocks';
import { sessionAtom, SIGNED_OUT } from '../../../runtime/session/sessionState';
import { toastAtom } from '../../../runtime/state/toastAtom';
import { AURION_BUNDLE, CPQ_BUNDLES, savedQuote } from '../../../stories/support/cpqFixtures';
import { callType, gatewayHarness, sentPayload } from '../dataBlockHarness';

type Answer = { statusCode: number; content: unknown };
const ok = (content: unknown): Answer => ({ statusCode: 200, content });

/** The block at `path` for a manager or a portal user; the CRM played by `answer`. */
function renderCpq(
  answer: (type: string, data: Record<string, unknown>) => Answer,
  { manager = true, path = '/cpq' } = {},
) {
  const store = createStore();
  store.set(sessionAtom, {
    ...SIGNED_OUT,
    token: { access_token: 'a', expires_in: 3600 },
    profile: {
      username: manager ? 'maria.manager' : 'paul.portal',
      given_name: 'Maria',
      userType: manager ? 'AWSManager' : 'AWSPortalUser',
      locale: 'en-US',
    } as never,
  });
  const calls: { type: string; data: Record<string, unknown> }[] = [];
  const harness = gatewayHarness((data) => {
    const type = callType(data) ?? '';
    calls.push({ type, data });
    return answer(type, data);
  }, createStorefrontQueryClient());
  harness.render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Cpq blockId="b1" configuration={{ cartUrl: '/cart' }} contentJSON={null} />
      </MemoryRouter>
    </Provider>,
  );
  return calls;
}

const breakdown = () => screen.getByLabelText('Price breakdown');
const totalOf = () =>
  within(breakdown()).getByText('Total').parentElement!.querySelector('dd')!.textContent;

afterEach(() => {
  getDefaultStore().set(toastAtom, null);
});

// Typing in several fields on a shared, busy machine takes longer than the default 5 s.
describe('the cpq block', { timeout: 30_000 }, () => {
  it('prices the default configuration live: contract price, volume tiers and total', async () => {
    renderCpq((type) => (type === 'getCpqBundles' ? ok({ bundles: CPQ_BUNDLES }) : ok({})));
    expect(
      await screen.findByRole('radio', { name: /Aurion 3L flow cytometry bundle/ }),
    ).toBeChecked();
    expect(screen.getByText('Contract price $230,000.00')).toBeVisible();
    expect(screen.getByText('3 × Essential Service Plan, Aurion 3L, 3 years')).toBeVisible();
    expect(totalOf()).toBe('$259,210.00');
    const list = within(breakdown()).getByText('List price').parentElement!;
    expect(list).toHaveTextContent('$280,560.00');

    // Two instruments: components per instrument, six plan-years.
    const instruments = screen.getByRole('spinbutton', { name: 'Number of instruments' });
    await userEvent.clear(instruments);
    await userEvent.type(instruments, '2');
    // 6 plan-years reach the 5-year break (10 % off).
    expect(totalOf()).toBe('$515,720.00');
    // No plan: the term cannot be chosen.
    await userEvent.click(screen.getByRole('radio', { name: /No service plan/ }));
    expect(screen.getByRole('radio', { name: '5 years' })).toBeDisabled();
  });

  it('saves the quote, asks for a discount as a manager and shows its approval', async () => {
    let stored: CpqSelection | null = null;
    const calls = renderCpq((type, data) => {
      if (type === 'getCpqBundles') return ok({ bundles: CPQ_BUNDLES });
      if (type === 'saveCpqQuote') {
        stored = sentPayload(data).selection as CpqSelection;
        return ok(savedQuote(stored));
      }
      if (type === 'getCpqQuote') return ok(savedQuote(stored!));
      // Nothing saved yet when the page opens: 'ERROR: No records Found.' reads as an empty list.
      if (type === 'getCpqQuotes') return ok([]);
      if (type === 'requestCpqDiscount')
        return ok(
          savedQuote(stored!, {
            percent: 4,
            reason: 'Competing offer from a rival',
            state: 'Approved',
            requestedBy: 'Maria Keller',
            note: 'Approved automatically: within the 5% a manager may give.',
          }),
        );
      return { statusCode: 404, content: 'Query name not found, improper request.' };
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save quote' }));
    expect(await screen.findByText(/Q-00000123 · valid until/)).toBeVisible();
    expect(stored).toEqual(defaultSelection(AURION_BUNDLE));
    expect(getDefaultStore().get(toastAtom)?.message).toBe('Quote Q-00000123 saved.');
    // The saved quote heads the list of saved quotes at once, marked as the one open.
    const saved = screen.getByRole('table', { name: 'Your saved quotes' });
    expect(within(saved).getByRole('link', { name: 'Q-00000123' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // The form checks the policy before sending.
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Discount (%)' }), '4');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'cheaper');
    await userEvent.click(screen.getByRole('button', { name: 'Request discount' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give a reason of at least 15 characters.');
    expect(calls.some((call) => call.type === 'requestCpqDiscount')).toBe(false);

    await userEvent.clear(screen.getByRole('textbox', { name: 'Reason' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Reason' }),
      'Competing offer from a rival',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Request discount' }));
    expect(
      await screen.findByRole('status', { name: 'Approval state: Discount approved' }),
    ).toBeVisible();
    const request = calls.find((call) => call.type === 'requestCpqDiscount')!;
    expect(sentPayload(request.data)).toEqual({
      quoteId: '0Q0Dn0000000000123',
      percent: 4,
      reason: 'Competing offer from a rival',
    });
    // 4 % off every line of 259,210.00.
    expect(totalOf()).toBe('$248,841.60');
  });

  it('shows a failed save as the spec’s toast and keeps the choices', async () => {
    renderCpq((type) =>
      type === 'getCpqBundles'
        ? ok({ bundles: CPQ_BUNDLES })
        : { statusCode: 400, content: 'ERROR: Choose between 1 and 5 instruments.' },
    );
    const instruments = await screen.findByRole('spinbutton', { name: 'Number of instruments' });
    await userEvent.clear(instruments);
    await userEvent.type(instruments, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save quote' }));
    await screen.findByRole('button', { name: 'Save quote' });
    await expect
      .poll(() => getDefaultStore().get(toastAtom)?.message)
      .toBe('Choose between 1 and 5 instruments.');
    expect(getDefaultStore().get(toastAtom)?.variant).toBe('error');
    expect(screen.getByRole('spinbutton', { name: 'Number of instruments' })).toHaveValue(3);
    expect(screen.getByText('Not saved yet')).toBeVisible();
  });

  it('offers a portal user no discount request, and makes a saved quote the active cart', async () => {
    const quote = savedQuote(defaultSelection(AURION_BUNDLE));
    let active = false;
    const calls = renderCpq(
      (type) => {
        if (type === 'getCpqBundles') return ok({ bundles: CPQ_BUNDLES });
        if (type === 'getCpqQuote') return ok({ ...quote, isActive: active });
        if (type === 'makeActiveCart') active = true;
        if (type === 'makeActiveCart')
          return ok({
            quote: { id: quote.quoteId, isActive: true, currency: 'USD' },
            lineItems: [],
            itemCount: 0,
          });
        return ok({});
      },
      { manager: false, path: `/cpq?quoteId=${quote.quoteId}` },
    );
    expect(
      await screen.findByText('A manager of your account can request a discount on this quote.'),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Reason' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Make this the active cart' }));
    expect(await screen.findByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    const activate = calls.find((call) => call.type === 'makeActiveCart')!;
    expect(String(activate.data.endpoint)).toContain(`quoteId=${quote.quoteId}`);
    expect(getDefaultStore().get(toastAtom)?.message).toBe(
      'Quote Q-00000123 is now your active cart.',
    );
  });

  it("lists the customer's saved quotes and opens one in the builder", async () => {
    const older = savedQuote(
      { ...defaultSelection(AURION_BUNDLE), instrumentQty: 2 },
      { percent: 8, reason: 'Multi-site framework agreement', state: 'Pending' },
      {
        quoteId: '0Q0Dn0000000000077',
        quoteNumber: 'Q-00000077',
        total: 498_000,
        updatedAt: '2026-11-02T09:00:00.000Z',
      },
    );
    const newer = savedQuote(
      defaultSelection(AURION_BUNDLE),
      {},
      {
        total: 259_210,
        isActive: true,
      },
    );
    const calls = renderCpq((type, data) => {
      if (type === 'getCpqBundles') return ok({ bundles: CPQ_BUNDLES });
      if (type === 'getCpqQuotes') return ok({ quotes: [newer, older] });
      if (type === 'getCpqQuote')
        return ok(
          new URLSearchParams(String(data.endpoint).split('?')[1]).get('quoteId') === older.quoteId
            ? older
            : newer,
        );
      return { statusCode: 404, content: 'Query name not found, improper request.' };
    });
    const table = await screen.findByRole('table', { name: 'Your saved quotes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Q-00000123.*Aurion 3L.*\$259,210\.00.*Active cart.*Nov 25, 2026/),
      expect.stringMatching(/Q-00000077.*Aurion 3L.*\$498,000\.00.*Approval pending.*Nov 2, 2026/),
    ]);
    await userEvent.click(within(table).getByRole('link', { name: 'Q-00000077' }));
    expect(await screen.findByText(/Q-00000077 · valid until/)).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: 'Number of instruments' })).toHaveValue(2);
    expect(within(table).getByRole('link', { name: 'Q-00000077' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(calls.filter((call) => call.type === 'getCpqQuote')).toHaveLength(1);
  });
});
