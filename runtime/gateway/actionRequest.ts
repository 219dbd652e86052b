import { decodeActionResult, type ActionResult } from './actionResult';
import { readActionContent } from './actionVerdict';
import type { CallOptions, GatewayConnection } from './gatewayConnection';
import { IDEMPOTENT_BY_DEFAULT } from './operationCatalog';
import { decorateOperationData, type DataOperation, type OperationData } from './payloadDecoration';
import { requestGateway } from './transport';

export interface ActionRequest {
  operation: DataOperation;
  /** Arguments besides `data` (`action`, `username` of the action operations). */
  otherArguments?: Readonly<Record<string, string | undefined>>;
  data?: OperationData;
}

/**
 * Sends one action operation and decodes its result (not yet judged). `data` is decorated with
 * the session and travels as AWSJSON, i.e. a JSON string, as AppSync requires.
 */
export async function requestActionResult(
  connection: GatewayConnection,
  request: ActionRequest,
  options: CallOptions = {},
): Promise<ActionResult> {
  const { operation } = request;
  const data = decorateOperationData(operation, request.data, connection.session());
  const response = await requestGateway<Partial<Record<DataOperation, unknown>>>(
    connection.client,
    {
      operation,
      variables: {
        ...request.otherArguments,
        ...(data === undefined ? {} : { data: JSON.stringify(data) }),
      },
      idempotent: options.idempotent ?? IDEMPOTENT_BY_DEFAULT[operation],
      signal: options.signal,
    },
  );
  return decodeActionResult(response[operation]);
}

/** Sends one action operation and returns its content, or throws GatewayError. */
export async function requestActionContent(
  connection: GatewayConnection,
  request: ActionRequest,
  options: CallOptions = {},
): Promise<unknown> {
  return readActionContent(await requestActionResult(connection, request, options));
}
