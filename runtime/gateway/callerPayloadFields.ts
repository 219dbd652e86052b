import type { GatewaySession } from './gatewaySession';

/** The names under which a CRM type expects the caller's user type and contact in its payload. */
export interface CallerFieldNames {
  userType: string;
  contactId: string;
}

const AWS_USER_TYPE_AND_CONTACT: CallerFieldNames = {
  userType: 'awsUserType',
  contactId: 'contactId',
};
const USER_TYPE_AWS_AND_CONTACT_AWS: CallerFieldNames = {
  userType: 'userTypeAWS',
  contactId: 'contactIdAWS',
};

/**
 * Spec 001 sections 6 and 7 (parts ordering): these makeCall types read the caller from their
 * payload, under two naming schemes. Other types get the caller from makeCall's data only.
 */
export const CALLER_FIELDS_BY_TYPE: Readonly<Record<string, CallerFieldNames>> = {
  getQliQuantity: AWS_USER_TYPE_AND_CONTACT,
  addPartToQuote: AWS_USER_TYPE_AND_CONTACT,
  getActiveOpenCart: USER_TYPE_AWS_AND_CONTACT_AWS,
  takeThisQuote: USER_TYPE_AWS_AND_CONTACT_AWS,
};

/** A makeCall payload before it is encoded: a JSON object or array, or nothing. */
export type MakeCallPayload = Readonly<Record<string, unknown>> | readonly unknown[] | undefined;

/**
 * The payload with the caller's user type and contact added when `type` needs them. Arrays are
 * left alone (none of these types takes one); the session's values win over the payload's.
 */
export function addCallerPayloadFields(
  type: string,
  payload: MakeCallPayload,
  session: GatewaySession,
): MakeCallPayload {
  const names = Object.hasOwn(CALLER_FIELDS_BY_TYPE, type)
    ? CALLER_FIELDS_BY_TYPE[type]
    : undefined;
  if (!names || Array.isArray(payload)) return payload;
  return {
    ...payload,
    [names.userType]: session.activeStorefront.userType,
    [names.contactId]: session.activeStorefront.contactId,
  };
}
