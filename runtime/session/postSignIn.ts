import type { BootConfig } from '../../schemas/boot';
import { makeCall, userActivityLog, type GatewayConnection } from '../gateway/index';
import type { AccountRecord } from './sessionState';
import type { UserProfile } from './userProfile';

/** The account record (Id, Name) of the user's account, through the CRM's getRecord. */
export async function fetchAccountDetails(
  connection: GatewayConnection,
  accountId: string,
): Promise<AccountRecord | null> {
  const content = await makeCall<{ recordData?: { Id?: unknown; Name?: unknown } }>(connection, {
    base: 'ecommerce',
    type: 'getRecord',
    method: 'POST',
    payload: { objectName: 'Account', objectId: accountId, displayFields: ['Id', 'Name'] },
  });
  const record = content?.recordData;
  if (typeof record?.Id !== 'string') return null;
  return { Id: record.Id, Name: typeof record.Name === 'string' ? record.Name : '' };
}

/** Spec 000 sections 3 and 4: the `login` activity. */
export function logLoginActivity(
  connection: GatewayConnection,
  boot: BootConfig,
  profile: UserProfile,
  now: number,
): Promise<unknown> {
  const domain = boot.domain;
  return userActivityLog(connection, {
    storefrontId: domain.storefrontId,
    salesforceOrgId: profile['custom:salesforceOrgId'] ?? domain.organization.salesforceOrgId,
    userName: profile.username,
    userPoolId: domain.awsUserPoolId,
    payload: {
      email: profile.email,
      ...(profile['custom:salesforceContactId']
        ? { contactId: profile['custom:salesforceContactId'] }
        : {}),
      sf_user_name: profile.username,
      storefrontName: domain.storefrontName,
      action: 'login',
      domain: domain.domain,
      timestamp: now,
    },
  });
}
