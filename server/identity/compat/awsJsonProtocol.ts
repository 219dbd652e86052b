import { randomUUID } from 'node:crypto';

/**
 * The AWS JSON 1.1 protocol as Cognito's user pool endpoint speaks it: a POST whose
 * `x-amz-target` names the operation, JSON in and out, and errors as HTTP 400 with the error
 * type in both the `x-amzn-errortype` header and the body's `__type` (Amplify v6's
 * `parseJsonError` reads the header first, then `__type`).
 */

export const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
export const AWS_JSON_CONTENT_TYPE = 'application/x-amz-json-1.1';

export type JsonObject = Record<string, unknown>;

/** A Cognito service error with its real type and message, e.g. NotAuthorizedException. */
export class CognitoServiceError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = type;
  }
}

export const notAuthorized = (message: string) =>
  new CognitoServiceError('NotAuthorizedException', message);

/** `AWSCognitoIdentityProviderService.InitiateAuth` -> `InitiateAuth`; null when malformed. */
export function operationOf(targetHeader: string | null): string | null {
  if (!targetHeader?.startsWith(TARGET_PREFIX)) return null;
  const operation = targetHeader.slice(TARGET_PREFIX.length);
  return /^[A-Za-z]+$/.test(operation) ? operation : null;
}

function baseHeaders(): Headers {
  return new Headers({
    'content-type': AWS_JSON_CONTENT_TYPE,
    'x-amzn-requestid': randomUUID(),
    // Cognito answers are never cacheable (tokens, codes).
    'cache-control': 'no-store',
  });
}

export function jsonResponse(body: JsonObject, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: baseHeaders() });
}

export function errorResponse(type: string, message: string, status = 400): Response {
  const headers = baseHeaders();
  headers.set('x-amzn-errortype', `${type}:`);
  headers.set('x-amzn-errormessage', message);
  return new Response(JSON.stringify({ __type: type, message }), { status, headers });
}

/** The error type of a body from cognito-local (`__type`, possibly `Prefix#Type`). */
export function errorTypeOf(body: JsonObject): string {
  const raw =
    typeof body.__type === 'string'
      ? body.__type
      : typeof body.code === 'string'
        ? body.code
        : 'UnknownError';
  const [clean = raw] = raw.split(/[,:]/);
  return clean.includes('#') ? (clean.split('#')[1] ?? clean) : clean;
}

export function messageOf(body: JsonObject): string {
  return typeof body.message === 'string'
    ? body.message
    : typeof body.Message === 'string'
      ? body.Message
      : 'Unknown error';
}

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const stringField = (body: JsonObject, key: string): string | undefined => {
  const value = body[key];
  return typeof value === 'string' ? value : undefined;
};
