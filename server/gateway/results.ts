import type { ActionResult } from '../shared/contracts';

/** The texts of spec 001 section 8 that the runtime matches on; keep them byte for byte. */
export const GATEWAY_FAILURE_MESSAGE = 'Error fetching data from AppSync.';
export const UNKNOWN_ACTION_MESSAGE = 'Query name not found, improper request.';
export const UNKNOWN_API_FIELD_MESSAGE = 'Failed to fetch Salesforce API field.';

export function success(content: unknown): ActionResult {
  return { statusCode: 200, content };
}

export function failure(statusCode: number, content: unknown): ActionResult {
  return { statusCode, content };
}

/** What any action answers when its handler throws (spec 001 section 8 "Gateway failure"). */
export function crashResult(): ActionResult {
  return failure(500, GATEWAY_FAILURE_MESSAGE);
}

export function unknownActionResult(): ActionResult {
  return failure(404, UNKNOWN_ACTION_MESSAGE);
}

/** A request the gateway cannot act on; the `ERROR:` prefix makes the runtime show it as a failure. */
export function badRequestResult(reason: string): ActionResult {
  return failure(400, `ERROR: ${reason}`);
}
