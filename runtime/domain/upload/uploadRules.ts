import { cardActions } from '../cart/index';
import { columnsOfHeader, COLUMN_HEADINGS } from './uploadColumns';
import { MAX_LINE_QUANTITY, MAX_UPLOAD_ROWS } from './uploadLimits';
import type {
  UploadColumn,
  UploadIssue,
  UploadItem,
  UploadLine,
  UploadReport,
  UploadRow,
  UploadSheet,
} from './uploadTypes';

/**
 * The order upload's rules (issue 20), pure: a sheet's rows are read against its header
 * (`readUploadRows`), then checked against the catalogue items their numbers name
 * (`checkUploadRows`). Every issue names the value and says what to do about it.
 */

/** A data row before the catalogue check. */
export interface DraftRow {
  line: number;
  itemNumber: string;
  quantityText: string;
  marker: string;
  fluorochrome: string;
}

/** A sheet's rows read against its header, ready for the catalogue check. */
export interface ReadRows {
  fileName: string;
  format: UploadSheet['format'];
  columns: (UploadColumn | null)[];
  drafts: DraftRow[];
  fileIssues: UploadIssue[];
  notes: string[];
  emptyLines: number;
}

const formatCount = (value: number): string => value.toLocaleString('en-US');

/** Column A, B, ..., Z, AA, ... as spreadsheets name them. */
export function columnLetter(index: number): string {
  let letter = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letter = String.fromCharCode(65 + ((n - 1) % 26)) + letter;
  return letter;
}

const isBlank = (cells: readonly string[]): boolean => cells.every((cell) => cell.trim() === '');
const looksLikeQuantity = (text: string | undefined): boolean => /^\s*\d+\s*$/.test(text ?? '');

/**
 * The data rows of a sheet. The first non-empty row is the header; a file without one (its
 * second cell a number) is read as item number and quantity. Empty lines are skipped and
 * counted, unknown columns reported and ignored, rows beyond MAX_UPLOAD_ROWS reported.
 */
export function readUploadRows(sheet: UploadSheet): ReadRows {
  const notes = [...sheet.notes];
  const fileIssues: UploadIssue[] = [];
  const nonEmpty = sheet.rows.filter((row) => !isBlank(row.cells));
  const emptyLines = sheet.rows.length - nonEmpty.length;
  const base = { fileName: sheet.fileName, format: sheet.format, notes, fileIssues };
  const first = nonEmpty[0];
  if (!first) {
    fileIssues.push({
      code: 'noItemNumberColumn',
      message: 'The file has no rows.',
      fix: 'Fill in the template: one item number and quantity per row.',
    });
    return { ...base, columns: [], drafts: [], emptyLines };
  }
  let columns = columnsOfHeader(first.cells);
  let dataRows = nonEmpty.slice(1);
  if (!columns) {
    if (!looksLikeQuantity(first.cells[1])) {
      fileIssues.push({
        code: 'noItemNumberColumn',
        message: `The first row names no column the upload reads (${first.cells
          .filter((cell) => cell.trim())
          .slice(0, 4)
          .map((cell) => `"${cell.trim()}"`)
          .join(', ')}).`,
        fix: `Name the columns in the first row: ${Object.values(COLUMN_HEADINGS).join(', ')}, as in the template.`,
      });
      return { ...base, columns: [], drafts: [], emptyLines };
    }
    columns = first.cells.map((_, index) =>
      index === 0 ? 'itemNumber' : index === 1 ? 'quantity' : null,
    );
    dataRows = nonEmpty;
    notes.push(
      'The file has no header row: column A was read as the item number and column B as the quantity.',
    );
  } else {
    first.cells.forEach((heading, index) => {
      if (columns?.[index] || heading.trim() === '') return;
      fileIssues.push({
        code: 'unknownColumn',
        message: `Column ${columnLetter(index)} ("${heading.trim()}") is not one the upload reads: it was ignored.`,
        fix: `Rename it to ${Object.values(COLUMN_HEADINGS).join(', ')} if it holds one of them, or leave it: the other columns were read.`,
      });
    });
  }
  const at = (column: UploadColumn) => columns.indexOf(column);
  if (at('itemNumber') < 0) {
    fileIssues.push({
      code: 'noItemNumberColumn',
      message: 'No column holds the item number.',
      fix: 'Add an "Item number" column (the catalogue number, e.g. CY-AB-10001), as in the template.',
    });
    return { ...base, columns, drafts: [], emptyLines };
  }
  if (at('quantity') < 0) notes.push('The file has no Quantity column: each row orders 1.');
  if (dataRows.length > MAX_UPLOAD_ROWS) {
    fileIssues.push({
      code: 'tooManyRows',
      message: `The file has ${formatCount(dataRows.length)} rows; the first ${formatCount(MAX_UPLOAD_ROWS)} were checked.`,
      fix: `Upload the rest in a second file of at most ${formatCount(MAX_UPLOAD_ROWS)} rows.`,
    });
    dataRows = dataRows.slice(0, MAX_UPLOAD_ROWS);
  }
  const cell = (cells: readonly string[], column: UploadColumn): string => {
    const index = at(column);
    return index < 0 ? '' : (cells[index] ?? '').trim();
  };
  const drafts = dataRows.map(({ line, cells }) => ({
    line,
    itemNumber: cell(cells, 'itemNumber'),
    quantityText: at('quantity') < 0 ? '1' : cell(cells, 'quantity'),
    marker: cell(cells, 'marker'),
    fluorochrome: cell(cells, 'fluorochrome'),
  }));
  return { ...base, columns, drafts, emptyLines };
}

