import { createContext } from 'react';
import {
  defaultShouldDehydrateQuery,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/** What of a block's query options the server render needs to read it ahead of the block. */
export interface FirstPageReadOptions {
  queryKey: QueryKey;
  queryFn?: unknown;
  /** A boolean only: a read whose `enabled` is a function is left to the browser. */
  enabled?: unknown;
}

/**
 * The reads the server render of one first page makes for its data blocks (docs/decisions.md
 * "Data blocks answered in the server render"). A block's query hook (`useBlockQuery`) asks
 * `pending()`: while its read is on its way the block suspends on the promise (React's `prerender`
 * waits for it), and once it is in the query cache the block renders with the answer, which the
 * page's dehydrated cache hands to the client. Every read of the page shares one time budget: a
 * read that fails or is still on its way when the budget runs out is cancelled and forgotten, its
 * block renders its loading state on the server and the client reads it itself, as before. The
 * promises never reject, so no boundary is left failed or pending and the page never waits past
 * its budget for its data.
 */
export class FirstPageReads {
  private readonly waiting = new Map<string, Promise<void>>();
  /** Reads started once (a read is tried at most once per page, whatever its outcome). */
  private readonly tried = new Set<string>();
  /** Reads given up (failed, or out of time): their block keeps its loading state. */
  private readonly abandoned = new Set<string>();
  private readonly budgetOver: Promise<void>;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private expired = false;

  constructor(
    private readonly queryClient: QueryClient,
    budgetMs: number,
  ) {
    this.budgetOver = new Promise((resolve) => {
      this.timer = setTimeout(() => {
        this.expired = true;
        resolve();
      }, budgetMs);
    });
  }

  /**
   * Null when the block may render now: its answer is in the cache, the read is not the server's
   * (disabled, or `enabled` decided per query), or it was given up. Otherwise a promise, settled
   * when the answer is in the cache or the read given up, to suspend on.
   */
  pending(options: FirstPageReadOptions): Promise<void> | null {
    if (options.enabled !== undefined && options.enabled !== true) return null;
    if (typeof options.queryFn !== 'function') return null;
    const { queryHash } = this.queryClient.defaultQueryOptions({ queryKey: options.queryKey });
    const known = this.waiting.get(queryHash);
    if (known) return known;
    if (this.queryClient.getQueryState(options.queryKey)?.status === 'success') return null;
    if (this.tried.has(queryHash)) return null;
    this.tried.add(queryHash);
    if (this.expired) {
      this.abandoned.add(queryHash);
      return null;
    }
    const read = this.queryClient
      // The same options the block's own query has (its key, its function, its meta).
      .fetchQuery({ ...(options as Parameters<QueryClient['fetchQuery']>[0]), retry: false })
      .then(() => true as const);
    const settled = Promise.race([read, this.budgetOver.then(() => false as const)])
      .catch(() => false as const)
      .then(async (answered) => {
        if (!answered) await this.giveUp(options.queryKey, queryHash);
        this.waiting.delete(queryHash);
      });
    this.waiting.set(queryHash, settled);
    return settled;
  }

  /** Whether the page read anything for its blocks (its HTML then holds data of the moment). */
  get readAny(): boolean {
    return this.tried.size > 0;
  }

  /** Whether a read was given up (its block's loading state is in the HTML). */
  get gaveUpAny(): boolean {
    return this.abandoned.size > 0;
  }

  /** Whether a query goes into the page's dehydrated cache: answered, and not given up. */
  readonly dehydrates = (query: Query): boolean =>
    defaultShouldDehydrateQuery(query) && !this.abandoned.has(query.queryHash);

  /** The render is over: no read starts or waits any more. */
  close(): void {
    clearTimeout(this.timer);
    this.expired = true;
  }

  /**
   * Cancelled (an answer arriving after the budget must not reach the page's cache, whose HTML
   * shows the loading state) and removed, so the block's query starts afresh as pending: on the
   * server it renders the loading state, never an error the client would not render the same.
   */
  private async giveUp(queryKey: QueryKey, queryHash: string): Promise<void> {
    this.abandoned.add(queryHash);
    await this.queryClient.cancelQueries({ queryKey, exact: true }).catch(() => undefined);
    this.queryClient.removeQueries({ queryKey, exact: true });
  }
}

/**
 * The server render's reads (renderFirstPage.tsx provides it); null in the browser, where the
 * blocks' queries fetch as usual.
 */
export const FirstPageReadsContext = createContext<FirstPageReads | null>(null);
