import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionResult, Crm, Db } from '../../../../server/shared/contracts';
import { DEMO_STOREFRONTS, DEMO_USERS } from '../../../../server/shared/demo';
import { createCrm } from '../../../../server/crm/index';
import { DEMO_QUOTES } from '../../../../server/db/seed/crmRecords';
import { openTestDatabase } from '../../../../server/db/testing';
import { UPLOAD_CHUNK_BYTES } from '../../../../schemas/uploadPolicy';
import { callerOf, crmCall, GUEST_CALLER, MARIA, PAUL } from '../crmCall';

let db: Db;
let crm: Crm;
beforeAll(async () => {
  db = await openTestDatabase();
  crm = createCrm(db);
});
afterAll(async () => {
  await db.close();
});

type Json = Record<string, unknown>;
const TOM = DEMO_USERS.find((user) => user.username === 'tom.totp')!;
const as = (user: typeof PAUL) => ({
  userType: user.group,
  accountId: user.accountId,
  contactId: user.contactId,
  caller: callerOf(user),
});
const AS_GUEST = {
  userType: 'AWSGuest',
  accountId: DEMO_STOREFRONTS.guest.guestAccountId!,
  domain: DEMO_STOREFRONTS.guest.domain,
  contactId: undefined,
  caller: GUEST_CALLER,
};
const call = (type: string, payload: Json, rest: object = as(MARIA)): Promise<ActionResult> =>
  crm.makeCall(crmCall(type, { payload, ...rest }));

/** A file's bytes: a real PDF header and filler, so the type check passes. */
const pdf = (size: number) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
};

/** Uploads a file chunk by chunk as the browser does; answers the last call's result. */
async function upload(
  quoteId: string,
  fileName: string,
  bytes: Uint8Array,
  rest: object = as(MARIA),
  uploadId = `po-${fileName}-${bytes.length}`.replace(/[^A-Za-z0-9-]/g, '-'),
): Promise<ActionResult> {
  const chunkCount = Math.ceil(bytes.length / UPLOAD_CHUNK_BYTES);
  let last: ActionResult | null = null;
  for (let index = 0; index < chunkCount; index++) {
    last = await call(
      'uploadPoDocument',
      {
        quoteId,
        uploadId,
        fileName,
        size: bytes.length,
        chunkIndex: index,
        chunkCount,
        data: Buffer.from(
          bytes.subarray(index * UPLOAD_CHUNK_BYTES, (index + 1) * UPLOAD_CHUNK_BYTES),
        ).toString('base64'),
      },
      rest,
    );
    if (last.statusCode !== 200) return last;
  }
  return last!;
}

const quoteDocumentName = async (quoteId: string) =>
  (
    await db.query<{ po_document_name: string | null }>(
      'SELECT po_document_name FROM quotes WHERE id = $1',
      [quoteId],
    )
  )[0]?.po_document_name ?? null;