/** The distinct item numbers to look up in the catalogue, as written (case kept). */
export function itemNumbersOf(read: ReadRows): string[] {
  const seen = new Map<string, string>();
  for (const draft of read.drafts) {
    const key = draft.itemNumber.toUpperCase();
    if (draft.itemNumber && !seen.has(key)) seen.set(key, draft.itemNumber);
  }
  return [...seen.values()];
}

/**
 * A quantity as a spreadsheet holds it: a whole number written plainly ("12", or "12.0" from a
 * number cell). Anything else is an issue saying how to write it.
 */
export function parseUploadQuantity(text: string): number | UploadIssue {
  const range = `a whole number from 1 to ${formatCount(MAX_LINE_QUANTITY)}`;
  if (text === '')
    return {
      code: 'quantityMissing',
      message: 'The quantity is missing.',
      fix: `Enter ${range}.`,
    };
  const match = /^([+-]?\d+)(?:\.0+)?$/.exec(text);
  if (!match) {
    const grouped = /^\d{1,3}([,' .]\d{3})+$/.test(text);
    return {
      code: 'quantityInvalid',
      message: `The quantity "${text}" is not a whole number.`,
      fix: grouped
        ? `Write it without separators (${text.replace(/\D/g, '')}).`
        : `Enter ${range}.`,
    };
  }
  const value = Number(match[1]);
  if (value < 1)
    return {
      code: 'quantityTooSmall',
      message: `The quantity ${value} is less than 1.`,
      fix: 'Enter at least 1, or delete the row to leave the item out.',
    };
  if (value > MAX_LINE_QUANTITY) return tooLarge(value);
  return value;
}

const tooLarge = (value: number, merged = false): UploadIssue => ({
  code: 'quantityTooLarge',
  message: `The quantity ${formatCount(value)}${merged ? ' (duplicate rows added up)' : ''} is more than ${formatCount(MAX_LINE_QUANTITY)}.`,
  fix: `Order at most ${formatCount(MAX_LINE_QUANTITY)}, or ask us for a quote for larger volumes.`,
});

const squash = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The catalogue's answer keyed by every number a row may use for an item. */
export function indexItems(items: readonly UploadItem[]): Map<string, UploadItem> {
  const byNumber = new Map<string, UploadItem>();
  for (const item of items) {
    byNumber.set(item.sku.toUpperCase(), item);
    byNumber.set(item.itemId.toUpperCase(), item);
    byNumber.set(item.catalogItemId.toUpperCase(), item);
  }
  return byNumber;
}

const searchHint = (draft: DraftRow): string =>
  [draft.marker, draft.fluorochrome].filter(Boolean).join(' ');

/** The issues of one row on its own: its item number, quantity and the item it names. */
function rowIssues(
  draft: DraftRow,
  item: UploadItem | null,
  quantity: number | UploadIssue,
): UploadIssue[] {
  const issues: UploadIssue[] = [];
  const hint = searchHint(draft);
  if (!draft.itemNumber) {
    issues.push({
      code: 'itemNumberMissing',
      message: 'The item number is missing.',
      fix: hint
        ? `Add the item number of the ${hint} antibody: search the catalogue for "${hint}".`
        : 'Enter the catalogue number (e.g. CY-AB-10001), or delete the row.',
    });
  } else if (!item) {
    issues.push({
      code: 'notInCatalogue',
      message: `Item ${draft.itemNumber} is not in the catalogue.`,
      fix: `Check the number or search for it${hint ? ` ("${hint}")` : ''} in the catalogue.`,
    });
  }
  if (typeof quantity !== 'number') issues.push(quantity);
  if (!item) return issues;
  const requirement = item.configurationRequirement ?? '';
  if (!cardActions(requirement).includes('addToCart')) {
    issues.push(
      requirement === 'Upload'
        ? {
            code: 'needsOwnUpload',
            message: `${item.title} (${item.sku}) is ordered with its own upload.`,
            fix: 'Remove the row and use Upload on its catalogue card.',
          }
        : {
            code: 'needsConfiguration',
            message: `${item.title} (${item.sku}) must be configured before it is ordered.`,
            fix: 'Remove the row and use Configure on its catalogue card.',
          },
    );
  }
  if (draft.marker && !item.title.toLowerCase().startsWith(`${draft.marker.toLowerCase()} `)) {
    issues.push({
      code: 'markerMismatch',
      message: `Item ${item.sku} is not a ${draft.marker} antibody: it is ${item.title}.`,
      fix: `Correct the marker, or use the item number of the ${hint} antibody (search the catalogue for "${hint}").`,
    });
  }
  const fluorochrome = item.attributes.fluorochrome;
  if (
    draft.fluorochrome &&
    (fluorochrome == null || squash(String(fluorochrome)) !== squash(draft.fluorochrome))
  ) {
    issues.push({
      code: 'fluorochromeMismatch',
      message:
        fluorochrome == null
          ? `Item ${item.sku} has no fluorochrome, not ${draft.fluorochrome}.`
          : `Item ${item.sku} is conjugated to ${String(fluorochrome)}, not ${draft.fluorochrome}.`,
      fix: `Correct the fluorochrome, or use the item number of the ${hint} antibody (search the catalogue for "${hint}").`,
    });
  }
  return issues;
}

/**
 * Checks the rows against the catalogue items their numbers name (`items`: what the catalogue
 * answered; a number it did not answer is not in this storefront's catalogue). Valid rows naming
 * the same item are merged into the first, their quantities added; a row that is invalid on its
 * own keeps its own issues.
 */
export function checkUploadRows(read: ReadRows, items: readonly UploadItem[]): UploadReport {
  const byNumber = indexItems(items);
  const primaryOf = new Map<string, UploadRow>();
  const rows: UploadRow[] = read.drafts.map((draft) => {
    const item = draft.itemNumber ? (byNumber.get(draft.itemNumber.toUpperCase()) ?? null) : null;
    const quantity = parseUploadQuantity(draft.quantityText);
    const issues = rowIssues(draft, item, quantity);
    const row: UploadRow = {
      id: String(draft.line),
      line: draft.line,
      itemNumber: draft.itemNumber,
      quantityText: draft.quantityText,
      quantity: typeof quantity === 'number' ? quantity : null,
      marker: draft.marker,
      fluorochrome: draft.fluorochrome,
      status: issues.length ? 'invalid' : 'valid',
      issues,
      mergedInto: null,
      mergedFrom: [],
      item,
    };
    if (row.status === 'valid' && item) {
      const primary = primaryOf.get(item.itemId);
      if (primary) {
        primary.quantity = (primary.quantity ?? 0) + (row.quantity ?? 0);
        primary.mergedFrom.push(row.line);
        row.status = 'merged';
        row.mergedInto = primary.line;
      } else primaryOf.set(item.itemId, row);
    }
    return row;
  });
  for (const primary of primaryOf.values()) {
    if (primary.quantity !== null && primary.quantity > MAX_LINE_QUANTITY) {
      primary.issues.push(tooLarge(primary.quantity, true));
      primary.status = 'invalid';
    }
  }
  const count = (status: UploadRow['status']) => rows.filter((row) => row.status === status).length;
  return {
    fileName: read.fileName,
    format: read.format,
    columns: read.columns,
    rows,
    fileIssues: read.fileIssues,
    notes: read.notes,
    counts: {
      rows: rows.length,
      valid: count('valid'),
      invalid: count('invalid'),
      merged: count('merged'),
      emptyLines: read.emptyLines,
    },
  };
}

/** The cart lines of a report: one per valid row (duplicates already merged into it). */
export function uploadLines(report: UploadReport): UploadLine[] {
  return report.rows.flatMap((row) =>
    row.status === 'valid' && row.item && row.quantity !== null
      ? [{ itemId: row.item.itemId, qty: row.quantity }]
      : [],
  );
}

/**
 * How an upload meets the cart, by the configuration requirement of the item it was opened for
 * (spec 001 section 5): `add` for Upload Add and for a plain order list (no item): the file's
 * quantities are added to the cart's; `replace` for Upload and Upload Configuration: the file is
 * the item's configuration, so the item and its rows take exactly the file's quantities, and
 * uploading a corrected file again does not double them.
 */
export type UploadMode = 'add' | 'replace';

/** The upload mode of the item an Upload action opened (null: a plain order list). */
export function uploadModeOf(requirement: string | null | undefined): UploadMode {
  return requirement === 'Upload' || requirement === 'Upload Configuration' ? 'replace' : 'add';
}

/**
 * What goes to the cart: the valid rows, and in `replace` mode the configured item itself (one,
 * unless the file names it).
 */
export function uploadCartItems(
  report: UploadReport,
  mode: UploadMode,
  configuredItem: UploadItem | null,
): UploadLine[] {
  const lines = uploadLines(report);
  if (mode === 'replace' && configuredItem && lines.length > 0)
    if (!lines.some((line) => line.itemId === configuredItem.itemId))
      return [{ itemId: configuredItem.itemId, qty: 1 }, ...lines];
  return lines;
}
