import {
  MUTATION_TYPE_INSERT_CHILD,
  MUTATION_TYPE_UPDATE_PROPERTY,
  ROOT_ID,
  UPDATE_PROPERTY_TYPE_EVENT_LISTENER,
} from '@remote-dom/core';
import type { RemoteMutationRecord } from '@remote-dom/core';
import type {
  RemoteReceiver,
  RemoteReceiverElement,
  RemoteReceiverNode,
} from '@remote-dom/core/receivers';
import type { Capabilities } from './capabilities';
import type { PropContext } from './elementRules';
import type { SandboxElementName } from './elements';
import { SANDBOX_LIMITS } from './limits';
import type { HostMessage, WorkerMessage } from './protocol';
import { parseWorkerMessage } from './validateMessage';
import { checkMutationRecord, type NodeKind } from './validateMutations';

export interface SessionOptions {
  port: MessagePort;
  receiver: RemoteReceiver;
  capabilities: Capabilities;
  context: PropContext;
  /** Called once, when the watchdog (or a bad message) stops the block's worker. */
  onStop(reason: string): void;
  /** Terminates the worker in the frame. */
  kill(): void;
  /** Reports a refused capability request (dev mode). */
  onRefused(reason: string): void;
  /** Called when the first render arrives. */
  onRendered(): void;
}

/**
 * The host side of one block's worker (issue 6): reads only the block's own port, validates every
 * message and mutation before the receiver sees it, answers capability requests, and runs the
 * watchdog: first render within 3 s, pings and event handlers answered within 500 ms, at most
 * 2,000 nodes and 1,000 mutation records a second. A breach terminates the worker.
 */
export class SandboxSession {
  private stopped = false;
  private rendered = false;
  private nextN = 1;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly waiting = new Map<number, ReturnType<typeof setTimeout>>();
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  /** Mutation records received in the last second, as [time, count] (a sliding window). */
  private recentMutations: [number, number][] = [];

  constructor(private readonly options: SessionOptions) {
    options.port.onmessage = (event: MessageEvent<unknown>) => this.receive(event.data);
    options.port.start();
    this.later(SANDBOX_LIMITS.firstRenderMs, () => {
      if (!this.rendered)
        this.stop(`no first render within ${SANDBOX_LIMITS.firstRenderMs / 1000} s`);
    });
    this.heartbeat = setInterval(() => this.ping(), SANDBOX_LIMITS.heartbeatMs);
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  /** Tells the worker the cart changed (the item count only: no ids cross). */
  cartChanged(itemCount: number): void {
    this.send({ t: 'cart-changed', itemCount });
  }

  routeChanged(path: string): void {
    this.send({ t: 'route-changed', path });
  }

  /** Ends the worker without blame (the block unmounted). */
  dispose(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.cleanUp();
  }

  stop(reason: string): void {
    if (this.stopped) return;
    this.stopped = true;
    this.cleanUp();
    this.options.onStop(reason);
  }

  private cleanUp(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const timer of this.timers) clearTimeout(timer);
    for (const timer of this.waiting.values()) clearTimeout(timer);
    this.timers.clear();
    this.waiting.clear();
    this.options.port.onmessage = null;
    this.options.port.close();
    this.options.kill();
  }

  private later(ms: number, run: () => void): ReturnType<typeof setTimeout> {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
    return timer;
  }

  private send(message: HostMessage): void {
    if (!this.stopped) this.options.port.postMessage(JSON.stringify(message));
  }

  /** Sends a message that must be answered within the handler budget. */
  private expectAnswer(message: HostMessage & { n: number }, what: string): void {
    this.send(message);
    const timer = setTimeout(() => {
      this.waiting.delete(message.n);
      this.stop(`${what} did not answer within ${SANDBOX_LIMITS.handlerMs} ms`);
    }, SANDBOX_LIMITS.handlerMs);
    this.waiting.set(message.n, timer);
  }

  private ping(): void {
    // One ping at a time: an unanswered one is already on its way to stopping the worker.
    if (this.waiting.size > 0) return;
    this.expectAnswer({ t: 'ping', n: this.nextN++ }, 'the script');
  }

  /** Called by the host's components when the user presses an element with a listener. */
  dispatch(id: string, event: string): void {
    this.expectAnswer({ t: 'event', n: this.nextN++, id, event }, `the "${event}" handler`);
  }

  private receive(data: unknown): void {
    if (this.stopped) return;
    const parsed = parseWorkerMessage(data);
    if (!parsed.ok) {
      this.stop(`refused ${parsed.reason}`);
      return;
    }
    this.handle(parsed.value);
  }

