import { PDFDocument } from 'pdf-lib';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Crm, Db } from '../../../server/shared/contracts';
import { DEMO_STOREFRONTS } from '../../../server/shared/demo';
import { createCrm } from '../../../server/crm/index';
import {
  createDocumentStore,
  type DocumentStore,
} from '../../../server/crm/documents/documentStore';
import { lotNumber, productDocumentList } from '../../../server/crm/documents/productDocuments';
import { openTestDatabase } from '../../../server/db/testing';
import { crmCall, GUEST_CALLER } from './crmCall';

let db: Db;
let crm: Crm;
let store: DocumentStore;
beforeAll(async () => {
  db = await openTestDatabase();
  crm = createCrm(db);
  store = createDocumentStore(db);
});
afterAll(async () => {
  await db.close();
});

const GUEST_DOMAIN = DEMO_STOREFRONTS.guest.domain;

async function listedDocuments(sku: string) {
  const call = crmCall('getFormattedObjectDetails', {
    userType: 'AWSGuest',
    accountId: DEMO_STOREFRONTS.guest.guestAccountId ?? '',
    domain: GUEST_DOMAIN,
    caller: GUEST_CALLER,
    query: { objectapi: 'Product2', objectid: sku },
  });
  delete call.contactId;
  const answer = await crm.makeCall(call);
  return (answer.content as { documents: { name: string; fileName: string; url: string }[] })
    .documents;
}

describe('product documents', () => {
  it('lists what a product is: reagents their QC and safety papers, instruments a manual, services a datasheet', () => {
    const names = (group: string) =>
      productDocumentList({ sku: 'X-1', title: 'X', description: '', group, attributes: {} }).map(
        (document) => document.name,
      );
    expect(names('Antibodies')).toEqual([
      'Datasheet',
      'Certificate of Analysis',
      'Safety Data Sheet',
      'Protocol',
      'Raw data',
    ]);
    expect(names('Instruments')).toEqual(['Datasheet', 'User Manual']);
    expect(names('Service Plans')).toEqual(['Datasheet']);
  });

  it('serves every document the CRM lists for a product, written from that product', async () => {
    const documents = await listedDocuments('CY-AB-10001');
    expect(documents.map((document) => document.name)).toContain('Certificate of Analysis');
    for (const document of documents) {
      const file = await store.find(GUEST_DOMAIN, document.url);
      expect(file, document.url).not.toBeNull();
      expect(file!.fileName).toBe(document.fileName);
      if (document.fileName.endsWith('.csv')) {
        expect(new TextDecoder().decode(file!.body)).toMatch(/^sku,lot,replicate/);
        continue;
      }
      expect(file!.contentType).toBe('application/pdf');
      const pdf = await PDFDocument.load(file!.body);
      expect(pdf.getPageCount()).toBeGreaterThan(0);
      expect(`${pdf.getTitle()} ${pdf.getSubject()}`).toMatch(/CD4|CY-AB-10001/);
    }
    const coa = await PDFDocument.load(
      (await store.find(GUEST_DOMAIN, '/documents/products/CY-AB-10001/CY-AB-10001-coa.pdf'))!.body,
    );
    expect(coa.getSubject()).toContain(`lot ${lotNumber('CY-AB-10001')}`);
  });

  it('has no file for an unknown product, a document the product does not have, or another storefront', async () => {
    expect(
      await store.find(GUEST_DOMAIN, '/documents/products/NOPE-1/NOPE-1-datasheet.pdf'),
    ).toBeNull();
    const [instrument] = await db.query<{ sku: string }>(
      "SELECT sku FROM catalog_items WHERE item_group = 'Instruments' AND catalog_id = 'ecat-cytometry' ORDER BY sku LIMIT 1",
    );
    const sku = instrument!.sku;
    expect((await listedDocuments(sku)).map((document) => document.name)).toEqual([
      'Datasheet',
      'User Manual',
    ]);
    expect(await store.find(GUEST_DOMAIN, `/documents/products/${sku}/${sku}-coa.pdf`)).toBeNull();
    expect(
      await store.find(GUEST_DOMAIN, `/documents/products/${sku}/${sku}-manual.pdf`),
    ).not.toBeNull();
    expect(
      await store.find(
        'unknown.localhost',
        '/documents/products/CY-AB-10001/CY-AB-10001-datasheet.pdf',
      ),
    ).toBeNull();
    expect(await store.find(GUEST_DOMAIN, '/documents/products/CY-AB-10001/../x.pdf')).toBeNull();
  });
});

describe('organisation documents', () => {
  it('serves each seeded form and note in its own format', async () => {
    const terms = await store.find(GUEST_DOMAIN, '/documents/terms-of-sale.pdf');
    expect((await PDFDocument.load(terms!.body)).getTitle()).toBe('Terms and Conditions of Sale');

    const sheet = await store.find(GUEST_DOMAIN, '/documents/sample-sheet.xlsx');
    expect(sheet!.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const parts = unzipSync(sheet!.body);
    expect(Object.keys(parts)).toContain('xl/workbook.xml');
    expect(strFromU8(parts['xl/worksheets/sheet1.xml']!)).toContain('<t>Sample name</t>');

    const chart = await store.find(GUEST_DOMAIN, '/documents/spillover-chart.svg');
    expect(new TextDecoder().decode(chart!.body)).toMatch(/^<svg [^>]*role="img"/);
    expect(new TextDecoder().decode(chart!.body)).not.toMatch(/<script|on\w+=/i);

    expect(await store.find(GUEST_DOMAIN, '/documents/constructor.pdf')).toBeNull();
  });
});

describe('seeded document links', () => {
  it("every file a seeded page links to exists on that page's storefront", async () => {
    const rows = await db.query<{ domain: string; configuration: { files: { url: string }[] } }>(
      `SELECT s.domain, b.configuration FROM template_blocks b
         JOIN storefronts s ON s.storefront_id = b.storefront_id
        WHERE b.component_name = 'filePreviewLink'`,
    );
    const links = rows.flatMap((row) =>
      row.configuration.files.map((file) => ({ domain: row.domain, url: file.url })),
    );
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      expect(await store.find(link.domain, link.url), `${link.domain}${link.url}`).not.toBeNull();
    }
  });
});
