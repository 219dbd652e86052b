import {
  MUTATION_TYPE_INSERT_CHILD,
  MUTATION_TYPE_REMOVE_CHILD,
  MUTATION_TYPE_UPDATE_PROPERTY,
  MUTATION_TYPE_UPDATE_TEXT,
  NODE_TYPE_ELEMENT,
  NODE_TYPE_TEXT,
  UPDATE_PROPERTY_TYPE_EVENT_LISTENER,
  UPDATE_PROPERTY_TYPE_PROPERTY,
} from '@remote-dom/core';
import { allowsEvent, validateProperty, type PropContext } from './elementRules';
import { isSandboxElementName, type SandboxElementName } from './elements';
import { SANDBOX_LIMITS } from './limits';
import type { Parsed } from './validateMessage';

/** What the host's tree holds under an id: an element (by name), a text node, or the root. */
export type NodeKind = SandboxElementName | '#text' | '#root';

/** Looks an id up in the host's current tree of this block. */
export type NodeLookup = (id: string) => NodeKind | undefined;

/** A checked record, ready for the receiver, and how many nodes it inserts. */
export interface CheckedRecord {
  record: unknown[];
  inserted: number;
}

const MAX_DEPTH = 32;
const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 64;
const isIndex = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= 0 &&
  value <= SANDBOX_LIMITS.maxNodes;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks one remote-dom mutation record from a worker against the allowlist (issue 6): only
 * allowlisted elements and text nodes, only their declared properties with values their rules
 * accept, no attributes (so no `on*`, `style`, `innerHTML`...), only declared events. Returns a
 * copy with the values the host will use, or the reason it is refused.
 */
export function checkMutationRecord(
  record: unknown,
  lookup: NodeLookup,
  context: PropContext,
): Parsed<CheckedRecord> {
  if (!Array.isArray(record)) return refuse('a mutation record that is not a list');
  const [type, id] = record;
  if (!isId(id)) return refuse('a mutation record without a node id');
  const target = lookup(id);
  switch (type) {
    case MUTATION_TYPE_INSERT_CHILD: {
      if (target === undefined || target === '#text')
        return refuse(`insert into unknown node ${id}`);
      if (!isIndex(record[3])) return refuse('insert at a bad index');
      const counter = { nodes: 0 };
      const child = checkNode(record[2], context, 0, counter);
      if (!child.ok) return child;
      return {
        ok: true,
        value: { record: [type, id, child.value, record[3]], inserted: counter.nodes },
      };
    }
    case MUTATION_TYPE_REMOVE_CHILD:
      if (target === undefined || target === '#text')
        return refuse(`remove from unknown node ${id}`);
      if (!isIndex(record[2])) return refuse('remove at a bad index');
      return { ok: true, value: { record: [type, id, record[2]], inserted: 0 } };
    case MUTATION_TYPE_UPDATE_TEXT:
      if (target !== '#text') return refuse(`text update of a node that is not text`);
      if (typeof record[2] !== 'string' || record[2].length > SANDBOX_LIMITS.maxTextChars) {
        return refuse('a text longer than allowed');
      }
      return { ok: true, value: { record: [type, id, record[2]], inserted: 0 } };
    case MUTATION_TYPE_UPDATE_PROPERTY: {
      if (target === undefined || target === '#text' || target === '#root') {
        return refuse(`property update of unknown element ${id}`);
      }
      const [, , name, value, updateType = UPDATE_PROPERTY_TYPE_PROPERTY] = record;
      if (typeof name !== 'string') return refuse('a property without a name');
      if (updateType === UPDATE_PROPERTY_TYPE_EVENT_LISTENER) {
        if (!allowsEvent(target, name)) return refuse(`<${target}> has no event "${name}"`);
        if (value !== true && value !== undefined && value !== null)
          return refuse('a bad listener');
        return {
          ok: true,
          value: {
            record: [type, id, name, value === true ? true : undefined, updateType],
            inserted: 0,
          },
        };
      }
      if (updateType !== UPDATE_PROPERTY_TYPE_PROPERTY)
        return refuse(`<${target}> attributes are not allowed`);
      const verdict = validateProperty(target, name, value, context);
      if (!verdict.ok) return refuse(verdict.reason);
      return {
        ok: true,
        value: { record: [type, id, name, verdict.value, updateType], inserted: 0 },
      };
    }
    default:
      return refuse('an unknown mutation type');
  }
}

function refuse(reason: string): { ok: false; reason: string } {
  return { ok: false, reason };
}

function checkNode(
  node: unknown,
  context: PropContext,
  depth: number,
  counter: { nodes: number },
): Parsed<Record<string, unknown>> {
  if (depth > MAX_DEPTH) return refuse(`elements nested deeper than ${MAX_DEPTH}`);
  if (!isRecord(node) || !isId(node.id)) return refuse('a node without an id');
  counter.nodes += 1;
  if (counter.nodes > SANDBOX_LIMITS.maxNodes)
    return refuse(`more than ${SANDBOX_LIMITS.maxNodes} nodes`);
  if (node.type === NODE_TYPE_TEXT) {
    if (typeof node.data !== 'string' || node.data.length > SANDBOX_LIMITS.maxTextChars) {
      return refuse('a text longer than allowed');
    }
    return { ok: true, value: { id: node.id, type: NODE_TYPE_TEXT, data: node.data } };
  }
  if (node.type !== NODE_TYPE_ELEMENT) return refuse('a node that is neither an element nor text');
  const element = node.element;
  if (!isSandboxElementName(element)) {
    return refuse(`an element that is not allowed: <${String(element).slice(0, 40)}>`);
  }
  if (isRecord(node.attributes) && Object.keys(node.attributes).length > 0) {
    return refuse(`<${element}> attributes are not allowed`);
  }
  const properties: Record<string, unknown> = {};
  if (node.properties !== undefined) {
    if (!isRecord(node.properties)) return refuse('bad properties');
    for (const [name, value] of Object.entries(node.properties)) {
      const verdict = validateProperty(element, name, value, context);
      if (!verdict.ok) return refuse(verdict.reason);
      if (verdict.value !== undefined) properties[name] = verdict.value;
    }
  }
  const eventListeners: Record<string, true> = {};
  if (node.eventListeners !== undefined) {
    if (!isRecord(node.eventListeners)) return refuse('bad event listeners');
    for (const [name, value] of Object.entries(node.eventListeners)) {
      if (!allowsEvent(element, name)) return refuse(`<${element}> has no event "${name}"`);
      if (value === true) eventListeners[name] = true;
    }
  }
  const children: Record<string, unknown>[] = [];
  if (!Array.isArray(node.children)) return refuse('an element without children');
  for (const child of node.children) {
    const checked = checkNode(child, context, depth + 1, counter);
    if (!checked.ok) return checked;
    children.push(checked.value);
  }
  return {
    ok: true,
    value: {
      id: node.id,
      type: NODE_TYPE_ELEMENT,
      element,
      properties,
      attributes: {},
      eventListeners,
      children,
    },
  };
}
