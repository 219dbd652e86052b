/**
 * The render runtime of a block's worker (issue 6), for scripts that draw only through
 * `blockfront.render` (see needsDom.ts). It writes the remote-dom mutation records that the DOM
 * runtime's remote elements would produce for the same tree (the host validates and draws both
 * alike), without remote-dom's DOM polyfill: a few KB to compile instead of 54, which is most of a
 * worker's start-up.
 */
import {
  MUTATION_TYPE_INSERT_CHILD,
  MUTATION_TYPE_REMOVE_CHILD,
  NODE_TYPE_ELEMENT,
  NODE_TYPE_TEXT,
  ROOT_ID,
} from '@remote-dom/core';
import { SANDBOX_ELEMENTS } from '../elements';
import { listeners, listenerKey, send, startWorker, type Tree } from './blockfrontApi';

interface SerializedNode {
  id: string;
  type: number;
  element?: string;
  data?: string;
  properties?: Record<string, unknown>;
  eventListeners?: Record<string, true>;
  children?: SerializedNode[];
}

const definitions: Record<string, { properties: readonly string[]; events: readonly string[] }> =
  SANDBOX_ELEMENTS;
let nextId = 0;
/** Nodes directly under the root, as the host holds them. */
let shown = 0;
let pending: unknown[] = [];

/** As the DOM runtime's `build`: properties its element defines, `onPress` if it has `press`. */
function serialize(tree: Tree | string, found: Map<string, () => unknown>): SerializedNode {
  const id = String(nextId++);
  if (typeof tree === 'string') return { id, type: NODE_TYPE_TEXT, data: tree };
  const element = `ui-${tree.type}`;
  const definition = Object.prototype.hasOwnProperty.call(definitions, element)
    ? definitions[element]
    : undefined;
  const properties: Record<string, unknown> = {};
  const eventListeners: Record<string, true> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (key === 'type' || key === 'children' || key === 'text') continue;
    if (key === 'onPress' && typeof value === 'function') {
      if (!definition?.events.includes('press')) continue;
      found.set(listenerKey(id, 'press'), value as () => unknown);
      eventListeners.press = true;
    } else if (definition?.properties.includes(key)) {
      properties[key] = value;
    }
  }
  const children: SerializedNode[] = [];
  if (typeof tree.text === 'string') children.push(serialize(tree.text, found));
  for (const child of tree.children ?? []) children.push(serialize(child, found));
  return { id, type: NODE_TYPE_ELEMENT, element, properties, eventListeners, children };
}

function render(trees: (Tree | string)[]): void {
  const found = new Map<string, () => unknown>();
  const nodes = trees.map((tree) => serialize(tree, found));
  // The whole tree is replaced, and so are its listeners.
  listeners.clear();
  for (const [key, listener] of found) listeners.set(key, listener);
  // What the DOM runtime's replaceChildren sends: every old child removed, the new ones inserted.
  for (; shown > 0; shown -= 1) pending.push([MUTATION_TYPE_REMOVE_CHILD, ROOT_ID, 0]);
  nodes.forEach((node, index) => pending.push([MUTATION_TYPE_INSERT_CHILD, ROOT_ID, node, index]));
  shown = nodes.length;
  queueFlush();
}

let flushQueued = false;
/** One message per task, as remote-dom's MutationObserver batches its records. */
function queueFlush(): void {
  if (flushQueued) return;
  flushQueued = true;
  queueMicrotask(() => {
    flushQueued = false;
    const records = pending;
    pending = [];
    if (records.length > 0) send({ t: 'mutate', records });
  });
}

startWorker({
  render,
  root() {
    throw new TypeError(
      'blockfront.root is only there for scripts that name it or the DOM (docs/custom-code.md)',
    );
  },
});
