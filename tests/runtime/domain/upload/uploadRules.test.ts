import { describe, expect, it } from 'vitest';
import {
  checkUploadRows,
  columnLetter,
  MAX_UPLOAD_ROWS,
  parseUploadQuantity,
  readUploadRows,
  uploadCartItems,
  uploadModeOf,
  type UploadItem,
  type UploadSheet,
} from '../../../../runtime/domain/upload/index';

const item = (
  sku: string,
  n: number,
  title: string,
  configurationRequirement = 'No Configuration',
  attributes: UploadItem['attributes'] = {},
): UploadItem => ({
  itemId: `a1Cellaris000000${n}`,
  catalogItemId: `a1ECellaris000000${n}`,
  sku,
  title,
  configurationRequirement,
  price: 100,
  currency: 'USD',
  attributes,
});

/** What the seeded catalogue answers for these numbers (server/db/seed/catalogue.ts). */
const CATALOGUE = [
  item('CY-AB-10001', 1, 'CD4 Monoclonal Antibody (RPA-T4), FITC', 'No Configuration', {
    fluorochrome: 'FITC',
  }),
  item('CY-AB-10002', 2, 'CD8a Monoclonal Antibody (RPA-T8), PE', 'No Configuration', {
    fluorochrome: 'PE',
  }),
  item('CY-BF-50001', 3, 'Sheath Fluid, 20 L', 'Upload Add'),
  item('CY-IN-00001', 4, 'Cellaris Aurion 3L Flow Cytometer', 'Needs Configuration'),
  item('CY-SV-00001', 5, 'Essential Service Plan, Aurion 3L, 12 months', 'Upload'),
  item('GX-PN-20001', 6, 'Pan-Cancer NGS Panel, 523 genes', 'Upload Configuration'),
  item('CY-DY-30001', 7, 'Live/Dead Fixable Viability Dye, Violet', ''),
];

const sheet = (rows: string[][], format: UploadSheet['format'] = 'csv'): UploadSheet => ({
  fileName: `order.${format}`,
  format,
  rows: rows.map((cells, index) => ({ line: index + 1, cells })),
  notes: [],
});

const check = (rows: string[][]) => checkUploadRows(readUploadRows(sheet(rows)), CATALOGUE);
const HEADER = ['Item number', 'Quantity'];

describe('a quantity from a file', () => {
  it.each([
    ['1', 1],
    ['12', 12],
    ['12.0', 12],
    ['9999', 9999],
    ['+3', 3],
  ])('"%s" is %d', (text, value) => {
    expect(parseUploadQuantity(text)).toBe(value);
  });

  it.each([
    ['', 'quantityMissing', 'The quantity is missing.', 'Enter a whole number from 1 to 9,999.'],
    ['0', 'quantityTooSmall', 'The quantity 0 is less than 1.', 'Enter at least 1, or delete'],
    ['-2', 'quantityTooSmall', 'The quantity -2 is less than 1.', 'Enter at least 1'],
    ['2.5', 'quantityInvalid', 'The quantity "2.5" is not a whole number.', 'Enter a whole number'],
    ['two', 'quantityInvalid', 'The quantity "two" is not a whole number.', 'Enter a whole number'],
    ['1,000', 'quantityInvalid', 'not a whole number', 'Write it without separators (1000).'],
    ['10000', 'quantityTooLarge', 'The quantity 10,000 is more than 9,999.', 'ask us for a quote'],
  ])('"%s" is %s', (text, code, message, fix) => {
    const issue = parseUploadQuantity(text);
    expect(issue).toMatchObject({ code });
    expect(issue).toHaveProperty('message', expect.stringContaining(message));
    expect(issue).toHaveProperty('fix', expect.stringContaining(fix));
  });
});

