import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionResult, Crm, Db } from '../../../../server/shared/contracts';
import { DEMO_ACCOUNTS, DEMO_STOREFRONTS } from '../../../../server/shared/demo';
import { createCrm } from '../../../../server/crm/index';
import { openTestDatabase } from '../../../../server/db/testing';
import { callerOf, crmCall, GUEST_CALLER, MARIA, PAUL, SOPHIE } from '../crmCall';

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
const BILLING = '/services/apexrest/billingportal';
type User = typeof MARIA;

function asUser(user: User, storefront: 'portal' | 'sso' = 'portal') {
  return {
    accountId: user.accountId,
    userType: user.group,
    contactId: user.contactId,
    domain: DEMO_STOREFRONTS[storefront].domain,
    caller: callerOf(user, storefront),
  };
}

function call(
  type: string,
  options: {
    payload?: unknown;
    query?: Record<string, string>;
    callType?: 'GET' | 'POST';
    base?: string;
  },
  user: User = MARIA,
  storefront: 'portal' | 'sso' = 'portal',
): Promise<ActionResult> {
  return crm.makeCall(
    crmCall(type, {
      callType: 'POST',
      ...options,
      ...asUser(user, storefront),
      base: options.base ?? '/services/apexrest/ecommerce',
    }),
  );
}

async function content(
  type: string,
  options: {
    payload?: unknown;
    query?: Record<string, string>;
    callType?: 'GET' | 'POST';
    base?: string;
  },
  user: User = MARIA,
  storefront: 'portal' | 'sso' = 'portal',
): Promise<Json> {
  const result = await call(type, options, user, storefront);
  expect(result.statusCode, JSON.stringify(result.content)).toBe(200);
  return result.content as Json;
}

const search = (payload: unknown, user: User = MARIA) =>
  content('getKnowledgeDataBySearch', { payload }, user) as Promise<{
    total: number;
    matchedAll: boolean;
    articles: { articleNumber: string; title: string; models: string[]; categories: string[] }[];
  }>;

