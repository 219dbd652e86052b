import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { catalogueCsv } from '../../../blocks/catalogue/exportCsv';

describe('catalogue CSV export', () => {
  it('writes fixed columns then the attribute fields, quoting what needs it', () => {
    const csv = catalogueCsv(
      [
        {
          itemId: 'a1',
          catalogItemId: 'e1',
          sku: 'FC-1',
          title: 'CD4 "bright", FITC',
          description: 'Line one\nline two',
          group: 'Antibodies',
          price: 245,
          currency: 'USD',
          configurationRequirement: 'No Configuration',
          attributes: { packSize: '100 tests' },
        },
      ],
      ['sku', 'packSize', 'price'],
    );
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed).toEqual([
      ['SKU', 'Title', 'Description', 'Group', 'Price', 'Currency', 'Configuration', 'packSize'],
      [
        'FC-1',
        'CD4 "bright", FITC',
        'Line one\nline two',
        'Antibodies',
        '245',
        'USD',
        'No Configuration',
        '100 tests',
      ],
    ]);
  });
  it('writes the currency by its code (the currency-field rule) and nothing for none', () => {
    const item = { itemId: 'a1', catalogItemId: 'e1', sku: 'FC-1', title: 'CD4', attributes: {} };
    const csv = catalogueCsv(
      [
        { ...item, price: 245, currency: 'EUR (Euro)' },
        { ...item, price: 245, currency: null },
      ],
      [],
    );
    const rows = Papa.parse<string[]>(csv).data;
    expect(rows[1]![5]).toBe('EUR');
    expect(rows[2]![5]).toBe('');
  });
});
