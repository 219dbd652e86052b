import { GatewayError, SessionExpiredError } from '../gateway/index';
import type { ToastInput } from '../state/toastAtom';

/** Query or mutation meta of a caller that shows its own error state instead of the toast. */
export interface GatewayFailureMeta extends Record<string, unknown> {
  handlesErrors?: boolean;
}

/**
 * Spec 000 section 8: a failed gateway call shows an error toast with the result's message (the
 * client already stripped the leading `ERROR: `), unless the caller handles the failure itself.
 * An expired session has its own flow and message, so it gets no second toast here.
 */
export function gatewayFailureToast(error: unknown, meta?: GatewayFailureMeta): ToastInput | null {
  if (meta?.handlesErrors) return null;
  if (!(error instanceof GatewayError) || error instanceof SessionExpiredError) return null;
  return { message: error.message, variant: 'error' };
}