describe('the PO document of a quote in checkout', () => {
  const cart = DEMO_QUOTES.mariaCart;
  const firstPdf = pdf(UPLOAD_CHUNK_BYTES * 2 + 321);

  it("is uploaded in chunks by the quote's owner, checked and readable back with its stored type", async () => {
    const whole = await upload(cart, 'PO-4471.pdf', firstPdf);
    expect(whole.statusCode, String(whole.content)).toBe(200);
    expect(whole.content).toMatchObject({
      complete: true,
      attachment: {
        fileName: 'PO-4471.pdf',
        contentType: 'application/pdf',
        size: firstPdf.length,
      },
    });
    expect(await quoteDocumentName(cart)).toBe('PO-4471.pdf');
    const record = await call('getRecord', {
      objectName: 'Quote',
      objectId: cart,
      displayFields: ['PO_Document_Name__c'],
    });
    expect((record.content as { recordData: Json }).recordData.PO_Document_Name__c).toBe(
      'PO-4471.pdf',
    );
    const file = (await call('getPoDocument', { quoteId: cart })).content as Json;
    expect(file).toMatchObject({ fileName: 'PO-4471.pdf', contentType: 'application/pdf' });
    expect(Buffer.from(String(file.base64), 'base64').equals(Buffer.from(firstPdf))).toBe(true);
  });

  it('answers "not found" to anyone but the owner: a colleague, another account, a guest', async () => {
    const notFound = { statusCode: 404, content: 'ERROR: Quote not found.' };
    for (const rest of [as(PAUL), as(TOM), AS_GUEST]) {
      expect(await call('getPoDocument', { quoteId: cart }, rest)).toEqual(notFound);
      expect(await upload(cart, 'other.pdf', pdf(100), rest)).toEqual(notFound);
      expect(await call('removePoDocument', { quoteId: cart }, rest)).toEqual(notFound);
    }
    expect(await quoteDocumentName(cart)).toBe('PO-4471.pdf');
  });

  it('refuses other types, big files and content that is not what the name says, keeping the document', async () => {
    expect((await upload(cart, 'po.txt', new TextEncoder().encode('PO 1'))).content).toBe(
      'ERROR: po.txt: this file type cannot be attached. Attach PDF, PNG, JPG, WebP, DOCX or XLSX files.',
    );
    const tooBig = await call('uploadPoDocument', {
      quoteId: cart,
      uploadId: 'po-too-big-0001',
      fileName: 'scan.pdf',
      size: 5 * 1024 * 1024 + 1,
      chunkIndex: 0,
      chunkCount: 81,
      data: '',
    });
    expect(tooBig.content).toBe('ERROR: scan.pdf: the file is 5.0 MB; files may be at most 5 MB.');
    // A renamed program is not a PDF, nor a PNG a JPEG.
    expect((await upload(cart, 'po.pdf', new Uint8Array([0x4d, 0x5a, 0x90, 0, 3]))).content).toBe(
      "ERROR: po.pdf: the file's content does not match its type; it was not attached.",
    );
    expect(
      (
        await upload(
          cart,
          'po.jpg',
          new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        )
      ).content,
    ).toBe("ERROR: po.jpg: the file's content does not match its type; it was not attached.");
    expect(await quoteDocumentName(cart)).toBe('PO-4471.pdf');
    const [{ n } = { n: -1 }] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM quote_documents WHERE quote_id = $1',
      [cart],
    );
    expect(n).toBe(1);
  });

  it('is set by uploads only, not by updateRecord', async () => {
    const result = await call('updateRecord', {
      objectName: 'Quote',
      objectId: cart,
      fields: { PO_Document_Name__c: 'forged.pdf' },
    });
    expect(result.statusCode).not.toBe(200);
    expect(await quoteDocumentName(cart)).toBe('PO-4471.pdf');
  });

  it('is replaced by a new upload and removed on request', async () => {
    const png = new Uint8Array(200);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const replaced = await upload(cart, 'po-scan.png', png);
    expect(replaced.content).toMatchObject({
      complete: true,
      attachment: { contentType: 'image/png' },
    });
    expect(await quoteDocumentName(cart)).toBe('po-scan.png');
    expect(
      await db.query('SELECT file_name FROM quote_documents WHERE quote_id = $1', [cart]),
    ).toEqual([{ file_name: 'po-scan.png' }]);
    expect((await call('removePoDocument', { quoteId: cart })).statusCode).toBe(200);
    expect(await quoteDocumentName(cart)).toBeNull();
    expect(await call('getPoDocument', { quoteId: cart })).toEqual({
      statusCode: 404,
      content: 'ERROR: PO document not found.',
    });
    // Removing again is harmless (a retried call).
    expect((await call('removePoDocument', { quoteId: cart })).statusCode).toBe(200);
  });

  it("is refused on the guest storefront's quotes: guests pay by card", async () => {
    const guest = await upload(DEMO_QUOTES.guestCart, 'po.pdf', pdf(100), AS_GUEST);
    expect(guest.statusCode).toBe(403);
    expect(guest.content).toBe(
      'ERROR: A PO document goes with payment on account terms, which this account does not have.',
    );
  });
});