  private handle(message: WorkerMessage): void {
    const { capabilities, onRefused } = this.options;
    switch (message.t) {
      case 'mutate':
        this.mutate(message.records);
        return;
      case 'pong':
      case 'ack': {
        const timer = this.waiting.get(message.n);
        if (timer !== undefined) clearTimeout(timer);
        this.waiting.delete(message.n);
        return;
      }
      case 'toast': {
        const result = capabilities.toast(message.message);
        if (!result.ok) onRefused(result.error);
        return;
      }
      case 'navigate': {
        const result = capabilities.navigate(message.to);
        if (!result.ok) onRefused(result.error);
        return;
      }
      case 'addToCart':
        void capabilities.addToCart(message.productId, message.quantity).then(
          (result) => {
            if (!result.ok) onRefused(result.error);
            this.send(
              result.ok
                ? {
                    t: 'result',
                    callId: message.callId,
                    ok: true,
                    itemCount: result.itemCount ?? 0,
                  }
                : { t: 'result', callId: message.callId, ok: false, error: result.error },
            );
          },
          (error: unknown) =>
            this.send({
              t: 'result',
              callId: message.callId,
              ok: false,
              error: error instanceof Error ? error.message : 'Could not add to the cart.',
            }),
        );
        return;
      case 'error':
        this.stop(`the script failed: ${message.message}`);
        return;
      case 'oversize':
        return;
    }
  }

  private mutate(records: unknown[]): void {
    const now = performance.now();
    this.recentMutations = this.recentMutations.filter(([at]) => now - at < 1_000);
    this.recentMutations.push([now, records.length]);
    const lastSecond = this.recentMutations.reduce((total, [, count]) => total + count, 0);
    if (lastSecond > SANDBOX_LIMITS.maxMutationsPerSecond) {
      this.stop(`more than ${SANDBOX_LIMITS.maxMutationsPerSecond} mutations in a second`);
      return;
    }
    const { receiver, context } = this.options;
    const lookup = (id: string): NodeKind | undefined => {
      if (id === ROOT_ID) return '#root';
      const node = receiver.get<RemoteReceiverNode>({ id });
      if (!node) return undefined;
      if (node.type === 3) return '#text';
      return node.type === 1
        ? ((node as RemoteReceiverElement).element as SandboxElementName)
        : undefined;
    };
    for (const record of records) {
      const checked = checkMutationRecord(record, lookup, context);
      if (!checked.ok) {
        this.stop(`refused ${checked.reason}`);
        return;
      }
      const ready = this.withListeners(checked.value.record);
      try {
        receiver.connection.mutate([ready as unknown as RemoteMutationRecord]);
      } catch (error) {
        this.stop(
          `refused a mutation the tree cannot apply (${error instanceof Error ? error.message : 'error'})`,
        );
        return;
      }
    }
    const nodes = countNodes(receiver.root.children, SANDBOX_LIMITS.maxNodes + 1);
    if (nodes > SANDBOX_LIMITS.maxNodes) {
      this.stop(`more than ${SANDBOX_LIMITS.maxNodes} nodes`);
      return;
    }
    // A render is something drawn: an empty batch does not meet the first-render budget.
    if (!this.rendered && nodes > 0) {
      this.rendered = true;
      this.options.onRendered();
    }
  }

  /** Turns the `true` placeholders of event listeners into host callbacks to this worker. */
  private withListeners(record: unknown[]): unknown[] {
    const callback = (id: string, event: string) => () => this.dispatch(id, event);
    if (record[0] === MUTATION_TYPE_INSERT_CHILD) {
      attachListeners(record[2] as SerializedNode, callback);
    } else if (
      record[0] === MUTATION_TYPE_UPDATE_PROPERTY &&
      record[4] === UPDATE_PROPERTY_TYPE_EVENT_LISTENER
    ) {
      record[3] =
        record[3] === true ? callback(record[1] as string, record[2] as string) : undefined;
    }
    return record;
  }
}

interface SerializedNode {
  id: string;
  eventListeners?: Record<string, unknown>;
  children?: SerializedNode[];
}

function attachListeners(
  node: SerializedNode,
  callback: (id: string, event: string) => () => void,
): void {
  if (node.eventListeners) {
    for (const event of Object.keys(node.eventListeners))
      node.eventListeners[event] = callback(node.id, event);
  }
  for (const child of node.children ?? []) attachListeners(child, callback);
}

function countNodes(nodes: readonly RemoteReceiverNode[], cap: number): number {
  let count = 0;
  const stack = [...nodes];
  while (stack.length > 0 && count < cap) {
    const node = stack.pop()!;
    count += 1;
    if (node.type === 1) stack.push(...(node as RemoteReceiverElement).children);
  }
  return count;
}
