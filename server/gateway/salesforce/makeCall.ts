import { ROW_LOCK_MESSAGE } from '../../shared/contracts';
import type { ActionResult, CrmActionResult } from '../../shared/contracts';
import type { ActionOutcome } from '../actions/actionTable';
import { callerRefusalResult, signInRequiredResult } from '../caller/callerRefusals';
import { resolveCaller } from '../caller/resolveCaller';
import { hasKnownJson, jsonOf, rememberJson } from '../../shared/knownJson';
import { badRequestResult } from '../results';
import { endpointType } from './endpointType';
import { parseMakeCallData } from './parseMakeCallData';
import type { SalesforceActionInput } from './salesforceActionInput';

export { SESSION_REJECTED_MESSAGE } from '../caller/callerRefusals';

/**
 * The generic CRM proxy: verifies the caller, runs the CRM call for that caller and nests the
 * CRM's own `{statusCode, content}` as a JSON string, exactly as the production gateway does. CRM
 * content is passed through untouched, including `ERROR:` texts. A call that names no verifiable
 * caller (a bad token, or no token on a login-required storefront) never reaches the CRM.
 */
export async function makeCall({ data, context }: SalesforceActionInput): Promise<ActionOutcome> {
  const call = parseMakeCallData(data);
  if (typeof call === 'string') return badRequestResult(call);

  const outcome = await resolveCaller(context, data, call.domain || null);
  if (!outcome.ok) return callerRefusalResult(outcome.refusal);
  const { caller } = outcome;
  if (caller.kind === 'guest' && !caller.guestAccountId) return signInRequiredResult();

  const { accessToken: _token, ...request } = call;
  const crmResult: ActionResult = context.faults.rowLock(endpointType(call.endpoint))
    ? { statusCode: 500, content: ROW_LOCK_MESSAGE }
    : await context.services.crm.makeCall({ ...request, caller });

  return envelopeOf(crmResult);
}

/** The envelopes of shared CRM answers (cached catalogue reads), made once per answer. */
const sharedEnvelopes = new WeakMap<ActionResult, CrmActionResult>();

/**
 * makeCall's envelope around the CRM's answer. A shared answer whose text is known (knownJson.ts)
 * gets one envelope, itself shared with its text known, so the AWSJSON scalar sends it without
 * serializing the answer again; the bytes are the same as `JSON.stringify` of a fresh envelope.
 */
function envelopeOf(crmResult: ActionResult): CrmActionResult {
  const shared = sharedEnvelopes.get(crmResult);
  if (shared) return shared;
  const envelope: CrmActionResult = { statusCode: 200, salesforceActions: jsonOf(crmResult) };
  if (hasKnownJson(crmResult)) sharedEnvelopes.set(crmResult, rememberJson(envelope));
  return envelope;
}
