import { requestActionResult } from './actionRequest';
import type { ActionResult } from './actionResult';
import { readActionContent } from './actionVerdict';
import type { CallOptions, GatewayConnection } from './gatewayConnection';
import { buildMakeCallData, type MakeCallRequest } from './makeCallRequest';
import { makeCallResultRetryPolicy } from './retryPolicy';
import { reportingSessionExpiry } from './sessionExpiry';
import { withRetry } from './withRetry';

/**
 * Sends one CRM call through salesforceActions/makeCall and reads the CRM's nested result with
 * `read`. Quote line updates are tried again on row locks (retryPolicy.ts); every attempt builds
 * its data afresh from the session. A GET counts as idempotent for the general retry.
 */
function runMakeCall<Result>(
  connection: GatewayConnection,
  request: MakeCallRequest,
  options: CallOptions,
  read: (result: ActionResult) => Result,
): Promise<Result> {
  const { signal } = options;
  const attempt = async (): Promise<Result> => {
    const result = await requestActionResult(
      connection,
      {
        operation: 'salesforceActions',
        otherArguments: { action: 'makeCall' },
        data: { ...buildMakeCallData(request, connection.session()) },
      },
      { signal, idempotent: options.idempotent ?? request.method === 'GET' },
    );
    return read(result);
  };
  const policy = makeCallResultRetryPolicy(request.type);
  return reportingSessionExpiry(() =>
    policy ? withRetry(attempt, policy, { sleep: connection.sleep, signal }) : attempt(),
  );
}

/**
 * One CRM call (spec 000 section 7 "Proxy call"): resolves to the CRM result's content
 * ('ERROR: No records Found.' is an empty list), throws GatewayError for a failed result.
 * `Content` is the caller's claim about the content's shape; it is not validated here.
 */
export function makeCall<Content = unknown>(
  connection: GatewayConnection,
  request: MakeCallRequest,
  options: CallOptions = {},
): Promise<Content> {
  return runMakeCall(
    connection,
    request,
    options,
    (result) => readActionContent(result) as Content,
  );
}

/**
 * The CRM's whole result `{statusCode, content, ...}` for the calls whose callers read more than
 * the content (spec 001 section 7: getCaseCreationActionDetails). Failures still throw.
 */
export function makeCallFullResponse(
  connection: GatewayConnection,
  request: MakeCallRequest,
  options: CallOptions = {},
): Promise<ActionResult> {
  return runMakeCall(connection, request, options, (result) => {
    readActionContent(result);
    return result;
  });
}
