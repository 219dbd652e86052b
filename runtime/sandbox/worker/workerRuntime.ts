/**
 * The trusted runtime of every block's worker (issue 6), bundled by Vite into one classic script
 * that the sandbox frame's bootstrap puts after the block's customJS (wrapped in a function that
 * only this runtime calls). It defines the allowlisted remote elements, observes the block's root
 * with remote-dom, waits for the block's data (`init`, the host's first message), then gives the
 * customJS one global, `blockfront` (docs/custom-code.md), and runs it. Messages to the host are JSON text;
 * event listeners cross as `true` and the host calls them back by element id and event name.
 *
 * Nothing here is a security boundary: the iframe's opaque origin, its CSP (inherited by this
 * worker: `connect-src 'none'`, no eval) and the host's validation are. Removing the network and
 * storage globals below only makes failures clearer for honest scripts.
 */
import { listenToHost, postToHost } from './workerScope';
import '@remote-dom/core/polyfill';
import {
  MUTATION_TYPE_INSERT_CHILD,
  MUTATION_TYPE_UPDATE_PROPERTY,
  UPDATE_PROPERTY_TYPE_EVENT_LISTENER,
} from '@remote-dom/core';
import {
  RemoteMutationObserver,
  RemoteRootElement,
  createRemoteElement,
} from '@remote-dom/core/elements';
import type { RemoteConnection, RemoteMutationRecord } from '@remote-dom/core';
import { SANDBOX_ELEMENTS } from '../elements';
import type { HostMessage, WorkerInit, WorkerMessage } from '../protocol';

type Listener = (...args: unknown[]) => unknown;
const scope = self as unknown as { __bfMain?: () => void } & Record<string, unknown>;
// The bootstrap puts the block's customJS in front of this runtime as a function it does not call:
// the worker starts (and compiles everything) before its block mounts, and the script runs when
// the host sends the block's data (the first message, `init`).
const main = scope.__bfMain;
delete scope.__bfMain;

const stringify = JSON.stringify;
const parse = JSON.parse;
const send = (message: WorkerMessage) => postToHost(stringify(message));

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
    Object.defineProperty(scope, name, { value: undefined, configurable: false, writable: false });
  } catch {
    // Not every global is configurable; the CSP blocks what is left.
  }
}

// --- remote elements -------------------------------------------------------------------------
for (const [name, definition] of Object.entries(SANDBOX_ELEMENTS)) {
  customElements.define(
    name,
    createRemoteElement({
      properties: Object.fromEntries(definition.properties.map((property) => [property, {}])),
      events: [...definition.events],
    }),
  );
}
customElements.define('remote-root', RemoteRootElement);

const listeners = new Map<string, Listener>();
const listenerKey = (id: string, event: string) => `${id}\u0000${event}`;

/** Replaces listener functions in serialized nodes with `true`, keeping them here by id. */
function stripListeners(node: {
  id: string;
  eventListeners?: Record<string, unknown>;
  children?: unknown[];
}): void {
  if (node.eventListeners) {
    for (const [event, listener] of Object.entries(node.eventListeners)) {
      if (typeof listener === 'function')
        listeners.set(listenerKey(node.id, event), listener as Listener);
      node.eventListeners[event] = true;
    }
  }
  for (const child of node.children ?? []) stripListeners(child as typeof node);
}

const connection: RemoteConnection = {
  call() {
    return undefined;
  },
  mutate(records: RemoteMutationRecord[]) {
    const copies = records.map((record) => [...record] as unknown[]);
    for (const record of copies) {
      if (record[0] === MUTATION_TYPE_INSERT_CHILD) {
        const child = { ...(record[2] as object) } as Parameters<typeof stripListeners>[0];
        record[2] = child;
        stripListeners(child);
      } else if (
        record[0] === MUTATION_TYPE_UPDATE_PROPERTY &&
        record[4] === UPDATE_PROPERTY_TYPE_EVENT_LISTENER
      ) {
        const key = listenerKey(record[1] as string, record[2] as string);
        if (typeof record[3] === 'function') {
          listeners.set(key, record[3] as Listener);
          record[3] = true;
        } else {
          listeners.delete(key);
          record[3] = undefined;
        }
      }
    }
    send({ t: 'mutate', records: copies });
  },
};

const root = document.createElement('remote-root') as RemoteRootElement;
new RemoteMutationObserver(connection).observe(root);

// --- the capability API ----------------------------------------------------------------------
type EventName = 'cart-changed' | 'route-changed';
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

interface Tree {
  type: string;
  text?: string;
  children?: (Tree | string)[];
  onPress?: Listener;
  [property: string]: unknown;
}

function build(tree: Tree | string): Node {
  if (typeof tree === 'string') return document.createTextNode(tree);
  const element = document.createElement(`ui-${tree.type}`);
  for (const [key, value] of Object.entries(tree)) {
    if (key === 'type' || key === 'children' || key === 'text') continue;
    if (key === 'onPress' && typeof value === 'function')
      element.addEventListener('press', value as EventListener);
    else (element as unknown as Record<string, unknown>)[key] = value;
  }
  if (typeof tree.text === 'string') element.append(tree.text);
  for (const child of tree.children ?? []) element.append(build(child));
  return element;
}

/** Gives the customJS its one global and runs it, once, with the block's data. */
function start(init: WorkerInit): void {
  itemCount = init.itemCount;
  path = init.path;
  const blockfront = Object.freeze({
    configuration: init.configuration,
    contentJSON: init.contentJSON,
    locale: init.locale,
    signedIn: init.signedIn,
    /** The block's root: append allowlisted elements (`ui-stack`, `ui-button`...) to it. */
    root,
    /** Replaces what the block shows with a tree of `{ type, ...properties, text, children }`. */
    render(tree: Tree | Tree[]) {
      root.replaceChildren(...(Array.isArray(tree) ? tree : [tree]).map(build));
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
    // A throw from the customJS reaches the worker's onerror, which the bootstrap reports.
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
