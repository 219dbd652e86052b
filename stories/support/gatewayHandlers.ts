/**
 * MSW handlers standing in for the gateway in stories (DESIGN.md: MSW 2 for Storybook data). They
 * answer the runtime's real requests (POST /graphql, `salesforceActions` makeCall, nested exactly
 * as the local gateway nests it), so a block runs its shipped data path; by default the answers
 * come from the local stack's seed (seedCrm.ts).
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { seedCrmAnswer, type CrmResult } from './seedCrm';

/** What the story's CRM answers to one makeCall: a result, or 'pending' to stay loading. */
export type CrmAnswer = CrmResult | 'pending';

/** One makeCall as the CRM sees it: its type, its payload and the session's account. */
export interface CrmCall {
  type: string;
  payload: unknown;
  accountId: string | null;
}

/** The gateway's endpoint, as the story connection (storyConnection.ts) calls it. */
export const GATEWAY_PATH = '/graphql';

interface GraphqlBody {
  query?: string;
  variables?: { action?: string; data?: string };
}

function parseCall(body: GraphqlBody): CrmCall | null {
  if (!body.query?.includes('salesforceActions') || body.variables?.action !== 'makeCall') {
    return null;
  }
  const data = JSON.parse(body.variables.data ?? '{}') as {
    endpoint?: string;
    payload?: string;
    accountId?: string | null;
  };
  const type = new URL(data.endpoint ?? '', 'https://crm.invalid').searchParams.get('type') ?? '';
  const payload = data.payload ? (JSON.parse(data.payload) as unknown) : null;
  return { type, payload, accountId: data.accountId ?? null };
}

/** The local gateway's envelope: the CRM result travels as a string inside a string. */
function gatewayResponse(result: CrmResult) {
  const nested = JSON.stringify({ statusCode: 200, salesforceActions: JSON.stringify(result) });
  return HttpResponse.json({ data: { salesforceActions: nested } });
}

/**
 * A gateway handler whose CRM answers each makeCall with `answer`. Other operations get a
 * GraphQL error naming them, so a story that needs more says so instead of hanging.
 */
export function crmHandler(answer: (call: CrmCall) => CrmAnswer): HttpHandler {
  return http.post(`*${GATEWAY_PATH}`, async ({ request }) => {
    const body = (await request.json()) as GraphqlBody;
    const call = parseCall(body);
    if (!call) {
      return HttpResponse.json({
        errors: [{ message: `no story handler for this gateway operation: ${body.query ?? ''}` }],
      });
    }
    const result = answer(call);
    if (result === 'pending') {
      await delay('infinite');
      return HttpResponse.json({});
    }
    return gatewayResponse(result);
  });
}

/** The seeded CRM: what the local stack answers, for the session's account. */
export const seedGatewayHandler = crmHandler(({ type, payload, accountId }) =>
  seedCrmAnswer(type, { ...(payload as Record<string, unknown>), accountId }),
);

/**
 * `parameters.msw` for a story whose gateway answers with `answer` instead of the seed (loading,
 * empty, error states). Keyed `gateway`, so it replaces the preview's default seed handler.
 */
export function gatewayAnswers(answer: (call: CrmCall) => CrmAnswer) {
  return { handlers: { gateway: [crmHandler(answer)] } };
}
