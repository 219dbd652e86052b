import { FaultRuleError, parseFaultRules } from './faultRule';
import type { FaultStore } from './faultStore';
import { testOnlyRefusal } from './testOnlyRefusal';

export const FAULT_ADMIN_PATH = '/__test__/faults';

/**
 * Lets browser tests script server-side faults (test mode only):
 * - `GET`    lists the rules with their `hits` and `remaining` counters;
 * - `POST`   replaces all rules with the body (`[rule, ...]` or `{"rules": [rule, ...]}`);
 * - `DELETE` clears them.
 * Every answer is the resulting `{"rules": [{rule, hits, remaining}, ...]}`.
 */
export async function handleFaultAdmin(
  request: Request,
  store: FaultStore,
  testMode: boolean,
): Promise<Response> {
  if (!testMode) return testOnlyRefusal();
  if (request.method === 'POST') {
    try {
      store.replace(parseFaultRules(rulesOf(await request.json())));
    } catch (error) {
      const message =
        error instanceof FaultRuleError ? error.message : 'Body must be JSON fault rules.';
      return json(400, { error: message });
    }
  } else if (request.method === 'DELETE') {
    store.clear();
  } else if (request.method !== 'GET') {
    return json(405, { error: 'Use GET, POST or DELETE.' });
  }
  return json(200, { rules: store.snapshot() });
}

function rulesOf(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && !Array.isArray(body) && 'rules' in body)
    return body.rules;
  return body;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