describe('getKnowledgeDataBySearch', () => {
  it('ranks articles whose title and symptom match above those mentioning the words in passing', async () => {
    const answer = await search({ searchText: 'laser power drops' });
    expect(answer.matchedAll).toBe(true);
    expect(answer.articles[0]?.articleNumber).toBe('KA-01006');
    expect(answer.total).toBe(answer.articles.length);
  });

  it('matches words as prefixes while the user is still typing', async () => {
    const answer = await search({ searchText: 'bubb flow', limit: 6 });
    expect(answer.articles.map((article) => article.articleNumber)).toContain('KA-01002');
    expect(answer.articles.length).toBeLessThanOrEqual(6);
  });

  it('falls back to articles with any of the words when none has them all', async () => {
    const answer = await search({ searchText: 'nozzle zebra' });
    expect(answer.matchedAll).toBe(false);
    expect(answer.articles[0]?.title).toMatch(/nozzle/i);
  });

  it('narrows by instrument type, model and category', async () => {
    const answer = await search({
      searchText: '',
      filters: { family: 'Sequencer', models: ['HelixSeq X'], categories: ['Fluidics'] },
      limit: 50,
    });
    expect(answer.articles.length).toBeGreaterThan(0);
    for (const article of answer.articles) {
      expect(article.models).toContain('HelixSeq X');
      expect(article.categories).toContain('Fluidics');
    }
  });

  it('never lists internal articles', async () => {
    const answer = await search({ searchText: 'laser alignment procedure field engineers' });
    expect(answer.articles.map((article) => article.articleNumber)).not.toContain('KA-01030');
  });

  it('refuses bad filters by name and guests', async () => {
    const bad = await call('getKnowledgeDataBySearch', {
      payload: {
        searchText: 'x'.repeat(201),
        filters: { models: 'Aurion 3L', categories: [3] },
        limit: 0,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.content).toBe(
      'ERROR: Search: at most 200 characters. filters.categories: a list of category names. limit: 1 to 50.',
    );
    const guest = await crm.makeCall(
      crmCall('getKnowledgeDataBySearch', {
        payload: { searchText: 'laser' },
        caller: GUEST_CALLER,
        contactId: '',
        accountId: '',
        domain: DEMO_STOREFRONTS.guest.domain,
      }),
    );
    expect(guest.statusCode).toBe(401);
  });
});

describe('getKnowledgeConfigurations', () => {
  it('answers the filters with counts of the readable articles (GET)', async () => {
    const answer = await content('getKnowledgeConfigurations', { callType: 'GET' });
    const filters = answer.filters as {
      name: string;
      options: { value: string; count: number; family?: string }[];
    }[];
    expect(filters.map((filter) => filter.name)).toEqual(['family', 'model', 'category']);
    const families = filters[0]!.options;
    expect(families).toEqual([
      { value: 'Flow cytometer', label: 'Flow cytometer', count: 30 },
      { value: 'Sequencer', label: 'Sequencer', count: 15 },
    ]);
    expect(filters[1]!.options.find((option) => option.value === 'HelixSeq X')?.family).toBe(
      'Sequencer',
    );
    expect(answer).toMatchObject({ searchMinChars: 2, suggestionLimit: 6, pageSize: 10 });
    const wrongMethod = await call('getKnowledgeConfigurations', { callType: 'POST' });
    expect(wrongMethod.statusCode).toBe(405);
  });
});

describe('getKnowledgeDetail', () => {
  it('answers a part the parts catalogue does not sell without an item id', async () => {
    const article = await content('getKnowledgeDetail', { payload: { articleId: 'KA-01008' } });
    const parts = article.parts as { partNumber: string; itemId: string | null }[];
    expect(parts.map((part) => [part.partNumber, part.itemId === null])).toEqual([
      ['FC-9001-50', true],
      ['AUR-SHF-02', false],
    ]);
  });

  it('answers the article with sanitized content, steps, parts and readable related articles', async () => {
    const article = await content('getKnowledgeDetail', { payload: { articleId: 'KA-01006' } });
    expect(article.title).toBe('Laser power drops after warm-up');
    const html = String(article.contentHtml);
    expect(html).toContain('<p>Field engineers');
    expect(html).not.toMatch(/script|onclick|onerror/);
    // A part the parts catalogue sells carries its item id, so the article adds it to the cart.
    expect(article.parts).toEqual([
      {
        partNumber: 'AUR-LM488-02',
        description: 'Laser module 488 nm, 60 mW',
        quantity: 1,
        itemId: expect.stringMatching(/\S/),
        isObsolete: false,
      },
    ]);
    const steps = article.steps as { number: number; html: string }[];
    expect(steps[0]).toMatchObject({ number: 1 });
    expect(steps[0]!.html).toContain('<strong>Laser diagnostics</strong>');
    const related = (article.related as { articleNumber: string }[]).map((a) => a.articleNumber);
    expect(related).toEqual(['KA-01007', 'KA-01008', 'KA-01010']);
  });

  it('answers internal articles and unknown ids like missing ones', async () => {
    for (const articleId of ['KA-01030', 'KA-99999']) {
      const result = await call('getKnowledgeDetail', { payload: { articleId } });
      expect(result).toEqual({ statusCode: 404, content: 'ERROR: Article not found.' });
    }
    const missing = await call('getKnowledgeDetail', { payload: {} });
    expect(missing).toEqual({ statusCode: 400, content: 'ERROR: articleId: required.' });
  });
});

describe('checkIfBubbleOrg', () => {
  it("says no for Cellaris' direct customers", async () => {
    const answer = await content('checkIfBubbleOrg', { callType: 'GET' }, PAUL);
    expect(answer).toEqual({
      isBubbleOrg: false,
      accountId: DEMO_ACCOUNTS.main.id,
      accountName: DEMO_ACCOUNTS.main.name,
      serviceDesk: null,
    });
  });

  it('says yes, with the desk, for the partner organisation that runs its own service desk', async () => {
    const answer = await content('checkIfBubbleOrg', { callType: 'GET' }, SOPHIE, 'sso');
    expect(answer).toMatchObject({
      isBubbleOrg: true,
      accountId: DEMO_ACCOUNTS.sso.id,
      serviceDesk: {
        name: 'Helixa Partner Labs Service Desk',
        email: 'servicedesk@helixa-partner.example',
      },
    });
  });

  it("refuses to answer for another customer's account", async () => {
    const result = await crm.makeCall(
      crmCall('checkIfBubbleOrg', {
        callType: 'GET',
        query: { accId: DEMO_ACCOUNTS.sso.id },
        ...asUser(PAUL),
      }),
    );
    expect(result.statusCode).toBe(403);
  });
});

describe('getCaseCreationActionDetails', () => {
  const stfId = DEMO_STOREFRONTS.portal.storefrontId;

  it('answers the full response: the action in content, priorities and required fields beside it', async () => {
    const result = (await call(
      'getCaseCreationActionDetails',
      {
        callType: 'GET',
        query: { stfId },
      },
      PAUL,
    )) as ActionResult & Json;
    expect(result.statusCode).toBe(200);
    expect(result.content).toMatchObject({
      stfId,
      defaultCaseType: 'Instrument service',
      contact: { email: expect.stringContaining('@') as unknown },
    });
    expect((result.priorities as { value: string }[]).map((p) => p.value)).toEqual([
      'Low',
      'Medium',
      'High',
      'Critical',
    ]);
    expect(result.defaultPriority).toBe('Medium');
    expect(result.requiredFields).toMatchObject({
      'Instrument service': expect.arrayContaining(['serialNumber', 'symptom']) as unknown,
    });
    expect(result.limits).toMatchObject({ subjectMaxChars: 200 });
  });

  it('needs the stfId of the storefront the caller is signed in to', async () => {
    const missing = await call('getCaseCreationActionDetails', { callType: 'GET' });
    expect(missing).toEqual({ statusCode: 400, content: 'ERROR: stfId: required.' });
    const other = await call('getCaseCreationActionDetails', {
      callType: 'GET',
      query: { stfId: DEMO_STOREFRONTS.sso.storefrontId },
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('a case opened from the knowledge base', () => {
  it('is a support request with its priority, listed with the Case object of /billing/cases', async () => {
    const created = await content(
      'createRequest',
      {
        base: BILLING,
        payload: {
          requestType: 'Instrument service',
          subject: 'Laser power drops after warm-up',
          relatedTo: 'Aurion 4L, S/N AU4-31877',
          priority: 'High',
          descriptionHtml: '<p><strong>Symptom:</strong> laser power drops</p>',
          attachmentIds: [],
          draftId: 'case-draft-0001',
        },
      },
      PAUL,
    );
    expect(created).toMatchObject({ priority: 'High', type: 'Instrument service' });
    const cases = await crm.makeCall(
      crmCall('getLookupRecords', {
        payload: { objectName: 'Case', displayFields: ['CaseNumber', 'Subject', 'Status'] },
        ...asUser(PAUL),
      }),
    );
    expect(JSON.stringify(cases.content)).toContain(String(created.number));
    const refused = await call(
      'createRequest',
      {
        base: BILLING,
        payload: {
          requestType: 'Instrument service',
          subject: 'x',
          priority: 'Urgent!',
          descriptionHtml: '<p>x</p>',
        },
      },
      PAUL,
    );
    expect(refused.content).toBe('ERROR: Priority: one of Low, Medium, High, Critical.');
  });
});
