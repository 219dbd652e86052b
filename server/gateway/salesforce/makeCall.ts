import { ROW_LOCK_MESSAGE } from '../../shared/contracts';
import type { ActionResult, CrmActionResult } from '../../shared/contracts';
import type { ActionOutcome } from '../actions/actionTable';
import { callerRefusalResult, signInRequiredResult } from '../caller/callerRefusals';
import { resolveCaller } from '../caller/resolveCaller';
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

  const result: CrmActionResult = { statusCode: 200, salesforceActions: JSON.stringify(crmResult) };
  return result;
}