describe('the PO document of a placed order', () => {
  const cart = DEMO_QUOTES.mariaCart;
  let orderNumber = '';

  it('goes with the order, is frozen with the quote and readable by who may see the order', async () => {
    await upload(cart, 'PO-77.pdf', pdf(1000));
    const fields = {
      Payment_Method__c: 'Terms',
      Terms_Accepted__c: true,
      PoNumber: 'PO-77',
    };
    const filled = await call('updateRecord', { objectName: 'Quote', objectId: cart, fields });
    expect(filled.statusCode, String(filled.content)).toBe(200);
    const placed = await call('placeOrder', {
      quoteId: cart,
      idempotencyKey: 'po-document-attempt-01',
    });
    expect(placed.statusCode, String(placed.content)).toBe(200);
    const order = (placed.content as { order: Json }).order;
    orderNumber = String(order.orderNumber);
    expect(order.poDocument).toEqual({
      fileName: 'PO-77.pdf',
      contentType: 'application/pdf',
      size: 1000,
    });
    // The quote became the order: its document can no longer change.
    expect((await upload(cart, 'late.pdf', pdf(50))).statusCode).toBe(409);
    expect((await call('removePoDocument', { quoteId: cart })).statusCode).toBe(409);

    const file = (await call('getPoDocument', { orderNumber })).content as Json;
    expect(file).toMatchObject({ fileName: 'PO-77.pdf', contentType: 'application/pdf' });
    expect(Buffer.from(String(file.base64), 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("is not found for a buyer who may not see the order, another account's manager or a guest", async () => {
    const notFound = { statusCode: 404, content: 'ERROR: Order not found.' };
    expect(await call('getPoDocument', { orderNumber }, as(PAUL))).toEqual(notFound);
    expect(await call('getPoDocument', { orderNumber }, as(TOM))).toEqual(notFound);
    expect(await call('getPoDocument', { orderNumber }, AS_GUEST)).toEqual(notFound);
  });

  it('is absent from an order placed without one', async () => {
    const [seeded] = await db.query<{ order_number: string }>(
      'SELECT order_number FROM orders WHERE quote_id <> $1 AND contact_id = $2 LIMIT 1',
      [cart, MARIA.contactId],
    );
    const detail = await call('getOrderDetails', { orderNumber: seeded!.order_number });
    expect((detail.content as Json).poDocument).toBeNull();
    expect((await call('getPoDocument', { orderNumber: seeded!.order_number })).content).toBe(
      'ERROR: PO document not found.',
    );
  });
});

/**
 * Who reads a colleague's PO document (decisions.md, "PO document at checkout"): while the cart is
 * in checkout only its owner (a cart is private, as mayUseQuote says); once placed, a manager of
 * the account reads it with the order, as they already read the order and its PO number.
 */
describe("a colleague's PO document and the account's manager", () => {
  const cart = DEMO_QUOTES.paulEmptyCart;
  const paulsPdf = pdf(UPLOAD_CHUNK_BYTES + 77);
  let orderNumber = '';
  let orderId = '';

  it('is private to the buyer while the cart is in checkout, even for the manager', async () => {
    const added = await call(
      'saveItemToQuote',
      { objID: cart, saverequest: JSON.stringify([{ itemId: 'a1Cellaris0000001', qty: 1 }]) },
      as(PAUL),
    );
    expect(added.statusCode, String(added.content)).toBe(200);
    const whole = await upload(cart, 'PO-PAUL-9.pdf', paulsPdf, as(PAUL));
    expect(whole.content).toMatchObject({ complete: true });
    expect((await call('getPoDocument', { quoteId: cart }, as(PAUL))).statusCode).toBe(200);
    // Maria manages the account but the cart is Paul's: not found, and she cannot change it.
    const notFound = { statusCode: 404, content: 'ERROR: Quote not found.' };
    expect(await call('getPoDocument', { quoteId: cart })).toEqual(notFound);
    expect(await call('removePoDocument', { quoteId: cart })).toEqual(notFound);
    expect(await quoteDocumentName(cart)).toBe('PO-PAUL-9.pdf');
  });

  it('is read by the manager of the account once placed, by order number or id', async () => {
    const filled = await call(
      'updateRecord',
      {
        objectName: 'Quote',
        objectId: cart,
        fields: {
          ShippingStreet: '400 Longwood Avenue',
          ShippingCity: 'Boston',
          ShippingState: 'MA',
          ShippingPostalCode: '02115',
          ShippingCountry: 'United States',
          Shipping_Service_Id__c: 'ship-fedex-priority-cold',
          Payment_Method__c: 'Terms',
          Terms_Accepted__c: true,
          PoNumber: 'PO-PAUL-9',
        },
      },
      as(PAUL),
    );
    expect(filled.statusCode, String(filled.content)).toBe(200);
    const placed = await call(
      'placeOrder',
      { quoteId: cart, idempotencyKey: 'po-document-paul-attempt-01' },
      as(PAUL),
    );
    expect(placed.statusCode, String(placed.content)).toBe(200);
    const order = (placed.content as { order: Json }).order;
    orderNumber = String(order.orderNumber);
    orderId = String(order.id);

    for (const lookup of [{ orderNumber }, { orderId }]) {
      for (const reader of [as(MARIA), as(PAUL)]) {
        const file = await call('getPoDocument', lookup, reader);
        expect(file.statusCode, String(file.content)).toBe(200);
        const content = file.content as Json;
        expect(content).toMatchObject({
          fileName: 'PO-PAUL-9.pdf',
          contentType: 'application/pdf',
        });
        expect(Buffer.from(String(content.base64), 'base64').equals(Buffer.from(paulsPdf))).toBe(
          true,
        );
      }
    }
    // The manager sees it on the order too, next to the PO number.
    const detail = (await call('getOrderDetails', { orderNumber })).content as Json;
    expect(detail.poDocument).toMatchObject({ fileName: 'PO-PAUL-9.pdf' });
  });

  it("stays not found for another account's manager and for a guest", async () => {
    const notFound = { statusCode: 404, content: 'ERROR: Order not found.' };
    expect(await call('getPoDocument', { orderNumber }, as(TOM))).toEqual(notFound);
    expect(await call('getPoDocument', { orderId }, as(TOM))).toEqual(notFound);
    expect(await call('getPoDocument', { orderNumber }, AS_GUEST)).toEqual(notFound);
  });
});
