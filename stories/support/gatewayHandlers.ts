/**
 * MSW handlers standing in for the gateway in stories (DESIGN.md: MSW 2 for Storybook data). They
 * answer the runtime's real requests (POST /graphql, `salesforceActions` makeCall, nested exactly
 * as the local gateway nests it), so a block runs its shipped data path; by default the answers
 * come from the local stack's seed (seedCrm.ts).
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { unbatch } from '../../runtime/gateway/batchDocument';
import { seedCrmAnswer, type CrmResult } from './seedCrm';

/** What the story's CRM answers to one makeCall: a result, or 'pending' to stay loading. */
export type CrmAnswer = CrmResult | 'pending';

/** One makeCall as the CRM sees it: its type, its payload and the session's account. */
export interface CrmCall {
  type: string;
  payload: unknown;
  accountId: string | null;
}

/** The gateway's endpoint, as the story connection (StoryProviders.tsx) calls it. */
export const GATEWAY_PATH = '/graphql';

interface GraphqlBody {
  query?: string;
  variables?: Record<string, unknown>;
}

/** A makeCall field of a request (alone, or one of a batch of reads), as the CRM sees it. */
function parseCall(variables: Record<string, unknown>): CrmCall | null {
  if (variables.action !== 'makeCall' || typeof variables.data !== 'string') return null;
  const data = JSON.parse(variables.data) as {
    endpoint?: string;
    payload?: string;
    accountId?: string | null;
  };
  const type = new URL(data.endpoint ?? '', 'https://crm.invalid').searchParams.get('type') ?? '';
  const payload = data.payload ? (JSON.parse(data.payload) as unknown) : null;
  return { type, payload, accountId: data.accountId ?? null };
}

/** The local gateway's envelope: the CRM result travels as a string inside a string. */
function gatewayEnvelope(result: CrmResult): string {
  return JSON.stringify({ statusCode: 200, salesforceActions: JSON.stringify(result) });
}

/**
 * A gateway handler whose CRM answers each makeCall with `answer`, whether it comes alone or in a
 * batch of reads (runtime/gateway/requestBatcher.ts). Other operations get a GraphQL error naming
 * them, so a story that needs more says so instead of hanging.
 */
export function crmHandler(answer: (call: CrmCall) => CrmAnswer): HttpHandler {
  return http.post(`*${GATEWAY_PATH}`, async ({ request }) => {
    const body = (await request.json()) as GraphqlBody;
    const data: Record<string, string> = {};
    const errors: { message: string; path: string[] }[] = [];
    for (const field of unbatch(body.query ?? '', body.variables ?? {})) {
      const call = field.operation === 'salesforceActions' ? parseCall(field.variables) : null;
      const result = call ? answer(call) : null;
      if (result === 'pending') {
        await delay('infinite');
        return HttpResponse.json({});
      }
      if (result) data[field.alias] = gatewayEnvelope(result);
      else {
        errors.push({
          message: `no story handler for this gateway operation: ${field.operation}`,
          path: [field.alias],
        });
      }
    }
    if (Object.keys(data).length === 0 && errors.length === 0) {
      return HttpResponse.json({
        errors: [{ message: `no story handler for this request: ${body.query ?? ''}` }],
      });
    }
    return HttpResponse.json(errors.length > 0 ? { data, errors } : { data });
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
