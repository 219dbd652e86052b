import { insertActivityLog } from '../../db/repositories/activityLog';
import { findStorefrontById } from '../../db/repositories/storefronts';
import type { ActionResult } from '../../shared/contracts';
import type { GatewayContext } from '../gatewayContext';
import { badRequestResult, success } from '../results';
import { parseActivityLogEntry } from './parseActivityLogEntry';

export const ACTIVITY_LOGGED_MESSAGE = 'Activity logged.';

/** Stores one activity log entry; the answer's content is the confirmation text. */
export async function userActivityLog(
  data: unknown,
  context: GatewayContext,
): Promise<ActionResult> {
  const entry = parseActivityLogEntry(data);
  if (typeof entry === 'string') return badRequestResult(entry);
  const storefront = await findStorefrontById(context.services.db, entry.storefrontId);
  if (!storefront) return badRequestResult(`Unknown storefront ${entry.storefrontId}.`);
  await insertActivityLog(context.services.db, {
    ...entry,
    salesforceOrgId: entry.salesforceOrgId ?? storefront.organization.salesforceOrgId,
    userPoolId: entry.userPoolId ?? storefront.awsUserPoolId,
  });
  return success(ACTIVITY_LOGGED_MESSAGE);
}
