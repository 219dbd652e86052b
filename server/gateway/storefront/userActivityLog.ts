import { insertActivityLog } from '../../db/repositories/activityLog';
import { findStorefrontById } from '../../db/repositories/storefronts';
import type { ActionResult } from '../../shared/contracts';
import { asDataFields, stringField } from '../actions/dataFields';
import {
  callerRefusalResult,
  forbiddenResult,
  signInRequiredResult,
} from '../caller/callerRefusals';
import { resolveCaller } from '../caller/resolveCaller';
import type { GatewayContext } from '../gatewayContext';
import { badRequestResult, success } from '../results';
import { parseActivityLogEntry } from './parseActivityLogEntry';

export const ACTIVITY_LOGGED_MESSAGE = 'Activity logged.';

/**
 * Stores one activity log entry of the signed-in caller; the answer's content is the
 * confirmation text. An entry in another user's name, storefront or contact is refused.
 */
export async function userActivityLog(
  data: unknown,
  context: GatewayContext,
): Promise<ActionResult> {
  const fields = asDataFields(data);
  const outcome = await resolveCaller(context, data, fields && stringField(fields, 'domain'));
  if (!outcome.ok) return callerRefusalResult(outcome.refusal);
  const { caller } = outcome;
  if (caller.kind !== 'user') return signInRequiredResult();
  const entry = parseActivityLogEntry(data);
  if (typeof entry === 'string') return badRequestResult(entry);
  if (
    entry.userName.toLowerCase() !== caller.username.toLowerCase() ||
    entry.storefrontId !== caller.storefrontId ||
    (entry.payload.contactId !== undefined && entry.payload.contactId !== caller.contactId)
  )
    return forbiddenResult('activity can be logged only in your own name.');
  const storefront = await findStorefrontById(context.services.db, entry.storefrontId);
  if (!storefront) return badRequestResult(`Unknown storefront ${entry.storefrontId}.`);
  await insertActivityLog(context.services.db, {
    ...entry,
    salesforceOrgId: entry.salesforceOrgId ?? storefront.organization.salesforceOrgId,
    userPoolId: entry.userPoolId ?? storefront.awsUserPoolId,
  });
  return success(ACTIVITY_LOGGED_MESSAGE);
}
