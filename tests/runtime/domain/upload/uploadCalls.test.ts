import { describe, expect, it } from 'vitest';
import { putItemsInCart } from '../../../../runtime/domain/cart/cartCalls';
import { checkUploadFile } from '../../../../runtime/domain/upload/uploadCalls';
import type { UploadFileInput } from '../../../../runtime/domain/upload/index';
import {
  crmAnswer,
  fakeGatewayFetch,
  sentData,
  testConnection,
} from '../../gateway/fakeGatewayFetch';

const typeOf = (data: Record<string, unknown>) =>
  new URL(String(data.endpoint), 'https://crm.invalid').searchParams.get('type');
const payloadOf = (data: Record<string, unknown>) =>
  JSON.parse(String(data.payload)) as Record<string, unknown>;

/** The real gateway client against a played CRM that knows every CY-AB-1xxxx number. */
function crm(answer?: (type: string, payload: Record<string, unknown>) => unknown) {
  const gateway = fakeGatewayFetch((request) => {
    const data = sentData(request);
    const type = typeOf(data) ?? '';
    const payload = data.payload ? payloadOf(data) : {};
    const own = answer?.(type, payload);
    if (own) return { salesforceActions: crmAnswer(own) };
    const numbers =
      (JSON.parse(String(payload.jsonData ?? '{}')) as { itemNumbers?: string[] }).itemNumbers ??
      [];
    const lstItems = numbers
      .filter((number) => /^CY-AB-1\d{4}$/i.test(number))
      .map((number) => ({
        itemId: `id-${number.toUpperCase()}`,
        catalogItemId: `cat-${number.toUpperCase()}`,
        sku: number.toUpperCase(),
        title: `Antibody ${number}`,
        configurationRequirement: 'No Configuration',
        attributes: {},
      }));
    return { salesforceActions: crmAnswer({ statusCode: 200, content: { lstItems } }) };
  });
  const calls = () =>
    gateway.calls.map((call) => {
      const data = sentData(call);
      return { type: typeOf(data), payload: data.payload ? payloadOf(data) : {} };
    });
  return { connection: testConnection(gateway.fetch), calls };
}

const fileOf = (name: string, text: string): UploadFileInput => {
  const bytes = new TextEncoder().encode(text);
  return { name, size: bytes.byteLength, arrayBuffer: async () => bytes.buffer };
};

describe('checking a file against the catalogue', () => {
  it('looks 5,000 rows up in batches of 500 distinct numbers and checks every row', async () => {
    const rows = Array.from({ length: 5000 }, (_, index) => `CY-AB-${10000 + (index % 4500)},1`);
    rows[17] = 'XX-404,1';
    const { connection, calls } = crm();
    const report = await checkUploadFile(
      connection,
      fileOf('big.csv', ['Item number,Quantity', ...rows].join('\n')),
    );
    const lookups = calls().filter((call) => call.type === 'retrieveCatalogNG');
    expect(lookups).toHaveLength(10);
    for (const lookup of lookups) {
      const search = JSON.parse(String(lookup.payload.jsonData)) as { itemNumbers: string[] };
      expect(search.itemNumbers.length).toBeLessThanOrEqual(500);
    }
    expect(report.counts).toEqual({
      rows: 5000,
      // CY-AB-10017's first row was replaced by the bad one: its second row is the valid one.
      valid: 4500,
      invalid: 1,
      merged: 499,
      emptyLines: 0,
    });
    expect(report.rows[17]?.issues[0]?.message).toBe('Item XX-404 is not in the catalogue.');
  });

  it('asks the catalogue nothing for a file without rows to check', async () => {
    const { connection, calls } = crm();
    const report = await checkUploadFile(connection, fileOf('empty.csv', 'Notes\nhello\n'));
    expect(report.fileIssues[0]?.code).toBe('noItemNumberColumn');
    expect(calls()).toEqual([]);
  });
});

describe('putting an uploaded list in the cart', () => {
  const cart = (lines: { itemId: string; qty: number }[]) => ({
    statusCode: 200,
    content: {
      quote: { id: '0Q0-1', name: 'Cart', quoteNumber: 'Q-1', currency: 'USD', shipping: {} },
      lineItems: lines.map((line, index) => ({ id: `0QL-${index}`, ...line })),
      itemCount: lines.length,
    },
  });

  it('adds in batches of 250 items per saveItemToQuote', async () => {
    const { connection, calls } = crm((type, payload) =>
      type === 'saveItemToQuote' ? cart(JSON.parse(String(payload.saverequest))) : null,
    );
    const items = Array.from({ length: 600 }, (_, index) => ({ itemId: `i${index}`, qty: 1 }));
    await putItemsInCart(connection, items, { setQuantities: false, currentLines: [] });
    const saves = calls().filter((call) => call.type === 'saveItemToQuote');
    expect(
      saves.map((save) => (JSON.parse(String(save.payload.saverequest)) as unknown[]).length),
    ).toEqual([250, 250, 100]);
  });

  it('sets the quantity of lines already in the cart and adds the others when replacing', async () => {
    const { connection, calls } = crm((type, payload) => {
      if (type === 'saveItemToQuote') return cart(JSON.parse(String(payload.saverequest)));
      if (type === 'updateQLI') return { statusCode: 200, content: [] };
      if (type === 'getActiveQuote') return cart([{ itemId: 'a', qty: 5 }]);
      return null;
    });
    const existing = [{ id: '0QL-9', itemId: 'a', qty: 2 }] as never[];
    await putItemsInCart(
      connection,
      [
        { itemId: 'a', qty: 5 },
        { itemId: 'b', qty: 1 },
      ],
      { setQuantities: true, currentLines: existing },
    );
    const sent = calls();
    expect(sent.find((call) => call.type === 'updateQLI')?.payload).toEqual({
      lineItems: [{ Id: '0QL-9', qty: 5 }],
    });
    expect(
      JSON.parse(String(sent.find((call) => call.type === 'saveItemToQuote')?.payload.saverequest)),
    ).toEqual([{ itemId: 'b', qty: 1 }]);
  });
});
