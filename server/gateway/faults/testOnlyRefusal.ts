import { appSyncErrorResponse } from '../http/appSyncErrorResponse';

/** Fault injection must never be reachable on a server that is not running tests. */
export function testOnlyRefusal(): Response {
  return appSyncErrorResponse(
    403,
    'ForbiddenException',
    'Fault injection is available only in test mode.',
  );
}
