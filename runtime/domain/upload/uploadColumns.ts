import type { UploadColumn } from './uploadTypes';

/** The headings the templates write, per column. */
export const COLUMN_HEADINGS: Readonly<Record<UploadColumn, string>> = {
  itemNumber: 'Item number',
  quantity: 'Quantity',
  marker: 'Marker',
  fluorochrome: 'Fluorochrome',
};

/**
 * The headings customers' own files use for each column (order exports of ERP and purchasing
 * systems, lab inventory sheets), compared without case, spaces or punctuation.
 */
const ALIASES: Readonly<Record<UploadColumn, readonly string[]>> = {
  itemNumber: [
    'itemnumber',
    'itemno',
    'itemnr',
    'item',
    'itemid',
    'sku',
    'catalognumber',
    'catalogno',
    'catalogueno',
    'cataloguenumber',
    'catno',
    'cat',
    'partnumber',
    'partno',
    'productnumber',
    'productno',
    'productcode',
    'articlenumber',
    'material',
  ],
  quantity: ['quantity', 'qty', 'quantities', 'units', 'count', 'orderquantity', 'menge'],
  marker: ['marker', 'antigen', 'target', 'specificity', 'cdmarker'],
  fluorochrome: ['fluorochrome', 'fluorophore', 'fluor', 'conjugate', 'dye', 'label', 'format'],
};

const normalize = (heading: string): string =>
  heading
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The column a heading names, or null when it is not one the upload reads. */
export function columnOfHeading(heading: string): UploadColumn | null {
  const key = normalize(heading);
  if (!key) return null;
  for (const [column, aliases] of Object.entries(ALIASES) as [UploadColumn, readonly string[]][])
    if (aliases.includes(key)) return column;
  return null;
}

/**
 * The columns of a header row; a column named twice counts once (the first). Null when no cell
 * names a known column: the file has no header row.
 */
export function columnsOfHeader(cells: readonly string[]): (UploadColumn | null)[] | null {
  const seen = new Set<UploadColumn>();
  const columns = cells.map((cell) => {
    const column = columnOfHeading(cell);
    if (!column || seen.has(column)) return null;
    seen.add(column);
    return column;
  });
  return seen.size > 0 ? columns : null;
}
