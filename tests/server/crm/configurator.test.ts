import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrm } from '../../../server/crm/index';
import { openTestDatabase } from '../../../server/db/testing';
import type { Crm, Db } from '../../../server/shared/contracts';
import { DEMO_STOREFRONTS } from '../../../server/shared/demo';
import type {
  ConfiguratorRules,
  SavedConfiguration,
} from '../../../schemas/configurator/configuratorTypes';
import { callerOf, crmCall, GUEST_CALLER, PAUL } from './crmCall';

let db: Db;
let crm: Crm;
beforeAll(async () => {
  db = await openTestDatabase();
  crm = createCrm(db);
});
afterAll(async () => {
  await db.close();
});

const AURION_4L = 'a1Cellaris0001146';
const SORTERA_6 = 'a1Cellaris0001149';
const B_CELL_KIT = 'a1Cellaris0000901';
const asPaul = {
  userType: PAUL.group,
  accountId: PAUL.accountId,
  contactId: PAUL.contactId,
  caller: callerOf(PAUL),
};
const asGuest = {
  userType: 'AWSGuest',
  accountId: DEMO_STOREFRONTS.guest.guestAccountId!,
  domain: DEMO_STOREFRONTS.guest.domain,
  contactId: undefined,
  caller: GUEST_CALLER,
};

interface SaveAnswer {
  configuration: SavedConfiguration;
  total: number;
  cart: {
    quote: { id: string };
    lineItems: { itemId: string; qty: number; configurationId: string | null }[];
  };
}

const panel = (markers: [string, string | null][], quantity = 1) => ({
  kind: 'panel',
  instrumentItemId: AURION_4L,
  markers: markers.map(([marker, fluorochrome]) => ({ marker, fluorochrome })),
  quantity,
});

function save(
  selection: unknown,
  options: { objID?: string; itemId?: string | null } = {},
  who = {},
) {
  return crm.makeCall(
    crmCall('saveItemToQuote', {
      payload: {
        saverequest: JSON.stringify({
          configuration: { itemId: options.itemId ?? null, name: 'My T cell panel', selection },
        }),
        ...(options.objID ? { objID: options.objID } : {}),
      },
      ...who,
    }),
  );
}

describe('getConfiguratorRules', () => {
  it('answers the panel rules as data: instruments with lasers and detectors, conjugates with price and stock', async () => {
    const answer = await crm.makeCall(crmCall('getConfiguratorRules', { callType: 'GET' }));
    expect(answer.statusCode).toBe(200);
    const rules = answer.content as ConfiguratorRules;
    expect(rules.product).toBeNull();
    const aurion = rules.panel!.instruments.find((entry) => entry.itemId === AURION_4L)!;
    expect(aurion.lasers.map((laser) => laser.wavelengthNm)).toEqual([405, 488, 561, 640]);
    expect(aurion.detectors).toContainEqual({ id: 'B1', laserNm: 488, centerNm: 530, widthNm: 30 });
    expect(rules.panel!.overlaps).toContainEqual({ a: 'PE', b: 'PE-Dazzle 594', severity: 'high' });
    const cd4 = rules.panel!.conjugates.find(
      (entry) => entry.marker === 'CD4' && entry.fluorochrome === 'FITC',
    )!;
    expect(cd4).toMatchObject({ sku: 'CY-AB-10001', price: 189, currency: 'USD' });
    expect(['In stock', 'Low stock', 'Made to order']).toContain(cd4.availability.status);
  });

  it('opens a panel kit with its suggested markers', async () => {
    const answer = await crm.makeCall(
      crmCall('getConfiguratorRules', { callType: 'GET', query: { itemId: B_CELL_KIT } }),
    );
    const rules = answer.content as ConfiguratorRules;
    expect(rules.product).toMatchObject({
      kind: 'panel',
      suggestedMarkers: ['CD19', 'CD20', 'CD27', 'CD38'],
    });
  });

  it('answers an instrument with its options and requires/excludes rules', async () => {
    const answer = await crm.makeCall(
      crmCall('getConfiguratorRules', { callType: 'GET', query: { itemId: SORTERA_6 } }),
    );
    const rules = answer.content as ConfiguratorRules;
    expect(rules.panel).toBeNull();
    expect(rules.instrument!.options.map((option) => option.category)).toContain('Service plan');
    expect(rules.instrument!.rules.map((rule) => rule.rule).sort()).toContain('excludes');
    expect(rules.instrument!.rules.some((rule) => rule.rule === 'requires')).toBe(true);
  });

  it('says which items have no configurator and which do not exist', async () => {
    const plain = await crm.makeCall(
      crmCall('getConfiguratorRules', { callType: 'GET', query: { itemId: 'a1Cellaris0000001' } }),
    );
    expect(plain).toEqual({ statusCode: 404, content: 'ERROR: This item has no configurator.' });
    const missing = await crm.makeCall(
      crmCall('getConfiguratorRules', { callType: 'GET', query: { itemId: 'nope' } }),
    );
    expect(missing).toEqual({ statusCode: 404, content: 'ERROR: Item not found.' });
  });
});

