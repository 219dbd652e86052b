/**
 * What both worker runtimes share (issue 6): the `blockfront` global, the capability calls, the
 * host's messages and the start of the block's customJS. The runtimes differ only in how a block
 * draws: workerRuntime.ts through remote-dom's DOM, renderRuntime.ts by writing remote-dom's
 * mutation records for `blockfront.render` directly.
 *
 * Nothing here is a security boundary: the iframe's opaque origin, its CSP (inherited by the
 * worker: `connect-src 'none'`, no eval) and the host's validation are. Removing the network and
 * storage globals only makes failures clearer for honest scripts.
 */
import type { HostMessage, WorkerInit, WorkerMessage } from '../protocol';
import { listenToHost, postToHost } from './workerScope';

export type Listener = (...args: unknown[]) => unknown;

/** The tree `blockfront.render` takes: `{ type, ...properties, text, children, onPress }`. */
export interface Tree {
  type: string;
  text?: string;
  children?: (Tree | string)[];
  onPress?: Listener;
  [property: string]: unknown;
}

/** Event listeners the host can call, by remote node id and event name. */
export const listeners = new Map<string, Listener>();
export const listenerKey = (id: string, event: string) => `${id}\u0000${event}`;

const stringify = JSON.stringify;
const parse = JSON.parse;
export const send = (message: WorkerMessage) => postToHost(stringify(message));

type EventName = 'cart-changed' | 'route-changed';

export interface Drawing {
  /** Replaces what the block shows. */
  render(trees: (Tree | string)[]): void;
  /** `blockfront.root`. */
  root(): unknown;
}

/**
 * Takes the customJS the bootstrap put first in the worker's script (an uncalled function), waits
 * for the host's first message (`init`, the block's data), then defines `blockfront` and runs the
 * script. A throw from the script reaches the worker's onerror, which the bootstrap reports.
 */
export function startWorker(drawing: Drawing): void {
  const scope = self as unknown as { __bfMain?: () => void } & Record<string, unknown>;
  const main = scope.__bfMain;
  delete scope.__bfMain;

  for (const name of [
    'fetch',
    'XMLHttpRequest',
    'WebSocket',
    'EventSource',
    'importScripts',
    'Worker',
    'SharedWorker',
    'BroadcastChannel',
    'indexedDB',
    'caches',
    'WebTransport',
  ]) {
    try {
      Object.defineProperty(scope, name, {
        value: undefined,
        configurable: false,
        writable: false,
      });
    } catch {
      // Not every global is configurable; the CSP blocks what is left.
    }
  }

  const subscribers: Record<EventName, Set<Listener>> = {
    'cart-changed': new Set(),
    'route-changed': new Set(),
  };
  let itemCount = 0;
  let path = '/';
  let nextCall = 1;
  const pendingCalls = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();

  function start(init: WorkerInit): void {
    itemCount = init.itemCount;
    path = init.path;
    const blockfront = Object.freeze({
      configuration: init.configuration,
      contentJSON: init.contentJSON,
      locale: init.locale,
      signedIn: init.signedIn,
      /** The block's root: append allowlisted elements (`ui-stack`, `ui-button`...) to it. */
      get root() {
        return drawing.root();
      },
      /** Replaces what the block shows with a tree of `{ type, ...properties, text, children }`. */
      render(tree: Tree | Tree[]) {
        drawing.render(Array.isArray(tree) ? tree : [tree]);
      },
      toast(message: string) {
        send({ t: 'toast', message: String(message) });
      },
      navigate(to: string) {
        send({ t: 'navigate', to: String(to) });
      },
      addToCart(request: { productId: string; quantity?: number }): Promise<{ itemCount: number }> {
        const callId = nextCall++;
        send({
          t: 'addToCart',
          callId,
          productId: String(request.productId),
          quantity: Number(request.quantity ?? 1),
        });
        return new Promise((resolve, reject) =>
          pendingCalls.set(callId, { resolve: resolve as (value: unknown) => void, reject }),
        );
      },
      on(event: EventName, listener: Listener): () => void {
        const set = subscribers[event];
        if (!set || typeof listener !== 'function')
          throw new TypeError(`blockfront.on: unknown event ${String(event)}`);
        set.add(listener);
        return () => set.delete(listener);
      },
      get cart() {
        return { itemCount };
      },
      get path() {
        return path;
      },
    });
    Object.defineProperty(scope, 'blockfront', {
      value: blockfront,
      writable: false,
      configurable: false,
    });
    main?.call(undefined);
  }

  function notify(event: EventName, payload: unknown): void {
    for (const listener of subscribers[event]) {
      try {
        listener(payload);
      } catch (error) {
        console.error(error);
      }
    }
  }

  let started = false;
  listenToHost((event: MessageEvent) => {
    // First in line: later listeners of the customJS never see the host's messages.
    event.stopImmediatePropagation();
    if (typeof event.data !== 'string') return;
    let message: HostMessage;
    try {
      message = parse(event.data) as HostMessage;
    } catch {
      return;
    }
    if (!started) {
      if (message.t !== 'init') return;
      started = true;
      start(message.init);
      return;
    }
    switch (message.t) {
      case 'init':
        return;
      case 'ping':
        send({ t: 'pong', n: message.n });
        return;
      case 'event': {
        const listener = listeners.get(listenerKey(message.id, message.event));
        try {
          listener?.();
        } finally {
          send({ t: 'ack', n: message.n });
        }
        return;
      }
      case 'cart-changed':
        itemCount = message.itemCount;
        notify('cart-changed', { itemCount });
        return;
      case 'route-changed':
        path = message.path;
        notify('route-changed', { path });
        return;
      case 'result': {
        const pending = pendingCalls.get(message.callId);
        pendingCalls.delete(message.callId);
        if (!pending) return;
        if (message.ok) pending.resolve({ itemCount: message.itemCount });
        else pending.reject(new Error(message.error));
        return;
      }
    }
  });
}
