import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { describe, expect, it } from 'vitest';
import PartsCart from '../../../blocks/partsCart/PartsCart';
import { createStorefrontQueryClient } from '../../../runtime/app/createStorefrontQueryClient';
import { selectedInstrumentAtom } from '../../../runtime/blocks';
import type { PartsCartConfiguration } from '../../../schemas/generated/blocks/partsCart';
import { callType, gatewayHarness, sentPayload } from '../dataBlockHarness';

type Data = Record<string, unknown>;
interface Line {
  id: string;
  sku: string;
  title: string;
  qty: number;
  unitPrice: number;
  availability: string;
}

const line = (id: string, sku: string, title: string, qty: number, unitPrice: number): Line => ({
  id,
  sku,
  title,
  qty,
  unitPrice,
  availability: 'In stock',
});

const SERVICE_QUOTE_LINES = [
  line('SQL-1', 'AUR-LM488-02', 'Laser Module 488 nm, 60 mW', 1, 4200),
  line('SQL-2', 'AUR-ORS-12', 'O-Ring Set (12 pieces)', 2, 38),
];

const serviceQuote = (id: string, number: string, instrumentId: string) => ({
  id,
  quoteNumber: number,
  name: `Service quote ${number}`,
  preparedBy: 'Cellaris Field Service (Jordan Ellis)',
  instrument: { id: instrumentId, modelName: 'Aurion 4L Flow Cytometer', serialNumber: 'X' },
  currency: 'USD',
  total: 4276,
  lineCount: 2,
  createdAt: '2026-11-01T09:00:00.000Z',
});

/**
 * A CRM holding one open cart and the service quotes support prepared; the writes change it as
 * the real handlers do (updateQtyOnQLIs, deleteLineItems, takeThisQuote). `refuse` answers a type
 * with a CRM error instead.
 */
function partsCrm(
  options: { lines?: Line[]; noCart?: boolean; refuse?: Record<string, string> } = {},
) {
  let quote = { id: 'Q-1', number: 'Q-00001006', name: 'Cart Q-1006' };
  let lines: Line[] | null = options.noCart
    ? null
    : (options.lines ?? [
        line('QL-1', 'AUR-SHF-02', 'Sheath Filter 0.2 µm', 2, 145),
        line('QL-2', 'AUR-FLT-530', 'Bandpass Filter 530/30', 1, 310),
      ]);
  let quotes = [
    serviceQuote('SQ-1', 'SQ-00009001', 'IB-1'),
    serviceQuote('SQ-2', 'SQ-00009002', 'IB-2'),
  ];
  const refuse = { ...options.refuse };
  const cart = () =>
    lines === null
      ? null
      : {
          quote: {
            id: quote.id,
            name: quote.name,
            quoteNumber: quote.number,
            currency: 'USD',
            subtotal: lines.reduce((sum, l) => sum + l.qty * l.unitPrice, 0),
            total: lines.reduce((sum, l) => sum + l.qty * l.unitPrice, 0),
          },
          lineItems: lines.map((l) => ({
            id: l.id,
            quoteId: quote.id,
            itemId: `P-${l.sku}`,
            catalogItemId: `E-${l.sku}`,
            sku: l.sku,
            title: l.title,
            thumbnail: null,
            qty: l.qty,
            unitPrice: l.unitPrice,
            discount: 0,
            promoDiscount: 0,
            totalPrice: l.qty * l.unitPrice,
          })),
          itemCount: lines.reduce((sum, l) => sum + l.qty, 0),
        };
  const answer = (data: Data) => {
    const type = callType(data) ?? '';
    const payload = data.payload ? sentPayload(data) : {};
    const refusal = refuse[type];
    if (refusal) return { statusCode: 400, content: `ERROR: ${refusal}` };
    const ok = (content: unknown) => ({ statusCode: 200, content });
    switch (type) {
      case 'getActiveOpenCart':
        return ok({ cart: cart(), serviceQuotes: quotes });
      case 'retrieveQuoteLines':
        return ok({
          quoteId: payload.quoteId,
          lines: (cart()?.lineItems ?? []).map((l) => ({
            ...l,
            partNumber: l.sku,
            availability: lines?.find((own) => own.id === l.id)?.availability ?? null,
            isObsolete: false,
          })),
        });
      case 'updateQtyOnQLIs': {
        const [change] = payload.lineItems as { Id: string; qty: number }[];
        lines = (lines ?? []).map((l) => (l.id === change!.Id ? { ...l, qty: change!.qty } : l));
        return ok(cart());
      }
      case 'deleteLineItems': {
        const ids = payload.qliIds as string[];
        lines = (lines ?? []).filter((l) => !ids.includes(l.id));
        return ok(cart());
      }
      case 'takeThisQuote': {
        const taken = quotes.find((q) => q.id === payload.quoteId)!;
        quote = { id: taken.id, number: taken.quoteNumber, name: taken.name };
        lines = SERVICE_QUOTE_LINES;
        quotes = quotes.filter((q) => q.id !== taken.id);
        return ok(cart());
      }
      default:
        return { statusCode: 200, content: 'ERROR: No records Found.' };
    }
  };
  return { answer, refuse };
}

