import { SessionExpiredError } from './gatewayError';

export type SessionExpiredListener = (error: SessionExpiredError) => void;

/*
 * The session-expired flow (clear the user, save the intended path, go to /login) belongs to
 * runtime/session, which must not be imported from here (it depends on the gateway). It plugs in
 * through this registry instead.
 */
const listeners = new Set<SessionExpiredListener>();

/** Registers the app's session-expired handler; returns a function that removes it. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifySessionExpired(error: SessionExpiredError): void {
  for (const listener of [...listeners]) listener(error);
}

/**
 * Runs one public gateway call and tells the listeners when it ended in a 401. Applied once per
 * public call (not per attempt), so a call reports an expired session at most once.
 */
export async function reportingSessionExpiry<Result>(work: () => Promise<Result>): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SessionExpiredError) notifySessionExpired(error);
    throw error;
  }
}
