/**
 * CORS for the pool endpoint. Amplify calls it from the page (same origin locally, so browsers
 * skip CORS), but a storefront on another local host or a tool may still preflight; real Cognito
 * answers any origin, and so do we. The endpoint carries no cookies, so `*` is safe.
 */

const EXPOSED_HEADERS = 'x-amzn-requestid, x-amzn-errortype, x-amzn-errormessage, date';
const DEFAULT_ALLOWED_HEADERS =
  'content-type, x-amz-target, x-amz-user-agent, cache-control, amz-sdk-invocation-id, amz-sdk-request, authorization';

export function withCors(response: Response): Response {
  response.headers.set('access-control-allow-origin', '*');
  response.headers.set('access-control-expose-headers', EXPOSED_HEADERS);
  return response;
}

export function preflightResponse(request: Request): Response {
  return new Response(null, {
    status: 204,
    headers: {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST, OPTIONS',
      // Echo what the browser asks for: Amplify adds SDK headers that change between versions.
      'access-control-allow-headers':
        request.headers.get('access-control-request-headers') ?? DEFAULT_ALLOWED_HEADERS,
      'access-control-max-age': '86400',
    },
  });
}
