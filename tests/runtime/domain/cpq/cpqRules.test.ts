import { describe, expect, it } from 'vitest';
import {
  approvalBadge,
  defaultSelection,
  discountVerdict,
  quoteLines,
  quoteTotals,
  sameSelection,
  selectionProblems,
  tierFor,
  unitPriceFor,
  withComponentQty,
  withInstrumentQty,
  type CpqBundle,
  type CpqSelection,
} from '../../../../runtime/blocks';

const TIERS = [
  { minQty: 2, percentOff: 3 },
  { minQty: 4, percentOff: 6 },
];

const item = (listPrice: number, contract: number | null = null, tiers = TIERS) => ({
  itemId: 'i1',
  sku: 'SKU-1',
  title: 'Item',
  listPrice,
  tiers,
  contract:
    contract === null
      ? null
      : { contractNumber: 'CT-1', unitPrice: contract, validTo: '2027-06-30' },
});

const BUNDLE: CpqBundle = {
  id: 'b1',
  name: 'Aurion bundle',
  summary: '',
  currency: 'USD',
  instrument: { ...item(100000, 92000), itemId: 'inst', title: 'Aurion 3L' },
  maxInstruments: 5,
  components: [
    {
      ...item(1500, null, []),
      itemId: 'loader',
      id: 'c1',
      kind: 'option',
      description: '',
      defaultQty: 0,
      maxQty: 1,
      title: 'Plate loader',
    },
    {
      ...item(99.99, null, [{ minQty: 5, percentOff: 8 }]),
      itemId: 'sheath',
      id: 'c2',
      kind: 'starterKit',
      description: '',
      defaultQty: 2,
      maxQty: 24,
      title: 'Sheath fluid',
    },
  ],
  servicePlans: [
    {
      ...item(12000, null, [
        { minQty: 3, percentOff: 5 },
        { minQty: 5, percentOff: 10 },
      ]),
      itemId: 'plan',
      id: 'p1',
      level: 'Essential',
      description: '',
      title: 'Essential Service Plan, Aurion 3L, 12 months',
    },
  ],
  discountPolicy: { autoApprovePercent: 5, maxPercent: 20, minReasonLength: 15 },
};

describe('tierFor', () => {
  it.each([
    [1, null],
    [2, 3],
    [3, 3],
    [4, 6],
    [40, 6],
  ])('at %i units gives %s %% off', (qty, percent) => {
    expect(tierFor(TIERS, qty)?.percentOff ?? null).toBe(percent);
  });
});

describe('unitPriceFor', () => {
  it.each([
    // listPrice, contract, qty, unit, source
    [100000, null, 1, 100000, 'list'],
    [100000, null, 2, 97000, 'tier'],
    [100000, null, 4, 94000, 'tier'],
    [100000, 92000, 1, 92000, 'contract'],
    [100000, 95000, 4, 94000, 'tier'],
    [100000, 94000, 4, 94000, 'contract'],
    [99.99, null, 2, 96.99, 'tier'],
  ] as const)(
    'list %d, contract %s, %i units: %d from the %s',
    (list, contract, qty, unit, source) => {
      const price = unitPriceFor(item(list, contract), qty);
      expect(price.unitPrice).toBe(unit);
      expect(price.source).toBe(source);
    },
  );
});

describe('quoteLines and quoteTotals', () => {
  const selection: CpqSelection = {
    bundleId: 'b1',
    instrumentQty: 2,
    components: { c1: 1, c2: 3 },
    servicePlanId: 'p1',
    serviceYears: 3,
  };

  it('prices instruments, components per instrument and the plan as instrument-years', () => {
    const lines = quoteLines(BUNDLE, selection);
    expect(lines.map((line) => [line.kind, line.qty, line.unitPrice, line.source])).toEqual([
      ['instrument', 2, 92000, 'contract'],
      ['option', 2, 1500, 'list'],
      ['starterKit', 6, 91.99, 'tier'],
      ['servicePlan', 6, 10800, 'tier'],
    ]);
    expect(lines[3]!.title).toBe('Essential Service Plan, Aurion 3L, 3 years');
  });

  it.each([
    // discount, discountAmount, total
    [0, 0, 252351.94],
    [4, 10094.08, 242257.86],
    [7.25, 18295.52, 234056.42],
  ])('with %s %% off takes %s off, totalling %s', (discount, amount, total) => {
    const totals = quoteTotals(quoteLines(BUNDLE, selection), discount);
    expect(totals.listTotal).toBe(200000 + 3000 + 599.94 + 72000);
    expect(totals.contractSavings).toBe(16000);
    expect(totals.tierSavings).toBe(48 + 7200);
    expect(totals.subtotal).toBe(252351.94);
    expect(totals.discountAmount).toBe(amount);
    expect(totals.total).toBe(total);
  });

  it('rounds each line half up to the cent, as the CRM rounds a quote line', () => {
    const kit = quoteLines(
      { ...BUNDLE, components: [BUNDLE.components[1]!], servicePlans: [] },
      {
        ...selection,
        instrumentQty: 1,
        components: { c2: 1 },
      },
    );
    // 99.99 x (1 - 0.125) = 87.49125 -> 87.49; the instrument 92000 x 0.875 = 80500.
    expect(quoteTotals(kit, 12.5).total).toBe(80500 + 87.49);
  });

  it('quotes nothing without an instrument', () => {
    expect(quoteLines(BUNDLE, { ...selection, instrumentQty: 0 })).toEqual([]);
  });
});

