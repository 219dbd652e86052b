/**
 * Limits of the customJS sandbox that the frame the server serves (server/app/sandboxFrame.ts)
 * and the host in the runtime (runtime/sandbox/limits.ts) must apply alike.
 */

/** Characters of one message between a block's worker and the host (JSON text). */
export const SANDBOX_MAX_MESSAGE_CHARS = 256 * 1024;
