import { addCallerPayloadFields, type MakeCallPayload } from './callerPayloadFields';
import { ENDPOINT_BASES, type EndpointBase } from '../../schemas/endpointBases';
import type { GatewaySession } from './gatewaySession';

export type MakeCallMethod = 'GET' | 'POST';

/** Query parameter values; null and undefined ones are left out of the endpoint. */
export type MakeCallQuery = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** One CRM call as the runtime describes it (spec 000 section 7 "Proxy call"). */
export interface MakeCallRequest {
  base: EndpointBase;
  /** The CRM call type, sent as the endpoint's `type` query parameter. */
  type: string;
  method: MakeCallMethod;
  query?: MakeCallQuery;
  payload?: MakeCallPayload;
}

/**
 * makeCall's own `data`. The session's userType, accountId and domain are added to it like to
 * every operation's data, in one place (payloadDecoration.ts), when it is sent.
 */
export interface MakeCallData {
  callType: MakeCallMethod;
  endpoint: string;
  /** JSON text of the payload; empty for calls the spec sends with an empty payload. */
  payload: string;
  /** Spec 001 section 6: calls carry the active storefront's contact; left out when unknown. */
  contactId?: string;
}

/** `/services/apexrest/<base>?type=<type>&<query...>`: `type` first, then the query in order. */
export function buildEndpoint(base: EndpointBase, type: string, query: MakeCallQuery = {}): string {
  const parameters = new URLSearchParams({ type });
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) parameters.append(name, String(value));
  }
  return `${ENDPOINT_BASES[base]}?${parameters.toString()}`;
}

/** Encodes a payload: JSON text, or '' when there is none (spec 000 section 7 "empty payload"). */
export function encodePayload(payload: MakeCallPayload): string {
  return payload === undefined ? '' : JSON.stringify(payload);
}

export function buildMakeCallData(request: MakeCallRequest, session: GatewaySession): MakeCallData {
  const contactId = session.activeStorefront.contactId;
  return {
    callType: request.method,
    endpoint: buildEndpoint(request.base, request.type, request.query),
    payload: encodePayload(addCallerPayloadFields(request.type, request.payload, session)),
    ...(contactId === null ? {} : { contactId }),
  };
}
