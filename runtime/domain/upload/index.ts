/**
 * The order upload area of the domain layer (runtime/domain/README.md; issue 20): an order list or
 * antibody panel as CSV or XLSX, read in the browser, every row checked against the storefront's
 * catalogue (retrieveCatalogNG by item number), valid rows put in the cart through the cart
 * area's `addItems`. What the built-in blocks take through runtime/blocks.ts.
 */
export { COLUMN_HEADINGS, columnOfHeading } from './uploadColumns';
export {
  LOOKUP_BATCH_SIZE,
  MAX_LINE_QUANTITY,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_ROWS,
} from './uploadLimits';
export { readUploadFile, UploadFileError, type UploadFileInput } from './uploadParse';
export {
  checkUploadRows,
  columnLetter,
  itemNumbersOf,
  parseUploadQuantity,
  readUploadRows,
  uploadCartItems,
  uploadLines,
  uploadModeOf,
  type DraftRow,
  type ReadRows,
  type UploadMode,
} from './uploadRules';
export {
  templateCsv,
  templateFileName,
  templateRows,
  templateXlsx,
  type UploadTemplateKind,
} from './uploadTemplate';
export type {
  UploadColumn,
  UploadIssue,
  UploadItem,
  UploadLine,
  UploadReport,
  UploadRow,
  UploadSheet,
} from './uploadTypes';
export { useUploadCheck, useUploadItem } from './useUpload';