describe('checking rows against the catalogue', () => {
  it.each([
    ['an orderable antibody', ['CY-AB-10001', '2'], 'valid', null, null],
    ['an Upload Add item (also added directly)', ['CY-BF-50001', '1'], 'valid', null, null],
    ['an empty requirement', ['CY-DY-30001', '1'], 'valid', null, null],
    ['a lower-case number', ['cy-ab-10002', '1'], 'valid', null, null],
    ['an item id', ['a1Cellaris0000001', '1'], 'valid', null, null],
    [
      'an unknown number',
      ['1234-XYZ', '1'],
      'invalid',
      'Item 1234-XYZ is not in the catalogue.',
      'Check the number or search for it in the catalogue.',
    ],
    [
      'a missing number',
      ['', '4'],
      'invalid',
      'The item number is missing.',
      'Enter the catalogue number (e.g. CY-AB-10001), or delete the row.',
    ],
    [
      'an instrument that needs configuration',
      ['CY-IN-00001', '1'],
      'invalid',
      'Cellaris Aurion 3L Flow Cytometer (CY-IN-00001) must be configured before it is ordered.',
      'Remove the row and use Configure on its catalogue card.',
    ],
    [
      'an Upload Configuration panel',
      ['GX-PN-20001', '1'],
      'invalid',
      'must be configured before it is ordered.',
      'use Configure on its catalogue card.',
    ],
    [
      'a service ordered with its own upload',
      ['CY-SV-00001', '1'],
      'invalid',
      'Essential Service Plan, Aurion 3L, 12 months (CY-SV-00001) is ordered with its own upload.',
      'Remove the row and use Upload on its catalogue card.',
    ],
    ['a bad quantity', ['CY-AB-10001', 'x'], 'invalid', 'The quantity "x"', 'Enter a whole'],
  ])('%s', (_, cells, status, message, fix) => {
    const report = check([HEADER, cells]);
    const [row] = report.rows;
    expect(row?.status).toBe(status);
    if (message === null) expect(row?.issues).toEqual([]);
    else {
      expect(row?.issues[0]?.message).toContain(message);
      expect(row?.issues[0]?.fix).toContain(fix);
    }
  });

  it('merges duplicate rows into the first, adding their quantities, whatever number names them', () => {
    const report = check([
      HEADER,
      ['CY-AB-10001', '2'],
      ['CY-AB-10002', '1'],
      ['cy-ab-10001', '3'],
      ['a1Cellaris0000001', '1'],
      ['CY-AB-10001', 'lots'],
    ]);
    expect(report.rows.map((row) => [row.line, row.status, row.quantity])).toEqual([
      [2, 'valid', 6],
      [3, 'valid', 1],
      [4, 'merged', 3],
      [5, 'merged', 1],
      [6, 'invalid', null],
    ]);
    expect(report.rows[0]?.mergedFrom).toEqual([4, 5]);
    expect(report.rows[2]?.mergedInto).toBe(2);
    expect(report.counts).toEqual({ rows: 5, valid: 2, invalid: 1, merged: 2, emptyLines: 0 });
    expect(uploadCartItems(report, 'add', null)).toEqual([
      { itemId: 'a1Cellaris0000001', qty: 6 },
      { itemId: 'a1Cellaris0000002', qty: 1 },
    ]);
  });

  it('flags duplicates that add up to more than the limit', () => {
    const report = check([HEADER, ['CY-AB-10001', '9000'], ['CY-AB-10001', '1000']]);
    expect(report.rows[0]).toMatchObject({ status: 'invalid', quantity: 10000 });
    expect(report.rows[0]?.issues[0]?.message).toBe(
      'The quantity 10,000 (duplicate rows added up) is more than 9,999.',
    );
  });

  it('skips and counts empty lines, keeping each row its line in the file', () => {
    const report = check([
      ['', ''],
      HEADER,
      ['', ' '],
      ['CY-AB-10001', '1'],
      [],
      ['1234-XYZ', '1'],
    ]);
    expect(report.rows.map((row) => row.line)).toEqual([4, 6]);
    expect(report.counts.emptyLines).toBe(3);
  });

  it('reports unknown columns and reads the known ones, in any order and spelling', () => {
    const report = check([
      ['Notes', 'QTY', 'Cat. No.', ''],
      ['rush', '4', 'CY-AB-10002', ''],
    ]);
    expect(report.rows[0]).toMatchObject({ itemNumber: 'CY-AB-10002', quantity: 4 });
    expect(report.fileIssues).toEqual([
      expect.objectContaining({
        code: 'unknownColumn',
        message: 'Column A ("Notes") is not one the upload reads: it was ignored.',
      }),
    ]);
    expect(report.columns).toEqual([null, 'quantity', 'itemNumber', null]);
  });

  it('reads a file without a header row as item number and quantity, and says so', () => {
    const report = check([
      ['CY-AB-10001', '2'],
      ['CY-AB-10002', '1'],
    ]);
    expect(report.counts.valid).toBe(2);
    expect(report.notes).toContain(
      'The file has no header row: column A was read as the item number and column B as the quantity.',
    );
  });

  it('orders 1 of each when the file has no quantity column', () => {
    const report = check([['SKU'], ['CY-AB-10001']]);
    expect(report.rows[0]).toMatchObject({ status: 'valid', quantity: 1 });
    expect(report.notes).toContain('The file has no Quantity column: each row orders 1.');
  });

  it.each([
    [
      [
        ['Product', 'Amount'],
        ['CY-AB-10001', 'two'],
      ],
      'The first row names no column',
    ],
    [
      [
        ['Quantity', 'Marker'],
        ['1', 'CD4'],
      ],
      'No column holds the item number.',
    ],
    [[[''], []], 'The file has no rows.'],
  ])('checks no rows of a file it cannot read (%#)', (rows, message) => {
    const report = check(rows);
    expect(report.rows).toEqual([]);
    expect(report.fileIssues[0]?.message).toContain(message);
    expect(report.fileIssues[0]?.fix).toBeTruthy();
  });

  it('checks the first rows up to the limit and reports the rest', () => {
    const rows = Array.from({ length: MAX_UPLOAD_ROWS + 20 }, (_, index) => [
      index % 2 ? 'CY-AB-10001' : 'CY-AB-10002',
      '1',
    ]);
    const report = check([HEADER, ...rows]);
    expect(report.rows).toHaveLength(MAX_UPLOAD_ROWS);
    expect(report.fileIssues[0]).toMatchObject({
      code: 'tooManyRows',
      message: 'The file has 5,020 rows; the first 5,000 were checked.',
    });
    expect(report.rows[0]?.quantity).toBe(MAX_UPLOAD_ROWS / 2);
  });
});

