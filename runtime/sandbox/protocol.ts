/**
 * The messages between a block's worker and the host. Both directions carry JSON text (never
 * structured objects), so the host checks a message's size before parsing it and no value can
 * smuggle a prototype, a function or a transferable. The worker never holds a port: its messages
 * go through the sandbox frame's trusted bootstrap, which forwards them on the block's own
 * MessagePort (server/app/sandboxFrame.ts).
 */

/** Properties, attributes and event listeners of remote elements travel as remote-dom records. */
export type WorkerMessage =
  | { t: 'mutate'; records: unknown[] }
  | { t: 'toast'; message: string }
  | { t: 'navigate'; to: string }
  | { t: 'addToCart'; callId: number; productId: string; quantity: number }
  | { t: 'pong'; n: number }
  | { t: 'ack'; n: number }
  /** Sent by the bootstrap, not the worker: the worker's message was over the size cap. */
  | { t: 'oversize' }
  /** Sent by the bootstrap: the worker's script threw or failed to parse. */
  | { t: 'error'; message: string };

export type HostMessage =
  /** Always the first message: the worker runs the block's customJS when it arrives. */
  | { t: 'init'; init: WorkerInit }
  | { t: 'event'; n: number; id: string; event: string }
  | { t: 'ping'; n: number }
  | { t: 'cart-changed'; itemCount: number }
  | { t: 'route-changed'; path: string }
  | { t: 'result'; callId: number; ok: true; itemCount: number }
  | { t: 'result'; callId: number; ok: false; error: string };

/** What a worker knows when it starts: its own block's data and two facts about the viewer. */
export interface WorkerInit {
  configuration: unknown;
  contentJSON: unknown;
  locale: string;
  signedIn: boolean;
  itemCount: number;
  path: string;
}

/**
 * Control messages from the host to the frame's bootstrap (over the frame's own port). `spawn`
 * starts one worker per entry (each with its own port, in the same order), so the page's workers
 * can start in one message; `workerId` names a worker for `kill`; `dom` picks the worker runtime
 * (needsDom.ts).
 */
export type FrameControl =
  | { type: 'spawn'; workers: { workerId: string; code: string; dom: boolean }[] }
  | { type: 'kill'; workerId: string };

/** The route on the product server that serves the sandbox frame document. */
export const SANDBOX_FRAME_PATH = '/__sandbox/frame';
