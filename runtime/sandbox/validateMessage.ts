import { SANDBOX_LIMITS } from './limits';
import type { WorkerMessage } from './protocol';

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

class ForbiddenKey extends Error {}

/**
 * Reads one message from a block's port (issue 6): JSON text within the size cap, with no
 * `__proto__`, `constructor` or `prototype` key at any depth, shaped as one of WorkerMessage.
 * Anything else is refused with a reason the watchdog reports.
 */
export function parseWorkerMessage(data: unknown): Parsed<WorkerMessage> {
  if (typeof data !== 'string') return { ok: false, reason: 'a message that is not JSON text' };
  if (data.length > SANDBOX_LIMITS.maxMessageChars) {
    return { ok: false, reason: `a message over ${SANDBOX_LIMITS.maxMessageChars} characters` };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(data, (key, value: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) throw new ForbiddenKey(key);
      return value;
    });
  } catch (error) {
    return {
      ok: false,
      reason:
        error instanceof ForbiddenKey
          ? `a message with a "${error.message}" key`
          : 'a message that is not valid JSON',
    };
  }
  return shape(parsed);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

function shape(value: unknown): Parsed<WorkerMessage> {
  const refused = (what: string): Parsed<WorkerMessage> => ({ ok: false, reason: what });
  if (!isRecord(value) || typeof value.t !== 'string') return refused('a message without a type');
  switch (value.t) {
    case 'mutate':
      return Array.isArray(value.records)
        ? { ok: true, value: { t: 'mutate', records: value.records } }
        : refused('a mutate message without records');
    case 'toast':
      return typeof value.message === 'string'
        ? { ok: true, value: { t: 'toast', message: value.message } }
        : refused('a toast without a message');
    case 'navigate':
      return typeof value.to === 'string'
        ? { ok: true, value: { t: 'navigate', to: value.to } }
        : refused('a navigate message without a path');
    case 'addToCart':
      return isCount(value.callId)
        ? {
            ok: true,
            value: {
              t: 'addToCart',
              callId: value.callId,
              productId: value.productId as string,
              quantity: value.quantity as number,
            },
          }
        : refused('an addToCart message without a call id');
    case 'pong':
    case 'ack':
      return isCount(value.n)
        ? { ok: true, value: { t: value.t, n: value.n } }
        : refused('a bad reply');
    case 'oversize':
      return refused(`a message over ${SANDBOX_LIMITS.maxMessageChars} characters`);
    case 'error':
      return {
        ok: true,
        value: {
          t: 'error',
          message: typeof value.message === 'string' ? value.message.slice(0, 300) : 'error',
        },
      };
    default:
      return refused(`an unknown message type "${String(value.t).slice(0, 40)}"`);
  }
}
