/** The gateway client's entry point for the rest of the runtime. */
export { createGatewayClient, type GatewayClientOptions } from './client';
export type { CallOptions, GatewayConnection } from './gatewayConnection';
export {
  GUEST_USER_TYPE,
  effectiveAccountId,
  type ActiveStorefrontInfo,
  type GatewaySession,
} from './gatewaySession';
export {
  GatewayError,
  SessionExpiredError,
  SESSION_EXPIRED_MESSAGE,
  type GatewayErrorOrigin,
} from './gatewayError';
export { onSessionExpired, type SessionExpiredListener } from './sessionExpiry';
export {
  cognitoActions,
  getLoginInfo,
  getTemplateBlock,
  listCustomerOrgAPIUsers,
  listUsers,
  metaItemByStorefront,
  salesforceActions,
  salesforceApi,
  userActions,
  userActivityLog,
} from './operations';
export type * from './operationTypes';
export { makeCall, makeCallFullResponse } from './makeCall';
export type { MakeCallMethod, MakeCallQuery, MakeCallRequest } from './makeCallRequest';
export type { MakeCallPayload } from './callerPayloadFields';
export { ENDPOINT_BASES, type EndpointBase } from '../../schemas/endpointBases';
export type { ActionResult } from './actionResult';
export { GATEWAY_OPERATIONS, type GatewayOperation } from './operationCatalog';
export { debounce, DEFAULT_DEBOUNCE_MS, type Debounced } from './debounce';
export { gatewayQueryKey, type GatewayQueryKey, type GatewayQueryOperation } from './queryKey';
