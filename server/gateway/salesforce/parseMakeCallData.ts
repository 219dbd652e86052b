import { GUEST_USER_TYPE } from '../../../schemas/specConstants';
import type { MakeCallRequest } from '../../shared/contracts';

/** makeCall `data` as the runtime sends it (spec 000 section 7), before the caller is verified. */
export interface MakeCallData extends Omit<MakeCallRequest, 'user'> {
  /** The caller's access token; absent for guests. */
  accessToken: string | null;
}

const CALL_TYPES = new Set(['GET', 'POST']);

/** Returns the parsed data, or the reason it is unusable. */
export function parseMakeCallData(data: unknown): MakeCallData | string {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return 'makeCall data must be a JSON object.';
  const fields = data as Record<string, unknown>;
  const text = (name: string): string | null =>
    typeof fields[name] === 'string' ? (fields[name] as string) : null;

  const endpoint = text('endpoint');
  if (!endpoint) return 'makeCall data needs an endpoint.';
  const callType = (text('callType') ?? 'GET').toUpperCase();
  if (!CALL_TYPES.has(callType)) return 'makeCall callType must be GET or POST.';
  const contactId = text('contactId');

  return {
    userType: text('userType') ?? GUEST_USER_TYPE,
    accountId: text('accountId') ?? '',
    domain: text('domain') ?? '',
    callType: callType as MakeCallRequest['callType'],
    endpoint,
    payload: payloadText(fields.payload),
    ...(contactId === null ? {} : { contactId }),
    accessToken: text('accessToken') || null,
  };
}

/** The payload travels as a JSON string; a structured payload is encoded so the CRM sees one form. */
function payloadText(payload: unknown): string {
  if (payload === undefined || payload === null) return '';
  return typeof payload === 'string' ? payload : JSON.stringify(payload);
}
