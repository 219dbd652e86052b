import { appSyncErrorResponse } from '../http/appSyncErrorResponse';
import type { FaultStatus } from './faultRule';

/** The error types and texts AppSync and its front door answer with for these statuses. */
const STATUS_ERRORS: Record<FaultStatus, { errorType: string; message: string }> = {
  500: { errorType: 'InternalFailureException', message: 'An internal failure occurred.' },
  502: { errorType: 'BadGatewayException', message: 'Bad Gateway' },
  503: { errorType: 'ServiceUnavailableException', message: 'Service Unavailable' },
  504: { errorType: 'GatewayTimeoutException', message: 'Gateway Timeout' },
  429: { errorType: 'TooManyRequestsException', message: 'Rate exceeded' },
  408: { errorType: 'RequestTimeoutException', message: 'Request Timeout' },
};

export function statusFaultResponse(status: FaultStatus): Response {
  const { errorType, message } = STATUS_ERRORS[status];
  return appSyncErrorResponse(status, errorType, message);
}