describe('selectionProblems', () => {
  it.each([
    [{}, []],
    [{ instrumentQty: 0 }, ['Choose between 1 and 5 instruments.']],
    [{ instrumentQty: 1.5 }, ['Choose between 1 and 5 instruments.']],
    [{ components: { c1: 2 } }, ['Plate loader: choose between 0 and 1 per instrument.']],
    [{ components: { zz: 1 } }, ['Unknown option zz.']],
    [{ servicePlanId: 'p9' }, ['Unknown service plan p9.']],
    [{ serviceYears: 2 }, ['A service plan runs for 1, 3 or 5 years.']],
  ])('%j: %j', (change, problems) => {
    expect(
      selectionProblems(BUNDLE, { ...defaultSelection(BUNDLE), ...change } as CpqSelection),
    ).toEqual(problems);
  });
});

describe('discountVerdict', () => {
  const policy = BUNDLE.discountPolicy;
  const reason = 'Competing offer from a rival';
  it.each([
    [{ percent: 5, reason, isManager: false }, 'Only a manager can request a discount.'],
    [{ percent: 0, reason, isManager: true }, 'Enter a discount above 0%.'],
    [{ percent: 2.555, reason, isManager: true }, 'Use at most two decimals for the discount.'],
    [
      { percent: 21, reason, isManager: true },
      'A discount above 20% needs your Cellaris account executive.',
    ],
    [
      { percent: 5, reason: 'cheaper', isManager: true },
      'Give a reason of at least 15 characters.',
    ],
    [{ percent: 5, reason, isManager: true }, 'Approved'],
    [{ percent: 5.01, reason, isManager: true }, 'Pending'],
    [{ percent: 20, reason, isManager: true }, 'Pending'],
  ])('%j -> %s', (request, expected) => {
    const verdict = discountVerdict(policy, request);
    expect(verdict.allowed ? verdict.state : verdict.reason).toBe(expected);
  });
});

describe('editing a selection', () => {
  it('clamps quantities to their limits and drops a component at 0', () => {
    const start = defaultSelection(BUNDLE);
    expect(start).toEqual({
      bundleId: 'b1',
      instrumentQty: 1,
      components: { c2: 2 },
      servicePlanId: 'p1',
      serviceYears: 3,
    });
    expect(withComponentQty(BUNDLE, start, 'c1', 5).components.c1).toBe(1);
    expect(withComponentQty(BUNDLE, start, 'c2', 0).components).toEqual({});
    expect(withInstrumentQty(BUNDLE, start, 9).instrumentQty).toBe(5);
    expect(withInstrumentQty(BUNDLE, start, Number.NaN).instrumentQty).toBe(1);
  });

  it('compares selections ignoring components at 0 and the term without a plan', () => {
    const start = defaultSelection(BUNDLE);
    expect(sameSelection(start, { ...start, components: { c2: 2, c1: 0 } })).toBe(true);
    expect(sameSelection(start, { ...start, serviceYears: 5 })).toBe(false);
    expect(
      sameSelection(
        { ...start, servicePlanId: null },
        { ...start, servicePlanId: null, serviceYears: 5 },
      ),
    ).toBe(true);
  });
});

describe('approvalBadge', () => {
  it.each([
    ['None', 'No discount', 'neutral'],
    ['Pending', 'Approval pending', 'warning'],
    ['Approved', 'Discount approved', 'success'],
    ['Rejected', 'Discount rejected', 'error'],
  ] as const)('%s', (state, label, tone) => {
    expect(approvalBadge(state)).toEqual({ label, tone });
  });
});
