import { ROW_LOCK_MESSAGE } from '../../shared/contracts';
import type { ActionResult, CrmActionResult } from '../../shared/contracts';
import type { ActionOutcome } from '../actions/actionTable';
import { badRequestResult, failure } from '../results';
import { endpointType } from './endpointType';
import { parseMakeCallData } from './parseMakeCallData';
import type { SalesforceActionInput } from './salesforceActionInput';
import { verifyCaller } from './verifyCaller';

/** Top-level result for a stale or forged token; the runtime turns a 401 into "Session Expired". */
export const SESSION_REJECTED_MESSAGE =
  'ERROR: Unauthorized: the access token is invalid or expired.';

/**
 * The generic CRM proxy: verifies the caller, runs the CRM call and nests the CRM's own
 * `{statusCode, content}` as a JSON string, exactly as the production gateway does. CRM content is
 * passed through untouched, including `ERROR:` texts.
 */
export async function makeCall({ data, context }: SalesforceActionInput): Promise<ActionOutcome> {
  const call = parseMakeCallData(data);
  if (typeof call === 'string') return badRequestResult(call);

  const caller = await verifyCaller(call.accessToken, context.services.identity);
  if (caller.kind === 'rejected') return failure(401, SESSION_REJECTED_MESSAGE);

  const { accessToken: _token, ...request } = call;
  const crmResult: ActionResult = context.faults.rowLock(endpointType(call.endpoint))
    ? { statusCode: 500, content: ROW_LOCK_MESSAGE }
    : await context.services.crm.makeCall({
        ...request,
        user: caller.kind === 'user' ? caller.user : null,
      });

  const result: CrmActionResult = { statusCode: 200, salesforceActions: JSON.stringify(crmResult) };
  return result;
}