describe('saveItemToQuote with a configuration', () => {
  it('saves a panel into the cart as configured lines, and objID changes it in place', async () => {
    const first = await save(
      panel(
        [
          ['CD3', 'PE'],
          ['CD4', 'APC'],
        ],
        2,
      ),
      {},
      asPaul,
    );
    expect(first.statusCode).toBe(200);
    const saved = first.content as SaveAnswer;
    expect(saved.configuration).toMatchObject({ kind: 'panel', name: 'My T cell panel' });
    const configured = saved.cart.lineItems.filter(
      (line) => line.configurationId === saved.configuration.id,
    );
    expect(configured).toHaveLength(2);
    expect(configured.every((line) => line.qty === 2)).toBe(true);

    const changed = await save(
      panel([
        ['CD3', 'PE'],
        ['CD4', 'APC'],
        ['CD8a', 'BV711'],
      ]),
      { objID: saved.configuration.id },
      asPaul,
    );
    const after = changed.content as SaveAnswer;
    expect(after.configuration.id).toBe(saved.configuration.id);
    const lines = after.cart.lineItems.filter(
      (line) => line.configurationId === saved.configuration.id,
    );
    expect(lines).toHaveLength(3);
    expect(lines.every((line) => line.qty === 1)).toBe(true);

    const reopened = await crm.makeCall(
      crmCall('getConfiguration', {
        callType: 'GET',
        query: { configurationId: saved.configuration.id },
        ...asPaul,
      }),
    );
    expect((reopened.content as SavedConfiguration).selection).toMatchObject({
      markers: [{ marker: 'CD3' }, { marker: 'CD4' }, { marker: 'CD8a', fluorochrome: 'BV711' }],
    });
  });

  it('keeps configured lines apart from a plain line of the same item', async () => {
    const saved = (await save(panel([['CD4', 'FITC']]), {}, asPaul)).content as SaveAnswer;
    const plain = await crm.makeCall(
      crmCall('saveItemToQuote', {
        payload: { saverequest: JSON.stringify({ itemId: 'a1Cellaris0000001', qty: 1 }) },
        ...asPaul,
      }),
    );
    const lines = (plain.content as SaveAnswer['cart']).lineItems.filter(
      (line) => line.itemId === 'a1Cellaris0000001',
    );
    expect(lines.find((line) => line.configurationId === saved.configuration.id)?.qty).toBe(1);
    expect(lines.some((line) => line.configurationId === null)).toBe(true);
  });

  it('refuses a panel that breaks a rule, and changes nothing', async () => {
    const before = await db.query('SELECT count(*)::int AS n FROM product_configurations');
    const sortera4 = { ...panel([['CD3', 'BV421']]), instrumentItemId: 'a1Cellaris0001148' };
    const refused = await save(sortera4, {}, asPaul);
    expect(refused.statusCode).toBe(422);
    expect(String(refused.content)).toContain('cannot read BV421');
    const twice = await save(
      panel([
        ['CD3', 'FITC'],
        ['CD4', 'FITC'],
      ]),
      {},
      asPaul,
    );
    expect(String(twice.content)).toContain('CD3 and CD4 all use FITC');
    const after = await db.query('SELECT count(*)::int AS n FROM product_configurations');
    expect(after).toEqual(before);
  });

  it('saves an overlapping panel: warnings do not block', async () => {
    const answer = await save(
      panel([
        ['CD3', 'PE'],
        ['CD4', 'PE-Dazzle 594'],
      ]),
      {},
      asPaul,
    );
    expect(answer.statusCode).toBe(200);
  });

  it('checks instrument option compatibility', async () => {
    const rules = (
      await crm.makeCall(
        crmCall('getConfiguratorRules', { callType: 'GET', query: { itemId: SORTERA_6 } }),
      )
    ).content as ConfiguratorRules;
    const requires = rules.instrument!.rules.find((rule) => rule.rule === 'requires')!;
    const refused = await save(
      { kind: 'instrument', optionItemIds: [requires.optionItemId], quantity: 1 },
      { itemId: SORTERA_6 },
      asPaul,
    );
    expect(refused.statusCode).toBe(422);
    expect(String(refused.content)).toContain('requires');
    const ok = await save(
      {
        kind: 'instrument',
        optionItemIds: [requires.optionItemId, requires.targetItemId],
        quantity: 1,
      },
      { itemId: SORTERA_6 },
      asPaul,
    );
    expect(ok.statusCode).toBe(200);
    const lines = (ok.content as SaveAnswer).cart.lineItems.filter(
      (line) => line.configurationId === (ok.content as SaveAnswer).configuration.id,
    );
    expect(lines[0]?.itemId).toBe(SORTERA_6);
    expect(lines.map((line) => line.itemId).sort()).toEqual(
      [SORTERA_6, requires.optionItemId, requires.targetItemId].sort(),
    );
  });

  it("answers another customer's configuration as missing, and refuses guests", async () => {
    const maria = (await save(panel([['CD3', 'APC']]))).content as SaveAnswer;
    const read = await crm.makeCall(
      crmCall('getConfiguration', {
        callType: 'GET',
        query: { configurationId: maria.configuration.id },
        ...asPaul,
      }),
    );
    expect(read).toEqual({ statusCode: 404, content: 'ERROR: Configuration not found.' });
    const overwrite = await save(
      panel([['CD3', 'FITC']]),
      { objID: maria.configuration.id },
      asPaul,
    );
    expect(overwrite).toEqual({ statusCode: 404, content: 'ERROR: Configuration not found.' });
    const [row] = await db.query('SELECT selection FROM product_configurations WHERE id = $1', [
      maria.configuration.id,
    ]);
    expect(row?.selection).toMatchObject({ markers: [{ marker: 'CD3', fluorochrome: 'APC' }] });
    const guest = await save(panel([['CD3', 'APC']]), {}, asGuest);
    expect(guest.statusCode).toBe(403);
  });

  it('names malformed saverequests', async () => {
    const answer = await save({ kind: 'panel', markers: 'CD3', quantity: 1 }, {}, asPaul);
    expect(answer).toEqual({
      statusCode: 400,
      content: 'ERROR: a panel names its markers as [{marker, fluorochrome}].',
    });
    const zero = await save(panel([['CD3', 'APC']], 0), {}, asPaul);
    expect(String(zero.content)).toContain('quantity must be a whole number');
  });
});
