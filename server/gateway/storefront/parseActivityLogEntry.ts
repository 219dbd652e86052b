import type { ActivityLogEntry } from '../../db/repositories/activityLog';
import { asDataFields, numberField, stringField } from '../actions/dataFields';

/** An entry as sent; the organisation and pool default to the storefront's when left out. */
export interface SentActivityLogEntry extends Omit<
  ActivityLogEntry,
  'salesforceOrgId' | 'userPoolId'
> {
  salesforceOrgId: string | null;
  userPoolId: string | null;
}

const PAYLOAD_FIELDS = [
  'email',
  'contactId',
  'sf_user_name',
  'storefrontName',
  'action',
  'domain',
] as const;

/** Reads an activity log entry (spec 000 section 3); returns the reason when it cannot be stored. */
export function parseActivityLogEntry(data: unknown): SentActivityLogEntry | string {
  const fields = asDataFields(data);
  if (!fields) return 'userActivityLog data must be a JSON object.';
  const storefrontId = stringField(fields, 'storefrontId');
  const userName = stringField(fields, 'userName');
  // The payload may itself arrive JSON-encoded, as DynamoDB-era clients sent it.
  const payload = asDataFields(
    typeof fields.payload === 'string' ? safeParse(fields.payload) : fields.payload,
  );
  if (!storefrontId || !userName || !payload || !stringField(payload, 'action')) {
    return 'userActivityLog needs storefrontId, userName and payload.action.';
  }
  const stored: ActivityLogEntry['payload'] = {};
  for (const name of PAYLOAD_FIELDS) {
    const value = stringField(payload, name);
    if (value !== null) stored[name] = value;
  }
  const timestamp = payload.timestamp;
  if (typeof timestamp === 'number') stored.timestamp = new Date(timestamp).toISOString();
  else if (typeof timestamp === 'string') stored.timestamp = timestamp;
  return {
    storefrontId,
    salesforceOrgId: stringField(fields, 'salesforceOrgId'),
    userName,
    userPoolId: stringField(fields, 'userPoolId'),
    expiry: numberField(fields, 'expiry'),
    payload: stored,
  };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
