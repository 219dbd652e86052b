/**
 * The DOM runtime of a block's worker (issue 6), for scripts that use the DOM (see needsDom.ts):
 * bundled by Vite into one classic script that the sandbox frame's bootstrap puts after the
 * block's customJS. It defines the allowlisted remote elements, observes the block's root with
 * remote-dom, and hands drawing to blockfrontApi.ts. Messages to the host are JSON text; event
 * listeners cross as `true` and the host calls them back by element id and event name.
 */
import {
  listeners,
  listenerKey,
  send,
  startWorker,
  type Listener,
  type Tree,
} from './blockfrontApi';
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

/**
 * Draws one of every element, with a listener, into a detached root observed by a second
 * observer that sends nothing, while the worker waits for its block to mount: V8 compiles each
 * function on its first call, and the polyfill's insertion, observation and serialization paths
 * are most of a first render's cost. Done here, that cost is paid before the block mounts.
 */
function warmUp(): void {
  const scratch = document.createElement('remote-root') as RemoteRootElement;
  const observer = new RemoteMutationObserver({ call: () => undefined, mutate: () => {} });
  observer.observe(scratch);
  scratch.replaceChildren(
    build({
      type: 'stack',
      gap: 'small',
      children: [
        ...Object.keys(SANDBOX_ELEMENTS).map((name) => ({
          type: name.slice('ui-'.length),
          text: 'warm-up',
          onPress: () => undefined,
        })),
        'warm-up',
      ],
    }),
  );
  // The observer's records arrive in a microtask; let them be serialized, then let go.
  setTimeout(() => {
    observer.disconnect();
    scratch.replaceChildren();
  }, 0);
}

warmUp();
startWorker({
  render: (trees) => root.replaceChildren(...trees.map(build)),
  root: () => root,
});
