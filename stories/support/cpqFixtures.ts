import type { CpqBundle, CpqQuote, CpqSelection } from '../../runtime/blocks';

/**
 * Quote configurator fixtures for stories and block tests: two bundles priced like the seeded
 * CRM's (a contract price on the instrument, volume tiers on kits and plans) and saved quotes.
 */
const plan = (id: string, level: string, listPrice: number) => ({
  id,
  level,
  itemId: `item-${id}`,
  sku: `CY-SV-${id}`,
  title: `${level} Service Plan, Aurion 3L, 12 months`,
  description: `${level} coverage: preventive maintenance, parts and on-site labour.`,
  listPrice,
  tiers: [
    { minQty: 3, percentOff: 5 },
    { minQty: 5, percentOff: 10 },
  ],
  contract: null,
});

export const AURION_BUNDLE: CpqBundle = {
  id: 'bundle-aurion-3l',
  name: 'Aurion 3L flow cytometry bundle',
  summary: 'Three-laser, 14-colour benchtop analyzer with setup beads, fluidics and service.',
  currency: 'USD',
  instrument: {
    itemId: 'item-aurion',
    sku: 'CY-IN-10001',
    title: 'Cellaris Aurion 3L Flow Cytometer',
    listPrice: 250000,
    tiers: [
      { minQty: 2, percentOff: 3 },
      { minQty: 4, percentOff: 6 },
    ],
    contract: { contractNumber: 'CT-2026-0142', unitPrice: 230000, validTo: '2027-06-30' },
  },
  maxInstruments: 5,
  components: [
    {
      id: 'c-loader',
      kind: 'option',
      itemId: 'item-loader',
      sku: 'CY-SP-10008',
      title: 'Plate Loader for Aurion',
      description: '96- and 384-well plate acquisition with mixing.',
      listPrice: 12400,
      tiers: [],
      contract: null,
      defaultQty: 0,
      maxQty: 1,
    },
    {
      id: 'c-cart',
      kind: 'accessory',
      itemId: 'item-cart',
      sku: 'CY-SP-10009',
      title: 'Fluidics Cart for Aurion',
      description: 'Mobile cart with sheath and waste tanks.',
      listPrice: 3200,
      tiers: [],
      contract: null,
      defaultQty: 1,
      maxQty: 1,
    },
    {
      id: 'c-sheath',
      kind: 'starterKit',
      itemId: 'item-sheath',
      sku: 'CY-BF-10030',
      title: 'Sheath Fluid, 20 L',
      description: 'Ready-to-use sheath fluid for the first months.',
      listPrice: 180,
      tiers: [
        { minQty: 5, percentOff: 8 },
        { minQty: 10, percentOff: 12 },
      ],
      contract: null,
      defaultQty: 2,
      maxQty: 24,
    },
  ],
  servicePlans: [plan('essential', 'Essential', 9000), plan('premier', 'Premier', 21000)],
  discountPolicy: { autoApprovePercent: 5, maxPercent: 20, minReasonLength: 15 },
};

export const SORTERA_BUNDLE: CpqBundle = {
  ...AURION_BUNDLE,
  id: 'bundle-sortera-4',
  name: 'Sortera 4-way cell sorting bundle',
  summary: 'Four-way, 70 µm sorter with aerosol management, nozzles, sort setup and service.',
  instrument: {
    ...AURION_BUNDLE.instrument,
    itemId: 'item-sortera',
    title: 'Cellaris Sortera 4-Way Cell Sorter',
    listPrice: 410000,
    contract: null,
  },
};

export const CPQ_BUNDLES = [AURION_BUNDLE, SORTERA_BUNDLE];

/** A saved quote of `selection`, with its discount as given. */
export function savedQuote(
  selection: CpqSelection,
  discount: Partial<CpqQuote['discount']> = {},
  overrides: Partial<CpqQuote> = {},
): CpqQuote {
  return {
    quoteId: '0Q0Dn0000000000123',
    quoteNumber: 'Q-00000123',
    name: 'Aurion 3L flow cytometry bundle (Q-123)',
    status: 'Quote',
    isActive: false,
    currency: 'USD',
    validUntil: '2026-12-25',
    createdAt: '2026-11-25T10:00:00.000Z',
    updatedAt: '2026-11-25T10:00:00.000Z',
    selection,
    discount: {
      percent: 0,
      reason: null,
      state: 'None',
      requestedBy: null,
      requestedAt: null,
      decidedAt: null,
      note: null,
      ...discount,
    },
    total: 0,
    ...overrides,
  };
}
