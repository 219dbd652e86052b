import { describe, expect, it } from 'vitest';
import { SANDBOX_LIMITS } from '../../../runtime/sandbox/limits';
import { parseWorkerMessage } from '../../../runtime/sandbox/validateMessage';
import { checkMutationRecord, type NodeKind } from '../../../runtime/sandbox/validateMutations';

describe('parseWorkerMessage', () => {
  it('reads the messages of the protocol', () => {
    expect(parseWorkerMessage('{"t":"toast","message":"Hi"}')).toEqual({
      ok: true,
      value: { t: 'toast', message: 'Hi' },
    });
    expect(parseWorkerMessage('{"t":"pong","n":3}')).toEqual({
      ok: true,
      value: { t: 'pong', n: 3 },
    });
  });

  it.each([
    ['{"t":"mutate","records":[],"__proto__":{"polluted":1}}', /"__proto__" key/],
    ['{"t":"toast","message":"x","constructor":1}', /"constructor" key/],
    ['{"t":"toast","message":"x","constructor":{"prototype":{}}}', /"(constructor|prototype)" key/],
    ['{"t":"mutate","records":[[3,"1","tone",{"prototype":1}]]}', /"prototype" key/],
  ])('refuses %s', (input, reason) => {
    const result = parseWorkerMessage(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses anything but JSON text, and text over the cap before parsing it', () => {
    expect(parseWorkerMessage({ t: 'toast', message: 'x' }).ok).toBe(false);
    expect(parseWorkerMessage('not json').ok).toBe(false);
    const huge = JSON.stringify({
      t: 'toast',
      message: 'x'.repeat(SANDBOX_LIMITS.maxMessageChars),
    });
    const result = parseWorkerMessage(huge);
    expect(result).toEqual({
      ok: false,
      reason: `a message over ${SANDBOX_LIMITS.maxMessageChars} characters`,
    });
  });

  it('refuses unknown types and the frame notice of an oversized message', () => {
    expect(parseWorkerMessage('{"t":"eval","code":"x"}').ok).toBe(false);
    expect(parseWorkerMessage('{"t":"oversize"}').ok).toBe(false);
  });
});

describe('checkMutationRecord', () => {
  const context = { imageHosts: [] };
  const tree = new Map<string, NodeKind>([
    ['~', '#root'],
    ['1', 'ui-button'],
    ['2', '#text'],
  ]);
  const lookup = (id: string) => tree.get(id);
  const insert = (child: unknown) => checkMutationRecord([0, '~', child, 0], lookup, context);

  it('accepts allowlisted elements with valid properties, listeners and text', () => {
    const result = insert({
      id: '5',
      type: 1,
      element: 'ui-button',
      properties: { variant: 'secondary' },
      eventListeners: { press: true },
      children: [{ id: '6', type: 3, data: 'Add' }],
    });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.inserted).toBe(2);
  });

  it.each([
    [{ id: '5', type: 1, element: 'script', children: [] }, /not allowed: <script>/],
    [
      { id: '5', type: 1, element: 'ui-text', attributes: { onclick: 'x' }, children: [] },
      /attributes are not allowed/,
    ],
    [
      { id: '5', type: 1, element: 'ui-text', properties: { innerHTML: '<b>' }, children: [] },
      /no property "innerHTML"/,
    ],
    [
      { id: '5', type: 1, element: 'ui-link', properties: { to: 'javascript:x' }, children: [] },
      /value refused/,
    ],
    [
      { id: '5', type: 1, element: 'ui-text', eventListeners: { press: true }, children: [] },
      /no event "press"/,
    ],
    [{ id: '5', type: 8, data: 'comment' }, /neither an element nor text/],
  ])('refuses %j', (child, reason) => {
    const result = insert(child);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });

  it('refuses more than 2,000 nodes in one insert', () => {
    const children = Array.from({ length: SANDBOX_LIMITS.maxNodes + 1 }, (_, i) => ({
      id: `c${i}`,
      type: 3,
      data: 'x',
    }));
    const result = insert({ id: '5', type: 1, element: 'ui-stack', children });
    expect(result).toEqual({ ok: false, reason: 'more than 2000 nodes' });
  });

  it('checks updates against the element they target', () => {
    expect(checkMutationRecord([3, '1', 'variant', 'primary'], lookup, context).ok).toBe(true);
    expect(checkMutationRecord([3, '1', 'onclick', 'x'], lookup, context).ok).toBe(false);
    expect(checkMutationRecord([3, '1', 'class', 'x', 2], lookup, context).ok).toBe(false);
    expect(checkMutationRecord([3, '9', 'variant', 'primary'], lookup, context).ok).toBe(false);
    expect(checkMutationRecord([2, '2', 'new text'], lookup, context).ok).toBe(true);
    expect(checkMutationRecord([2, '1', 'not a text node'], lookup, context).ok).toBe(false);
    expect(
      checkMutationRecord([0, '2', { id: '7', type: 3, data: 'x' }, 0], lookup, context).ok,
    ).toBe(false);
  });
});
