import type { Db } from '../../shared/contracts';
import { SEED_EPOCH } from '../../db/seed/clock';
import { storefrontOfDomain } from '../records/storefrontOfDomain';
import type { DocumentFile } from './documentContent';
import { ORG_DOCUMENTS } from './orgDocuments';
import {
  PRODUCT_DOCUMENTS_PATH,
  productDocumentContent,
  productDocumentKind,
  productRawData,
  type DocumentProduct,
} from './productDocuments';
import { renderPdf } from './renderPdf';
import { renderXlsx } from './renderXlsx';

/** Where the app serves documents; product documents live under PRODUCT_DOCUMENTS_PATH. */
export const DOCUMENTS_PATH = '/documents';

const AUTHOR = 'Cellaris Biosciences';
// Documents carry the seed's date, so the same file always has the same bytes.
const CREATED = new Date(SEED_EPOCH);

export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  svg: 'image/svg+xml',
} as const;

/** The CRM's document files (ContentVersion downloads in Salesforce), generated on request. */
export interface DocumentStore {
  /** The file at `path` for the storefront of `domain`, or null when there is none. */
  find(domain: string, path: string): Promise<DocumentFile | null>;
}

const PRODUCT_FILE = new RegExp(
  `^${PRODUCT_DOCUMENTS_PATH}/([A-Za-z0-9-]{1,40})/([A-Za-z0-9.-]{1,80})$`,
);
const ORG_FILE = new RegExp(`^${DOCUMENTS_PATH}/([A-Za-z0-9-]{1,80}\\.(?:pdf|xlsx|svg))$`);

async function findProduct(db: Db, domain: string, sku: string): Promise<DocumentProduct | null> {
  const storefrontId = await storefrontOfDomain(db, domain);
  if (!storefrontId) return null;
  const [row] = await db.query<{
    sku: string;
    title: string;
    description: string;
    item_group: string;
    attributes: Record<string, unknown> | null;
  }>(
    `SELECT t.sku, t.title, t.description, t.item_group, t.attributes
       FROM catalog_items t
       JOIN storefront_catalogs sc ON sc.catalog_id = t.catalog_id AND sc.storefront_id = $2
      WHERE t.active AND lower(t.sku) = lower($1)`,
    [sku, storefrontId],
  );
  if (!row) return null;
  return {
    sku: row.sku,
    title: row.title,
    description: row.description,
    group: row.item_group,
    attributes: row.attributes ?? {},
  };
}

async function productFile(db: Db, domain: string, sku: string, fileName: string) {
  const product = await findProduct(db, domain, sku);
  const kind = product && productDocumentKind(product, fileName);
  if (!product || !kind) return null;
  if (kind.extension === 'csv') {
    return {
      fileName,
      contentType: CONTENT_TYPES.csv,
      body: new TextEncoder().encode(productRawData(product)),
    };
  }
  const body = await renderPdf(productDocumentContent(product, kind), {
    author: AUTHOR,
    created: CREATED,
  });
  return { fileName, contentType: CONTENT_TYPES.pdf, body };
}

async function orgFile(fileName: string): Promise<DocumentFile | null> {
  const document = Object.hasOwn(ORG_DOCUMENTS, fileName) ? ORG_DOCUMENTS[fileName] : undefined;
  if (!document) return null;
  switch (document.kind) {
    case 'pdf':
      return {
        fileName,
        contentType: CONTENT_TYPES.pdf,
        body: await renderPdf(document.content, { author: AUTHOR, created: CREATED }),
      };
    case 'xlsx':
      return {
        fileName,
        contentType: CONTENT_TYPES.xlsx,
        body: renderXlsx(document.sheetName, document.rows),
      };
    case 'svg':
      return {
        fileName,
        contentType: CONTENT_TYPES.svg,
        body: new TextEncoder().encode(document.svg()),
      };
  }
}

export function createDocumentStore(db: Db): DocumentStore {
  return {
    async find(domain, path) {
      const product = PRODUCT_FILE.exec(path);
      if (product) return productFile(db, domain, product[1]!, product[2]!);
      const org = ORG_FILE.exec(path);
      return org ? orgFile(org[1]!) : null;
    },
  };
}