const CONFIGURATION: PartsCartConfiguration = { heading: 'Parts cart', checkoutUrl: '/cart' };

function renderCart(
  answer: (data: Data) => unknown,
  configuration: PartsCartConfiguration = CONFIGURATION,
  store = createStore(),
) {
  // The app's query client: it runs the writes' declared invalidations (open cart, lines).
  const harness = gatewayHarness(answer, createStorefrontQueryClient());
  const view = harness.render(
    <JotaiProvider store={store}>
      <PartsCart blockId="pc" configuration={configuration} contentJSON={null} />
    </JotaiProvider>,
  );
  const sent = (type: string) =>
    harness.gateway.calls
      .map((call) => JSON.parse(String(call.body.variables.data)) as Data)
      .filter((data) => callType(data) === type)
      .map((data) => (data.payload ? sentPayload(data) : {}));
  return { ...view, sent };
}

const lineRow = (sku: string) => screen.getByRole('row', { name: new RegExp(sku) });

describe('the partsCart block', () => {
  it("lists the open cart's lines with availability and totals, asked with the spec's extras", async () => {
    const { sent } = renderCart(partsCrm().answer);
    const table = await screen.findByRole('table', { name: 'Lines of Q-00001006' });
    await waitFor(() => expect(within(lineRow('AUR-SHF-02')).getByText('In stock')).toBeVisible());
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(lineRow('AUR-SHF-02')).getByText('$290.00')).toBeVisible();
    expect(screen.getByText('$600.00')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart');
    expect(sent('getActiveOpenCart')[0]).toEqual({
      userTypeAWS: 'AWSManager',
      contactIdAWS: 'CON-1',
    });
    expect(sent('retrieveQuoteLines')[0]).toMatchObject({ quoteId: 'Q-1' });
  });

  it('checks a typed quantity, then sets it with updateQtyOnQLIs and the totals follow', async () => {
    const { sent } = renderCart(partsCrm().answer);
    const qty = await screen.findByRole('textbox', { name: 'Quantity of AUR-SHF-02' });
    await userEvent.clear(qty);
    await userEvent.type(qty, '0');
    await userEvent.click(within(lineRow('AUR-SHF-02')).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Enter at least 1.')).toBeVisible();
    await userEvent.clear(qty);
    await userEvent.type(qty, '1000');
    await userEvent.click(within(lineRow('AUR-SHF-02')).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Enter at most 999.')).toBeVisible();
    expect(sent('updateQtyOnQLIs')).toHaveLength(0);
    await userEvent.clear(qty);
    await userEvent.type(qty, '5');
    await userEvent.click(within(lineRow('AUR-SHF-02')).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(within(lineRow('AUR-SHF-02')).getByText('$725.00')).toBeVisible());
    expect(screen.getByText('$1,035.00')).toBeVisible();
    expect(sent('updateQtyOnQLIs')).toEqual([{ lineItems: [{ Id: 'QL-1', qty: 5 }] }]);
  });

  it('removes a line with deleteLineItems; the last one gone, the cart says it is empty', async () => {
    const { sent } = renderCart(
      partsCrm({ lines: [line('QL-1', 'AUR-SHF-02', 'Sheath Filter 0.2 µm', 2, 145)] }).answer,
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove AUR-SHF-02 Sheath Filter 0.2 µm' }),
    );
    expect(await screen.findByText('Your cart is empty')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Go to cart' })).toBeNull();
    expect(sent('deleteLineItems')).toEqual([{ qliIds: ['QL-1'] }]);
  });

  it('takes over a service quote as the cart and says where the previous cart went', async () => {
    const { sent } = renderCart(partsCrm().answer);
    expect(
      await screen.findByRole('heading', { name: 'Service quotes prepared for you' }),
    ).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: 'Take over SQ-00009001 as your cart' }),
    );
    expect(
      await screen.findByText(
        'SQ-00009001 is now your cart. Your previous cart is kept with your saved carts.',
      ),
    ).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Lines of SQ-00009001' })).toBeVisible();
    await waitFor(() => expect(lineRow('AUR-LM488-02')).toBeVisible());
    // Taken over, it is no longer offered; the other one still is.
    expect(screen.queryByRole('button', { name: 'Take over SQ-00009001 as your cart' })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Take over SQ-00009002 as your cart' }),
    ).toBeVisible();
    expect(sent('takeThisQuote')).toEqual([
      { quoteId: 'SQ-1', userTypeAWS: 'AWSManager', contactIdAWS: 'CON-1' },
    ]);
  });

  it("shows the CRM's refusals next to the control and never loses the cart", async () => {
    const crm = partsCrm({
      refuse: {
        updateQtyOnQLIs: 'Only 3 of AUR-SHF-02 are in stock.',
        deleteLineItems: 'The cart is being checked out.',
        takeThisQuote: 'SQ-00009001 has expired.',
      },
    });
    renderCart(crm.answer);
    const qty = await screen.findByRole('textbox', { name: 'Quantity of AUR-SHF-02' });
    await userEvent.clear(qty);
    await userEvent.type(qty, '9');
    await userEvent.click(within(lineRow('AUR-SHF-02')).getByRole('button', { name: 'Update' }));
    expect(await within(lineRow('AUR-SHF-02')).findByRole('alert')).toHaveTextContent(
      'Only 3 of AUR-SHF-02 are in stock.',
    );
    // What was typed stays; the line and the subtotal are what the CRM still holds.
    expect(qty).toHaveValue('9');
    expect(within(lineRow('AUR-SHF-02')).getByText('$290.00')).toBeVisible();

    await userEvent.click(
      screen.getByRole('button', { name: 'Remove AUR-FLT-530 Bandpass Filter 530/30' }),
    );
    expect(await within(lineRow('AUR-FLT-530')).findByRole('alert')).toHaveTextContent(
      'The cart is being checked out.',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Take over SQ-00009001 as your cart' }),
    );
    expect(await screen.findByText(/SQ-00009001 has expired\./)).toBeVisible();
    expect(screen.getByRole('table', { name: 'Lines of Q-00001006' })).toBeVisible();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('$600.00')).toBeVisible();
  });

  it('says so when the cart cannot be loaded, and loads again on retry', async () => {
    const crm = partsCrm({ refuse: { getActiveOpenCart: 'Cart unavailable.' } });
    renderCart(crm.answer);
    expect(await screen.findByText('Your parts cart could not be loaded.')).toBeVisible();
    delete crm.refuse.getActiveOpenCart;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Lines of Q-00001006' })).toBeVisible();
  });

  it('shows the empty state when there is no open cart', async () => {
    renderCart(partsCrm({ noCart: true }).answer);
    expect(await screen.findByText('Your cart is empty')).toBeVisible();
    expect(screen.getByText('Parts you add from the search appear here.')).toBeVisible();
  });

  it("on an instrument's page offers only the service quotes prepared for that instrument", async () => {
    const store = createStore();
    store.set(selectedInstrumentAtom, { id: 'IB-2', modelCode: 'AUR4L', label: 'Aurion 4L' });
    renderCart(partsCrm().answer, { ...CONFIGURATION, instrumentQuotesOnly: true }, store);
    expect(
      await screen.findByRole('heading', { name: 'Service quotes prepared for this instrument' }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Take over SQ-00009002 as your cart' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Take over SQ-00009001 as your cart' })).toBeNull();
  });
});
