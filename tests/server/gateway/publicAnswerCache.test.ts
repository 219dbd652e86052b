/**
 * Issue 22, "gateway reads of public data cacheable by key": a guest's repeated catalogue read is
 * answered from the bytes the gateway kept (no GraphQL, no CRM call), with a strong ETag; a
 * catalogue change, another guest account of the storefront, a token, or a document of more
 * than one field each get a freshly made answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../server/db/testing';
import { createGateway, type Gateway } from '../../../server/gateway/createGateway';
import { createCrm } from '../../../server/crm/index';
import { countingCatalogHandlers } from '../crm/countingCatalogHandlers';
import type { Db } from '../../../server/shared/contracts';
import { DEMO_STOREFRONTS } from '../../../server/shared/demo';
import { PublicAnswerCache } from '../../../server/gateway/http/publicAnswerCache';
import { gatewayRequest, MAKE_CALL, makeCallData, TEST_API_KEY } from './gatewayClient';

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
});

function countingGateway(): { gateway: Gateway; runs: { count: number } } {
  const { handlers, runs } = countingCatalogHandlers();
  const crm = createCrm(db, handlers);
  const gateway = createGateway({ db, crm, identity: null, apiKey: TEST_API_KEY, testMode: false });
  return { gateway, runs };
}

const search = (searchText: string) =>
  makeCallData('retrieveCatalogNG', {
    payload: JSON.stringify({ jsonData: JSON.stringify({ searchText, pageSize: 5 }) }),
  });

async function send(gateway: Gateway, request: Request) {
  const response = await gateway.fetch(request);
  return { response, text: await response.text() };
}

describe("the gateway's ready answers to guests", () => {
  it('answers a repeated guest read from kept bytes with a strong ETag, until the catalogue changes', async () => {
    const { gateway, runs } = countingGateway();
    const first = await send(gateway, gatewayRequest(MAKE_CALL, { data: search('CD4') }));
    expect(first.response.status).toBe(200);
    expect(first.text).toContain('lstItems');
    const etag = first.response.headers.get('ETag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    const again = await send(gateway, gatewayRequest(MAKE_CALL, { data: search('CD4') }));
    expect(again.text).toBe(first.text);
    expect(again.response.headers.get('ETag')).toBe(etag);
    expect(again.response.headers.get('content-type')).toBe(
      first.response.headers.get('content-type'),
    );
    // The CRM's own cache would also answer without running; the kept bytes skip the CRM call.
    expect(runs.count).toBe(1);

    await db.query(
      `UPDATE catalog_items SET title = title || ' (new lot)'
        WHERE item_id = (SELECT item_id FROM catalog_items ORDER BY item_id LIMIT 1)`,
    );
    await send(gateway, gatewayRequest(MAKE_CALL, { data: search('CD4') }));
    expect(runs.count).toBe(2);
  });

  it('never gives the kept guest answer to a request with a token', async () => {
    const { gateway } = countingGateway();
    const guest = await send(gateway, gatewayRequest(MAKE_CALL, { data: search('CD8') }));
    const withToken = await send(
      gateway,
      gatewayRequest(MAKE_CALL, { data: search('CD8') }, { headers: { authorization: 'x.y.z' } }),
    );
    expect(withToken.text).not.toBe(guest.text);
    expect(withToken.response.headers.get('ETag')).toBeNull();
  });

  it('keeps no answer of a document with more than one field', async () => {
    const { gateway } = countingGateway();
    const two =
      'query Two($data: AWSJSON) { a: salesforceActions(action: "makeCall", data: $data) b: salesforceActions(action: "makeCall", data: $data) }';
    await send(gateway, gatewayRequest(two, { data: search('ABC') }));
    const second = await send(gateway, gatewayRequest(two, { data: search('ABC') }));
    expect(second.response.headers.get('ETag')).toBeNull();
    expect(JSON.parse(second.text)).toHaveProperty('data.a');
  });

  it("makes the answer again when the storefront's guest account changes", async () => {
    const { gateway } = countingGateway();
    const domain = DEMO_STOREFRONTS.guest.domain;
    const first = await send(gateway, gatewayRequest(MAKE_CALL, { data: search('CD') }));
    expect(first.response.headers.get('ETag')).not.toBeNull();
    const [row] = await db.query<{ guest_account_id: string }>(
      'SELECT guest_account_id FROM storefronts WHERE domain = $1',
      [domain],
    );
    await db.query('UPDATE storefronts SET guest_account_id = NULL WHERE domain = $1', [domain]);
    try {
      const after = await send(gateway, gatewayRequest(MAKE_CALL, { data: search('CD') }));
      expect(after.text).not.toBe(first.text);
    } finally {
      await db.query('UPDATE storefronts SET guest_account_id = $2 WHERE domain = $1', [
        domain,
        row!.guest_account_id,
      ]);
    }
  });

  it('stays within its bounds', async () => {
    const cache = new PublicAnswerCache({
      maxEntries: 2,
      maxBytes: 1_000_000,
      maxEntryBytes: 1_000,
    });
    const note = {
      shared: [{ revision: '1', storefrontId: 's', guestAccountId: 'g' }],
    };
    const answer = (text: string) =>
      new Response(JSON.stringify({ data: { salesforceActions: text } }), { status: 200 });
    const body = (n: number) =>
      JSON.stringify({ variables: { data: JSON.stringify({ domain: `d${n}` }) } });
    for (let n = 0; n < 3; n += 1)
      await cache.keep({ key: `k${n}`, body: body(n) }, note, answer(`answer ${n}`));
    expect(cache.size.entries).toBe(2);
    const large = await cache.keep(
      { key: 'large', body: body(9) },
      note,
      answer('x'.repeat(2_000)),
    );
    expect(large.headers.get('ETag')).toBeNull();
    expect(cache.size.entries).toBe(2);
  });
});
