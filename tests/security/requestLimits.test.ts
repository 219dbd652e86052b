/**
 * Issue 14's abuse limits through the real server: GraphQL depth, alias and batch limits and no
 * introspection; request body and CSP report caps; forwarded headers believed only from trusted
 * proxies; the login-required portal's templates only for signed-in users.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_REPORTS_KEPT } from '../../server/app/cspReports';
import { BODY_LIMITS } from '../../server/app/bodyLimits';
import { DEFAULT_GATEWAY_API_KEY, DEMO_STOREFRONTS } from '../../server/shared/demo';
import { graphql, signIn, startSecurityStack, type SecurityStack } from './support/securityStack';
import { tally } from './support/tally';

let stack: SecurityStack;

beforeAll(async () => {
  stack = await startSecurityStack();
});

afterAll(async () => {
  tally.print('request limits and template access');
  await stack?.close();
});

const loginData = { data: JSON.stringify({ domain: DEMO_STOREFRONTS.guest.domain }) };
const errorsOf = (answer: Awaited<ReturnType<typeof graphql>>) =>
  (answer.body.errors ?? []).map((error) => error.message).join(' | ');

describe('GraphQL documents', () => {
  it('refuses introspection', async () => {
    const answer = await graphql(stack, '{ __schema { types { name } } }');
    tally.record('anonymous', answer.body.data == null);
    expect(errorsOf(answer)).toContain('introspection has been disabled');
    expect(answer.body.data ?? null).toBeNull();
  });

  it('refuses more than 20 operations in one request, aliased or not', async () => {
    const fields = Array.from({ length: 21 }, (_, i) => `r${i}: getLoginInfo(data: $data)`).join(
      ' ',
    );
    const answer = await graphql(stack, `query B($data: AWSJSON) { ${fields} }`, loginData);
    tally.record('anonymous', answer.body.data == null);
    expect(errorsOf(answer)).toContain('at most 20 are allowed in one request');
    const twenty = Array.from({ length: 20 }, (_, i) => `r${i}: getLoginInfo(data: $data)`).join(
      ' ',
    );
    const fine = await graphql(stack, `query B($data: AWSJSON) { ${twenty} }`, loginData);
    expect(fine.body.errors).toBeUndefined();
  });

  it('refuses aliases beyond 20 hidden in nested selections, and deep documents', async () => {
    const aliases = Array.from({ length: 21 }, (_, i) => `a${i}: key`).join(' ');
    const aliased = await graphql(
      stack,
      `{ metaItemByStorefront(storefrontId: "sf-cellaris-shop") { items { ${aliases} } } }`,
    );
    tally.record('anonymous', aliased.body.data == null);
    expect(errorsOf(aliased)).toContain('aliases; at most 20 are allowed');
    // Seven levels through a fragment: refused for its depth before anything runs.
    const deep = await graphql(
      stack,
      '{ metaItemByStorefront(storefrontId: "x") { items { ...F } } } fragment F on MetaItem { a { b { c { d { e } } } } }',
    );
    tally.record('anonymous', deep.body.data == null);
    expect(errorsOf(deep)).toContain('The query is 7 levels deep; at most 6 are allowed.');
  });

  it('refuses a JSON array of documents (batching) and a body over the cap', async () => {
    const batch = await fetch(`${stack.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': DEFAULT_GATEWAY_API_KEY },
      body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    tally.record('anonymous', batch.status >= 400);
    expect(batch.status).toBeGreaterThanOrEqual(400);
    const big = await fetch(`${stack.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': DEFAULT_GATEWAY_API_KEY },
      body: JSON.stringify({ query: `{ __typename } # ${'x'.repeat(BODY_LIMITS.gateway)}` }),
    });
    tally.record('anonymous', big.status === 413);
    expect(big.status).toBe(413);
  });
});

describe('CSP reports', () => {
  it('refuses a report over 16 KB and keeps at most 200', async () => {
    const post = (body: string) =>
      fetch(`${stack.origin}/api/csp-report`, {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report' },
        body,
      });
    const huge = await post(
      JSON.stringify({ 'csp-report': { x: 'y'.repeat(BODY_LIMITS.cspReport) } }),
    );
    tally.record('anonymous', huge.status === 413);
    expect(huge.status).toBe(413);
    for (let i = 0; i < CSP_REPORTS_KEPT + 50; i++)
      expect((await post(JSON.stringify({ 'csp-report': { n: i } }))).status).toBe(204);
    const kept = (await (await fetch(`${stack.origin}/__test__/csp-reports`)).json()) as {
      'csp-report': { n: number };
    }[];
    expect(kept).toHaveLength(CSP_REPORTS_KEPT);
    expect(kept[0]?.['csp-report'].n).toBe(50);
  });
});

describe('forwarded headers', () => {
  const domainOf = (origin: string, headers: Record<string, string>) =>
    fetch(`${origin}/api/domain?host=${DEMO_STOREFRONTS.sso.domain}`, { headers }).then((r) =>
      r.text(),
    );

  it('are ignored without TRUST_PROXY: a client cannot steer the origin written into pages', async () => {
    const text = await domainOf(stack.origin, {
      'x-forwarded-proto': 'javascript',
      'x-forwarded-host': 'evil.test',
    });
    tally.record('anonymous', !text.includes('javascript:') && !text.includes('evil.test'));
    expect(text).not.toContain('javascript:');
    expect(text).not.toContain('evil.test');
    expect(text).toContain('"oauthDomain":"http://');
  });

  it('are believed from a proxy TRUST_PROXY names', async () => {
    const proxied = await startSecurityStack({ trustProxy: 'loopback' });
    try {
      const text = await domainOf(proxied.origin, { 'x-forwarded-proto': 'https' });
      expect(text).toContain('"oauthDomain":"https://');
    } finally {
      await proxied.close();
    }
  });
});

const TEMPLATE = `query T($storefrontId: ID!, $templateId: ID!) {
  getTemplateBlock(storefrontId: $storefrontId, templateId: $templateId) { templateId blocks }
}`;
const portalTemplate = (templateId: string) => ({
  storefrontId: DEMO_STOREFRONTS.portal.storefrontId,
  templateId,
});

describe("the login-required portal's templates", () => {
  it("are refused without a token, with a bad one and with another storefront's token", async () => {
    const guestStoreToken = await signIn(stack, 'maria.manager', 'guest');
    // No token: the field is not for anonymous callers. A refused token: HTTP 401, the stale
    // session answer the runtime turns into "Session Expired" (tokenRefusedError.ts).
    for (const [role, token, status, message] of [
      ['anonymous', null, 200, 'Not Authorized to access getTemplateBlock on type Query'],
      [
        'forged token',
        'eyJhbGciOiJub25lIn0.e30.',
        401,
        'Unauthorized: the access token is invalid or expired.',
      ],
      [
        'token of another storefront',
        guestStoreToken,
        401,
        'Unauthorized: the access token belongs to another storefront.',
      ],
    ] as const) {
      const answer = await graphql(stack, TEMPLATE, portalTemplate('tpl-home'), { token });
      const refused =
        answer.status === status &&
        answer.body.errors?.[0]?.message === message &&
        answer.body.data?.getTemplateBlock == null;
      tally.record(role, refused);
      expect(
        refused,
        `${role}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`,
      ).toBe(true);
    }
  });

  it("the organisation's CRM API users are refused without a token", async () => {
    const answer = await graphql(
      stack,
      '{ listCustomerOrgAPIUsers { items { id salesforceUserId } } }',
    );
    const refused =
      answer.body.errors?.[0]?.message ===
      'Not Authorized to access listCustomerOrgAPIUsers on type Query';
    tally.record('anonymous', refused);
    expect(refused).toBe(true);
  });

  it('are answered to a signed-in user, and the sign-in page to anyone', async () => {
    const login = await graphql(stack, TEMPLATE, portalTemplate('tpl-login'));
    expect(login.body.data?.getTemplateBlock).toMatchObject({ templateId: 'tpl-login' });
    const paul = await signIn(stack, 'paul.portal');
    const home = await graphql(stack, TEMPLATE, portalTemplate('tpl-home'), { token: paul });
    expect(home.body.data?.getTemplateBlock).toMatchObject({ templateId: 'tpl-home' });
  });
});
