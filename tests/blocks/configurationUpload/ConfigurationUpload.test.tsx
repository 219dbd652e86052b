import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ConfigurationUpload from '../../../blocks/configurationUpload/ConfigurationUpload';
import type { ConfigurationUploadConfiguration } from '../../../schemas/generated/blocks/configurationUpload';
import { callType, gatewayHarness, sentPayload } from '../dataBlockHarness';

const CONFIGURATION: ConfigurationUploadConfiguration = { heading: 'Upload an order list' };

/** The seeded catalogue items the tests name, as retrieveCatalogNG answers them. */
const CATALOGUE = [
  {
    itemId: 'a1Cellaris0000001',
    catalogItemId: 'a1ECellaris0000001',
    sku: 'CY-AB-10001',
    title: 'CD4 Monoclonal Antibody (RPA-T4), FITC',
    configurationRequirement: 'No Configuration',
    attributes: { fluorochrome: 'FITC' },
  },
  {
    itemId: 'a1Cellaris0000002',
    catalogItemId: 'a1ECellaris0000002',
    sku: 'CY-AB-10002',
    title: 'CD8a Monoclonal Antibody (RPA-T8), PE',
    configurationRequirement: 'No Configuration',
    attributes: { fluorochrome: 'PE' },
  },
  {
    itemId: 'a1Cellaris0000011',
    catalogItemId: 'a1ECellaris0000011',
    sku: 'CY-BF-50001',
    title: 'Sheath Fluid, 20 L',
    configurationRequirement: 'Upload Add',
    attributes: {},
  },
  {
    itemId: 'a1Cellaris0000500',
    catalogItemId: 'a1ECellaris0000500',
    sku: 'CY-SV-00001',
    title: 'Essential Service Plan, Aurion 3L, 12 months',
    configurationRequirement: 'Upload',
    attributes: {},
  },
];

const cart = (lines: { itemId: string; qty: number }[]) => ({
  quote: { id: '0Q0-1', name: 'Cart', quoteNumber: 'Q-1', currency: 'USD', shipping: {} },
  lineItems: lines.map((line, index) => ({ id: `0QL-${index}`, quoteId: '0Q0-1', ...line })),
  itemCount: lines.reduce((sum, line) => sum + line.qty, 0),
});

/** A file as the browser hands it over (jsdom's File has no arrayBuffer(): given here). */
function csvFile(name: string, text: string): File {
  const bytes = new TextEncoder().encode(text);
  const file = new File([bytes], name, { type: 'text/csv' });
  Object.defineProperty(file, 'arrayBuffer', { value: async () => bytes.buffer });
  return file;
}

const ORDER = 'Item number,Quantity\nCY-AB-10001,2\n1234-XYZ,1\ncy-ab-10002,3\n';

/** The block at a URL against the real gateway client; `crm` plays the CRM per call type. */
function renderUpload(
  url: string,
  crm: Partial<Record<string, (payload: Record<string, unknown>) => unknown>> = {},
  configuration = CONFIGURATION,
) {
  const harness = gatewayHarness((data) => {
    const type = callType(data) ?? '';
    const payload = data.payload ? sentPayload(data) : {};
    const own = crm[type];
    if (own) return own(payload);
    if (type === 'retrieveCatalogNG') {
      const numbers = (JSON.parse(String(payload.jsonData)) as { itemNumbers: string[] })
        .itemNumbers;
      const wanted = new Set(numbers.map((number) => number.toUpperCase()));
      const lstItems = CATALOGUE.filter(
        (item) => wanted.has(item.sku.toUpperCase()) || wanted.has(item.itemId.toUpperCase()),
      );
      return { statusCode: 200, content: { lstItems, itemCount: lstItems.length } };
    }
    if (type === 'saveItemToQuote') {
      const lines = JSON.parse(String(payload.saverequest)) as { itemId: string; qty: number }[];
      return { statusCode: 200, content: cart(lines) };
    }
    return { statusCode: 404, content: 'Query name not found, improper request.' };
  });
  const view = harness.render(
    <MemoryRouter initialEntries={[url]}>
      <ConfigurationUpload blockId="b1" configuration={configuration} contentJSON={null} />
    </MemoryRouter>,
  );
  const sent = (type: string) =>
    view.gateway.calls
      .map((call) => JSON.parse(String(call.body.variables.data)) as Record<string, unknown>)
      .filter((data) => callType(data) === type)
      .map(sentPayload);
  return { ...view, sent };
}

