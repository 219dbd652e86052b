// @vitest-environment node
import { ROOT_ID, type RemoteMutationRecord } from '@remote-dom/core';
import {
  RemoteReceiver,
  type RemoteReceiverElement,
  type RemoteReceiverNode,
  type RemoteReceiverText,
} from '@remote-dom/core/receivers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SandboxElementName } from '../../../runtime/sandbox/elements';
import { parseWorkerMessage } from '../../../runtime/sandbox/validateMessage';
import { checkMutationRecord, type NodeKind } from '../../../runtime/sandbox/validateMutations';

/**
 * The render runtime (runtime/sandbox/worker/renderRuntime.ts) in a stand-in worker scope: the
 * records it sends for `blockfront.render` must pass the host's validation and build the tree the
 * DOM runtime's remote elements would.
 */
const sent: string[] = [];
const host = new EventTarget();
const scope = globalThis as unknown as Record<string, unknown>;

function fromHost(message: unknown): void {
  host.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(message) }));
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(async () => {
  scope.self = globalThis;
  scope.postMessage = (message: string) => sent.push(message);
  scope.addEventListener = host.addEventListener.bind(host);
  // What the bootstrap puts before the runtime: the block's script, uncalled.
  scope.__bfMain = () => {
    const { blockfront } = scope as {
      blockfront: { render(tree: unknown): void; toast(message: string): void };
    };
    blockfront.render({
      type: 'stack',
      gap: 'small',
      children: [
        { type: 'badge', tone: 'info', text: 'Offer' },
        { type: 'text', tone: 'muted', onPress: () => {}, unknownProperty: 1, text: 'Hi' },
        'plain text',
        { type: 'button', text: 'Show', onPress: () => blockfront.toast('Pressed') },
      ],
    });
  };
  await import('../../../runtime/sandbox/worker/renderRuntime');
});

/** Applies the worker's mutate messages to a receiver through the host's checks. */
function applyTo(receiver: RemoteReceiver, messages: string[]): void {
  const lookup = (id: string): NodeKind | undefined => {
    if (id === ROOT_ID) return '#root';
    const node = receiver.get<RemoteReceiverNode>({ id });
    if (!node) return undefined;
    if (node.type === 3) return '#text';
    return (node as RemoteReceiverElement).element as SandboxElementName;
  };
  for (const message of messages) {
    const parsed = parseWorkerMessage(message);
    if (!parsed.ok) throw new Error(parsed.reason);
    if (parsed.value.t !== 'mutate') continue;
    for (const record of parsed.value.records) {
      const checked = checkMutationRecord(record, lookup, { imageHosts: [] });
      if (!checked.ok) throw new Error(checked.reason);
      receiver.connection.mutate([checked.value.record as unknown as RemoteMutationRecord]);
    }
  }
}

function describeTree(node: RemoteReceiverNode): unknown {
  if (node.type === 3) return (node as RemoteReceiverText).data;
  const element = node as RemoteReceiverElement;
  return {
    element: element.element,
    properties: element.properties,
    events: Object.keys(element.eventListeners),
    children: element.children.map(describeTree),
  };
}

describe('the render runtime', () => {
  it('does not run the script before the host sends the block data', async () => {
    await nextTask();
    expect(sent).toEqual([]);
  });

  it('draws the tree of blockfront.render in records the host accepts', async () => {
    fromHost({
      t: 'init',
      init: {
        configuration: null,
        contentJSON: null,
        locale: 'en-US',
        signedIn: false,
        itemCount: 0,
        path: '/',
      },
    });
    await nextTask();
    // One message for the whole first render, as remote-dom's observer batches a task's records.
    expect(sent).toHaveLength(1);
    const receiver = new RemoteReceiver();
    applyTo(receiver, sent);
    expect(receiver.root.children.map(describeTree)).toEqual([
      {
        element: 'ui-stack',
        properties: { gap: 'small' },
        events: [],
        children: [
          { element: 'ui-badge', properties: { tone: 'info' }, events: [], children: ['Offer'] },
          // ui-text has no press event and no `unknownProperty`: neither crosses.
          { element: 'ui-text', properties: { tone: 'muted' }, events: [], children: ['Hi'] },
          'plain text',
          { element: 'ui-button', properties: {}, events: ['press'], children: ['Show'] },
        ],
      },
    ]);
  });

  it('calls the listener of a pressed element and answers the host', async () => {
    sent.length = 0;
    // Node ids count from 0 in render order: stack, badge, "Offer", text, "Hi", "plain text", button.
    fromHost({ t: 'event', n: 7, id: '6', event: 'press' });
    await nextTask();
    expect(sent.map((message) => JSON.parse(message) as unknown)).toEqual([
      { t: 'toast', message: 'Pressed' },
      { t: 'ack', n: 7 },
    ]);
  });

  it('replaces what it drew on the next render, and forgets the old listeners', async () => {
    sent.length = 0;
    const { blockfront } = scope as { blockfront: { render(tree: unknown): void } };
    blockfront.render([{ type: 'heading', level: 2, text: 'Again' }]);
    await nextTask();
    const [message] = sent.map((text) => JSON.parse(text) as { records: unknown[][] });
    expect(message?.records.map((record) => record.slice(0, 2))).toEqual([
      [1, ROOT_ID],
      [0, ROOT_ID],
    ]);
    sent.length = 0;
    fromHost({ t: 'event', n: 8, id: '6', event: 'press' });
    await nextTask();
    expect(sent.map((text) => JSON.parse(text) as unknown)).toEqual([{ t: 'ack', n: 8 }]);
  });
});
