/**
 * An error answered before GraphQL runs, in AppSync's wire shape: the HTTP status, an
 * `x-amzn-ErrorType` header and `{"errors":[{"errorType","message"}]}`.
 */
export function appSyncErrorResponse(status: number, errorType: string, message: string): Response {
  return new Response(JSON.stringify({ errors: [{ errorType, message }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=UTF-8', 'x-amzn-ErrorType': errorType },
  });
}