describe('the configurationUpload block', () => {
  it('renders nothing unless the address asks for an upload or the page shows it always', () => {
    const { container } = renderUpload('/configurator?itemId=a1Cellaris0000011');
    expect(container).toBeEmptyDOMElement();
  });

  it('checks an Upload Add file row by row, shows each error with its fix and adds the valid rows', async () => {
    const { sent } = renderUpload('/configurator?itemId=a1Cellaris0000011&mode=upload');
    expect(await screen.findByText('Sheath Fluid, 20 L')).toBeVisible();
    expect(
      screen.getByText(/Upload Add: the valid rows are added to your current cart/),
    ).toBeVisible();

    await userEvent.upload(screen.getByLabelText('Choose a file'), csvFile('order.csv', ORDER));

    expect(await screen.findByText(/3 rows checked/)).toHaveTextContent(
      '3 rows checked: 2 ready, 1 row with errors.',
    );
    // The rows with errors are shown first.
    const table = screen.getByRole('table', { name: 'Rows of order.csv' });
    const bad = within(table).getByRole('row', { name: /1234-XYZ/ });
    expect(bad).toHaveTextContent('Item 1234-XYZ is not in the catalogue.');
    expect(bad).toHaveTextContent('Fix: Check the number or search for it in the catalogue.');
    // Each number was looked up once, in one batch.
    expect(sent('retrieveCatalogNG').at(-1)).toMatchObject({
      jsonData: expect.stringContaining('"itemNumbers":["CY-AB-10001","1234-XYZ","cy-ab-10002"]'),
    });

    await userEvent.click(screen.getByRole('button', { name: /All rows \(3\)/ }));
    expect(within(table).getAllByRole('row')).toHaveLength(4);

    await userEvent.click(screen.getByRole('button', { name: 'Add 2 valid rows to cart' }));
    expect(await screen.findByText(/2 items from order.csv added in your cart/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(JSON.parse(String(sent('saveItemToQuote')[0]?.saverequest))).toEqual([
      { itemId: 'a1Cellaris0000001', qty: 2 },
      { itemId: 'a1Cellaris0000002', qty: 3 },
    ]);
  });

  it('puts the configured item with the rows for an Upload item, and explains the replacement', async () => {
    const { sent } = renderUpload('/configurator?itemId=CY-SV-00001&mode=upload');
    expect(await screen.findByText(/the file replaces this item’s configuration/)).toBeVisible();
    await userEvent.upload(
      screen.getByLabelText('Choose a file'),
      csvFile('plan.csv', 'Item number,Quantity\nCY-AB-10001,4\n'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add 1 valid row to cart' }));
    expect(await screen.findByText(/2 items from plan.csv set in your cart/)).toBeVisible();
    expect(JSON.parse(String(sent('saveItemToQuote')[0]?.saverequest))).toEqual([
      { itemId: 'a1Cellaris0000500', qty: 1 },
      { itemId: 'a1Cellaris0000001', qty: 4 },
    ]);
  });

  it('keeps the chosen file when the catalogue fails, and checks it again on request', async () => {
    let fail = true;
    renderUpload(
      '/order-upload',
      {
        retrieveCatalogNG: () =>
          fail
            ? { statusCode: 503, content: 'ERROR: The catalogue is being updated.' }
            : { statusCode: 200, content: { lstItems: [CATALOGUE[0]], itemCount: 1 } },
      },
      { ...CONFIGURATION, alwaysShow: true },
    );
    await userEvent.upload(
      screen.getByLabelText('Choose a file'),
      csvFile('order.csv', 'Item number,Quantity\nCY-AB-10001,2\n'),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('order.csv could not be checked');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Check order.csv again' }));
    expect(await screen.findByText(/1 row checked/)).toHaveTextContent('1 row checked: 1 ready.');
  });

  it('says what to do with a file it cannot read, and a file with unknown columns', async () => {
    renderUpload('/order-upload', {}, { ...CONFIGURATION, alwaysShow: true });
    await userEvent.upload(screen.getByLabelText('Choose a file'), csvFile('old.xls', 'x'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'old.xls is an Excel 97-2003 workbook: save it as .xlsx (Excel Workbook) or CSV',
    );
    await userEvent.upload(
      screen.getByLabelText('Choose another file'),
      csvFile('notes.csv', 'SKU,Qty,Comment\nCY-AB-10002,1,urgent\n'),
    );
    const issues = await screen.findByRole('list', { name: 'Problems with the file' });
    expect(issues).toHaveTextContent('Column C ("Comment") is not one the upload reads');
    expect(screen.getByText(/1 row checked/)).toHaveTextContent('1 row checked: 1 ready.');
  });
});
