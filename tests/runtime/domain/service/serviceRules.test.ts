import { describe, expect, it } from 'vitest';
import {
  availabilityText,
  coverageOf,
  instrumentIdFromPath,
  instrumentPagePath,
  knowledgeModelOf,
  partQuantityProblem,
  partsSearchRequest,
  replacementOf,
  PARTS_PAGE_SIZE,
} from '../../../../runtime/domain/service/serviceRules';
import type { Part, PartRelations } from '../../../../runtime/domain/service/serviceTypes';

const part = (overrides: Partial<Part>): Part => ({
  itemId: 'P',
  partNumber: 'AUR-X',
  title: 'X',
  description: '',
  category: 'Filters',
  price: 1,
  currency: 'USD',
  availability: 'In stock',
  stockQty: 5,
  leadTimeDays: 2,
  isObsolete: false,
  isKit: false,
  models: [],
  thumbnailUrl: null,
  explodedView: null,
  ...overrides,
});

describe('service rules', () => {
  it('builds the search payload: text trimmed and collapsed, page from 1, the page size', () => {
    expect(
      partsSearchRequest({ text: '  laser   488 ', modelCode: 'AUR4L', category: null, page: 0 }),
    ).toEqual({
      searchText: 'laser 488',
      modelCode: 'AUR4L',
      category: null,
      page: 1,
      pageSize: PARTS_PAGE_SIZE,
    });
  });

  it('says when a part ships', () => {
    expect(availabilityText(part({ stockQty: 12 }))).toBe('In stock (12)');
    expect(availabilityText(part({ availability: 'Limited stock', stockQty: 2 }))).toBe(
      'Limited stock (2 left)',
    );
    expect(availabilityText(part({ availability: 'Backordered', leadTimeDays: 21 }))).toBe(
      'Backordered: ships in about 21 days',
    );
    expect(availabilityText(part({ availability: 'Obsolete', isObsolete: true }))).toBe(
      'Obsolete: no longer sold',
    );
  });

  it('offers the last part of the replacement chain of an obsolete part only', () => {
    const chain: PartRelations = {
      part: part({ isObsolete: true }),
      supersededBy: [
        { ...part({ partNumber: 'B' }), note: '' },
        { ...part({ partNumber: 'C' }), note: '' },
      ],
      supersedes: [],
      substitutes: [],
      related: [],
    };
    expect(replacementOf(chain)?.partNumber).toBe('C');
    expect(replacementOf({ ...chain, part: part({}) })).toBeNull();
  });

  it('reads contract and warranty coverage against today', () => {
    expect(coverageOf(null, '2026-11-25')).toBeNull();
    expect(coverageOf('2026-11-24', '2026-11-25')).toBe('ended');
    expect(coverageOf('2026-12-20', '2026-11-25')).toBe('ending');
    expect(coverageOf('2027-06-01', '2026-11-25')).toBe('active');
  });

  it('accepts whole quantities from 1 to 999', () => {
    expect(partQuantityProblem('3')).toBeNull();
    expect(partQuantityProblem(' 999 ')).toBeNull();
    expect(partQuantityProblem('0')).toBe('Enter at least 1.');
    expect(partQuantityProblem('1000')).toBe('Enter at most 999.');
    expect(partQuantityProblem('2.5')).toBe('Enter a whole number.');
    expect(partQuantityProblem('')).toBe('Enter a whole number.');
  });
});

describe('instrument pages', () => {
  it.each([
    ['/service/instrument/a0IBNorth0001', 'a0IBNorth0001'],
    ['/Service/Instrument/a0IBNorth0001/', 'a0IBNorth0001'],
    ['/service/instrument/a%20b', 'a b'],
    ['/service/instrument', null],
    ['/service/instrument/a/b', null],
    ['/service/instrument/%E0%A4%A', null],
    ['/service/instrument/%20', null],
    ['/service', undefined],
    ['/category/x', undefined],
  ])('reads %s as %s', (path, id) => {
    expect(instrumentIdFromPath(path)).toBe(id);
  });

  it('builds the page path from a pattern, escaping the id', () => {
    expect(instrumentPagePath({ id: 'a0IB 1' })).toBe('/service/instrument/a0IB%201');
    expect(instrumentPagePath({ id: 'x' }, '/kit/{id}/view')).toBe('/kit/x/view');
  });

  it("finds the knowledge model an instrument's model name starts with, the longest one", () => {
    const models = ['Aurion 3L', 'Aurion 4L', 'Sortera 4-Way', 'Lumora', 'HelixSeq X', 'Helix'];
    expect(knowledgeModelOf('Aurion 4L Flow Cytometer', models)).toBe('Aurion 4L');
    expect(knowledgeModelOf('Lumora Imaging Cytometer', models)).toBe('Lumora');
    expect(knowledgeModelOf('HelixSeq X Sequencer', models)).toBe('HelixSeq X');
    expect(knowledgeModelOf('lumora', models)).toBe('Lumora');
    // Whole words only: "Aurion 4" is not "Aurion 4L"; "HelixSeq 1000" is not "Helix".
    expect(knowledgeModelOf('Aurion 4 Analyzer', models)).toBeNull();
    expect(knowledgeModelOf('HelixSeq 1000 Sequencer', models)).toBeNull();
    expect(knowledgeModelOf('Aurion 4L', [])).toBeNull();
  });
});
