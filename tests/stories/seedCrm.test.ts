// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/shared/demo';
import { parsePastedBlocks } from '../../stories/support/pastedBlocks';
import { firstQuoteId, seedCrmAnswer, seedTables } from '../../stories/support/seedCrm';

const account = DEMO_ACCOUNTS.main.id;

describe("the stories' CRM, built from the seed generators", () => {
  it("answers getLookupRecords with the account's quotes only, totals computed from the lines", () => {
    const result = seedCrmAnswer('getLookupRecords', {
      objectName: 'Quote',
      displayFields: ['QuoteNumber', 'Total'],
      accountId: account,
    });
    expect(result.statusCode).toBe(200);
    const rows = result.content as { Id: string; QuoteNumber: string; Total: number }[];
    const ofAccount = seedTables().quotes!.filter((quote) => quote.account_id === account);
    expect(rows.map((row) => row.Id).sort()).toEqual(ofAccount.map((q) => String(q.id)).sort());
    expect(rows.some((row) => row.Total > 0)).toBe(true);
    expect(Object.keys(rows[0]!).sort()).toEqual(['Id', 'QuoteNumber', 'Total']);
  });

  it('refuses account-owned objects without an account, as the CRM does', () => {
    expect(seedCrmAnswer('getLookupRecords', { objectName: 'Quote' })).toEqual({
      statusCode: 400,
      content: 'ERROR: An account is required.',
    });
  });

  it('answers getRecord with the record and its fields metadata, or "No records Found."', () => {
    const id = firstQuoteId(account);
    const found = seedCrmAnswer('getRecord', {
      objectName: 'Quote',
      objectId: id,
      displayFields: ['Name'],
    });
    expect(found.content).toMatchObject({
      recordData: { Id: id },
      fieldsMetadata: [
        { name: 'Id', label: 'Quote ID', type: 'id' },
        { name: 'Name', label: 'Quote Name', type: 'string' },
      ],
    });
    expect(seedCrmAnswer('getRecord', { objectName: 'Quote', objectId: 'nope' }).content).toBe(
      'ERROR: No records Found.',
    );
  });
});

describe('pasted blocks for the page preview', () => {
  it('fills stored defaults and keeps the configuration for the pipeline to judge', () => {
    const parsed = parsePastedBlocks('[{"componentName":"heroBanner","configuration":{"x":1}}]');
    expect(parsed).toMatchObject({
      ok: true,
      blocks: [{ componentName: 'heroBanner', section: 'Content', schemaVersion: 1, order: 1 }],
    });
  });

  it('explains what is wrong with unusable input', () => {
    expect(parsePastedBlocks('{')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^not JSON/),
    });
    expect(parsePastedBlocks('[{"section":"Content"}]')).toEqual({
      ok: false,
      error: 'block 1 has no componentName',
    });
    expect(parsePastedBlocks('[{"componentName":"x","section":"Side"}]')).toEqual({
      ok: false,
      error: 'block 1: section must be Header, Content or Footer',
    });
  });
});
