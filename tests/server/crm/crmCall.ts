import type { MakeCallRequest } from '../../../server/shared/contracts';
import { DEMO_ACCOUNTS, DEMO_STOREFRONTS, DEMO_USERS } from '../../../server/shared/demo';

export const MARIA = DEMO_USERS.find((user) => user.username === 'maria.manager')!;
export const PAUL = DEMO_USERS.find((user) => user.username === 'paul.portal')!;

/** A makeCall request as the gateway hands it to the CRM: maria on the portal by default. */
export function crmCall(
  type: string,
  options: {
    query?: Record<string, string>;
    payload?: unknown;
    callType?: 'GET' | 'POST';
    base?: string;
  } & Omit<Partial<MakeCallRequest>, 'payload'> = {},
): MakeCallRequest {
  const { query = {}, payload, base = '/services/apexrest/ecommerce', ...rest } = options;
  const search = new URLSearchParams({ type, ...query });
  return {
    userType: 'AWSManager',
    accountId: DEMO_ACCOUNTS.main.id,
    domain: DEMO_STOREFRONTS.portal.domain,
    callType: 'POST',
    contactId: MARIA.contactId,
    user: {
      username: MARIA.username,
      groups: ['AWSManager'],
      clientId: DEMO_STOREFRONTS.portal.clientId,
    },
    ...rest,
    endpoint: `${base}?${search.toString()}`,
    payload:
      payload === undefined ? '' : typeof payload === 'string' ? payload : JSON.stringify(payload),
  };
}
