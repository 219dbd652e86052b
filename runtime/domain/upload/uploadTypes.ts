/** The columns an order list or panel file may carry (the template's, in its order). */
export type UploadColumn = 'itemNumber' | 'quantity' | 'marker' | 'fluorochrome';

/** A spreadsheet as read from the file: every cell as text, rows numbered as the file shows them. */
export interface UploadSheet {
  fileName: string;
  format: 'csv' | 'xlsx';
  /** Every row of the first sheet, header included; `line` is the row's number in the file. */
  rows: { line: number; cells: string[] }[];
  /** What reading the file noticed (encoding guessed, BOM removed, rows beyond the limit). */
  notes: string[];
}

/** A problem with the file or one row, and what the customer can do about it. */
export interface UploadIssue {
  code:
    | 'noItemNumberColumn'
    | 'unknownColumn'
    | 'tooManyRows'
    | 'itemNumberMissing'
    | 'quantityMissing'
    | 'quantityInvalid'
    | 'quantityTooSmall'
    | 'quantityTooLarge'
    | 'notInCatalogue'
    | 'needsConfiguration'
    | 'needsOwnUpload'
    | 'markerMismatch'
    | 'fluorochromeMismatch';
  /** What is wrong, naming the value ("Item 1234-XYZ is not in the catalogue"). */
  message: string;
  /** What to do ("check the number or search for it"). */
  fix: string;
}

/** A catalogue item a row names, as retrieveCatalogNG answers it (the fields the check reads). */
export interface UploadItem {
  itemId: string;
  catalogItemId: string;
  sku: string;
  title: string;
  configurationRequirement: string | null;
  price: number | null;
  currency: string | null;
  attributes: Readonly<Record<string, string | number | null>>;
}

/** One row of the file after the check. */
export interface UploadRow {
  /** Stable id: the row's line in the file. */
  id: string;
  /** The row's line in the file (the header is line 1 in the template). */
  line: number;
  itemNumber: string;
  /** The quantity as the file gave it. */
  quantityText: string;
  /** The whole quantity to order, once valid; duplicates add theirs to the first row's. */
  quantity: number | null;
  marker: string;
  fluorochrome: string;
  /** valid: will be added; invalid: has issues; merged: a duplicate added to `mergedInto`. */
  status: 'valid' | 'invalid' | 'merged';
  issues: UploadIssue[];
  /** The line of the row a duplicate was merged into. */
  mergedInto: number | null;
  /** Lines of later duplicates merged into this row. */
  mergedFrom: number[];
  item: UploadItem | null;
}

/** What checking a file found: its rows, problems of the file as a whole and the counts. */
export interface UploadReport {
  fileName: string;
  format: 'csv' | 'xlsx';
  /** The columns found, in the file's order (null: a column that is not used). */
  columns: (UploadColumn | null)[];
  rows: UploadRow[];
  fileIssues: UploadIssue[];
  notes: string[];
  counts: { rows: number; valid: number; invalid: number; merged: number; emptyLines: number };
}

/** The lines to put in the cart: one per item, duplicates merged. */
export interface UploadLine {
  itemId: string;
  qty: number;
}
