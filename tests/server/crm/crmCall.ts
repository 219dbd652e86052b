import type { GuestCaller, MakeCallRequest, UserCaller } from '../../../server/shared/contracts';
import {
  DEMO_ACCOUNTS,
  DEMO_STOREFRONTS,
  DEMO_USER_POOL_ID,
  DEMO_USERS,
  type DemoStorefrontKey,
  type DemoUser,
} from '../../../server/shared/demo';

export const MARIA = DEMO_USERS.find((user) => user.username === 'maria.manager')!;
export const PAUL = DEMO_USERS.find((user) => user.username === 'paul.portal')!;
export const ADA = DEMO_USERS.find((user) => user.username === 'ada.admin')!;
export const IVY = DEMO_USERS.find((user) => user.username === 'ivy.indirect')!;
export const SOPHIE = DEMO_USERS.find((user) => user.username === 'sophie.sso')!;

/** The caller the gateway derives from a demo user's verified token on a storefront. */
export function callerOf(user: DemoUser, storefront: DemoStorefrontKey = 'portal'): UserCaller {
  return {
    kind: 'user',
    username: user.username,
    groups: [user.group],
    userType: user.group,
    contactId: user.contactId,
    accountId: user.accountId || null,
    storefrontId: DEMO_STOREFRONTS[storefront].storefrontId,
    domain: DEMO_STOREFRONTS[storefront].domain,
    userPoolId: DEMO_USER_POOL_ID,
  };
}

/** A caller without a token on the guest storefront. */
export const GUEST_CALLER: GuestCaller = {
  kind: 'guest',
  storefrontId: DEMO_STOREFRONTS.guest.storefrontId,
  domain: DEMO_STOREFRONTS.guest.domain,
  guestAccountId: DEMO_STOREFRONTS.guest.guestAccountId,
};

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
    caller: callerOf(MARIA),
    ...rest,
    endpoint: `${base}?${search.toString()}`,
    payload:
      payload === undefined ? '' : typeof payload === 'string' ? payload : JSON.stringify(payload),
  };
}