describe('checking a panel', () => {
  const PANEL = ['Marker', 'Fluorochrome', 'Item number', 'Quantity'];

  it.each([
    ['a matching row', ['CD4', 'fitc', 'CY-AB-10001', '1'], null, null],
    [
      'the wrong fluorochrome',
      ['CD4', 'PE', 'CY-AB-10001', '1'],
      'Item CY-AB-10001 is conjugated to FITC, not PE.',
      'Correct the fluorochrome, or use the item number of the CD4 PE antibody (search the catalogue for "CD4 PE").',
    ],
    [
      'the wrong marker',
      ['CD8a', 'FITC', 'CY-AB-10001', '1'],
      'Item CY-AB-10001 is not a CD8a antibody: it is CD4 Monoclonal Antibody (RPA-T4), FITC.',
      'Correct the marker',
    ],
    [
      'no item number',
      ['CD3', 'PerCP-Cy5.5', '', '1'],
      'The item number is missing.',
      'Add the item number of the CD3 PerCP-Cy5.5 antibody: search the catalogue for "CD3 PerCP-Cy5.5".',
    ],
    [
      'a buffer with a fluorochrome',
      ['', 'FITC', 'CY-BF-50001', '1'],
      'Item CY-BF-50001 has no fluorochrome, not FITC.',
      'Correct the fluorochrome',
    ],
  ])('%s', (_, cells, message, fix) => {
    const [row] = check([PANEL, cells]).rows;
    if (message === null) expect(row).toMatchObject({ status: 'valid', issues: [] });
    else expect(row?.issues[0]).toMatchObject({ message, fix: expect.stringContaining(fix!) });
  });
});

describe('the upload mode and what goes to the cart', () => {
  it.each([
    ['Upload Add', 'add'],
    ['Upload', 'replace'],
    ['Upload Configuration', 'replace'],
    [null, 'add'],
    ['No Configuration', 'add'],
  ] as const)('%s uploads %s', (requirement, mode) => {
    expect(uploadModeOf(requirement)).toBe(mode);
  });

  it('puts the configured item with its rows when the upload replaces its configuration', () => {
    const report = check([HEADER, ['CY-AB-10001', '2']]);
    const service = CATALOGUE[4]!;
    expect(uploadCartItems(report, 'replace', service)).toEqual([
      { itemId: service.itemId, qty: 1 },
      { itemId: 'a1Cellaris0000001', qty: 2 },
    ]);
    expect(uploadCartItems(report, 'add', service)).toEqual([
      { itemId: 'a1Cellaris0000001', qty: 2 },
    ]);
    expect(uploadCartItems(check([HEADER, ['1234', '1']]), 'replace', service)).toEqual([]);
  });
});

describe('column letters', () => {
  it.each([
    [0, 'A'],
    [25, 'Z'],
    [26, 'AA'],
    [701, 'ZZ'],
  ])('%d is %s', (index, letter) => expect(columnLetter(index)).toBe(letter));
});
