/**
 * Every limit of the order upload in one place (the spec names none: docs/decisions.md, "Order
 * upload"). A purchasing export of a whole lab's standing order stays well inside them.
 */

/** The largest file read: 5 MB is far beyond 5,000 rows of CSV, and keeps the browser quick. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Data rows checked per file; rows beyond are reported, not silently dropped. */
export const MAX_UPLOAD_ROWS = 5000;

/** The largest quantity of one item per upload (larger orders go through a sales quote). */
export const MAX_LINE_QUANTITY = 9999;

/** Item numbers looked up per retrieveCatalogNG call (the CRM stand-in's ITEM_NUMBERS_CAP). */
export const LOOKUP_BATCH_SIZE = 500;

/** Lookups under way at once: a 5,000-row file needs 10, and the CRM is not flooded. */
export const LOOKUP_CONCURRENCY = 3;
