import { ClientError, type GraphQLClient } from 'graphql-request';
import { batchDocument, type BatchEntry } from './batchDocument';
import { GATEWAY_DOCUMENTS } from './documents';
import { GatewayError } from './gatewayError';
import { toGatewayError } from './transportError';

/**
 * How long a batch stays open, in microtask turns: every block mounting in one React commit
 * starts its queries synchronously in the same task, and a few turns more let calls that arrive
 * after an await or two join. Not a timer: a macrotask would queue the page's first request
 * behind React's rendering work.
 */
export const BATCH_WINDOW_MICROTASKS = 3;

function afterMicrotasks(turns: number, run: () => void): void {
  if (turns <= 0) run();
  else queueMicrotask(() => afterMicrotasks(turns - 1, run));
}

/** The most root fields one request carries; more wait for the next request. */
export const MAX_BATCH_SIZE = 20;

interface Pending extends BatchEntry {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  signal?: AbortSignal;
}

interface GraphQLErrorLike {
  message?: unknown;
  path?: unknown;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

interface PartialAnswer {
  data: Record<string, unknown> | null | undefined;
  errors: readonly GraphQLErrorLike[];
}

/**
 * A 200 answer whose GraphQL errors each name their field by path: the other fields succeeded.
 * Anything else (an HTTP failure, an error without a path) fails the whole request.
 */
function partialAnswer(error: unknown): PartialAnswer | null {
  if (!(error instanceof ClientError) || error.response.status !== 200) return null;
  const errors = (error.response.errors ?? []) as readonly GraphQLErrorLike[];
  if (!error.response.data || !errors.every((item) => Array.isArray(item.path))) return null;
  return { data: error.response.data as Record<string, unknown>, errors };
}

/** The GraphQL error of one alias, if the response has one. */
function errorOfAlias(errors: readonly GraphQLErrorLike[], alias: string): GatewayError | null {
  const error = errors.find(
    (candidate) => Array.isArray(candidate.path) && candidate.path[0] === alias,
  );
  if (!error) return null;
  const message = typeof error.message === 'string' && error.message ? error.message : 'HTTP 200';
  return new GatewayError(200, message, { origin: 'graphql' });
}

/**
 * Read operations issued in the same task go to the gateway as one GraphQL document with several
 * root fields (DESIGN.md section 2): the blocks of a page that mount together cost one round trip.
 * Each caller still gets its own result or its own error; an HTTP failure fails every call of
 * the request, as it would have failed each of them alone.
 */
class RequestBatcher {
  private queue: Pending[] = [];
  private scheduled = false;

  constructor(private readonly client: GraphQLClient) {}

  /** Resolves to `{[operation]: result}`, the shape a request of its own would have answered. */
  request<Data>(entry: BatchEntry, signal?: AbortSignal): Promise<Data> {
    if (signal?.aborted) return Promise.reject(abortError(signal));
    return new Promise<Data>((resolve, reject) => {
      const pending: Pending = {
        ...entry,
        signal,
        resolve: (value) => resolve({ [entry.operation]: value } as Data),
        reject,
      };
      // A caller that gives up is answered at once; the shared request goes on for the others.
      signal?.addEventListener('abort', () => reject(abortError(signal)), { once: true });
      this.queue.push(pending);
      if (!this.scheduled) {
        this.scheduled = true;
        afterMicrotasks(BATCH_WINDOW_MICROTASKS, () => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const waiting = this.queue.filter((pending) => !pending.signal?.aborted);
    this.queue = [];
    for (let start = 0; start < waiting.length; start += MAX_BATCH_SIZE) {
      void this.send(waiting.slice(start, start + MAX_BATCH_SIZE));
    }
  }

  private async send(batch: Pending[]): Promise<void> {
    // A call alone keeps the plain document of its operation: the wire shape of spec 000 section 7.
    const { document, variables, aliases } =
      batch.length === 1 && batch[0]
        ? {
            document: GATEWAY_DOCUMENTS[batch[0].operation],
            variables: batch[0].variables,
            aliases: [batch[0].operation],
          }
        : batchDocument(batch);
    let answer: PartialAnswer;
    try {
      answer = { data: await this.client.request({ document, variables }), errors: [] };
    } catch (error) {
      const partial = partialAnswer(error);
      if (!partial) {
        const failure = toGatewayError(error);
        for (const pending of batch) pending.reject(failure);
        return;
      }
      answer = partial;
    }
    const { data, errors } = answer;
    batch.forEach((pending, index) => {
      const alias = aliases[index] as string;
      const failure = errorOfAlias(errors, alias);
      if (failure) pending.reject(failure);
      else pending.resolve(data?.[alias] ?? null);
    });
  }
}

const batchers = new WeakMap<GraphQLClient, RequestBatcher>();

/** The batcher of one gateway client (one per client, so tests and storefronts never mix). */
export function batcherFor(client: GraphQLClient): RequestBatcher {
  let batcher = batchers.get(client);
  if (!batcher) {
    batcher = new RequestBatcher(client);
    batchers.set(client, batcher);
  }
  return batcher;
}
