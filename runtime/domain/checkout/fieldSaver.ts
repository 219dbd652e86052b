import { GatewayError, type GatewayConnection } from '../../gateway/index';
import { showToast } from '../../state/showToast';
import { updateQuoteFields } from './checkoutCalls';
import type { QuoteFields, QuoteFieldValue } from './checkoutTypes';

/** How long typing may pause before the checkout's fields are saved (ours; not in the spec). */
export const CHECKOUT_SAVE_DEBOUNCE_MS = 700;

/** After the store did not answer, refused values go again after these pauses (the last repeats). */
export const SAVE_RETRY_DELAYS_MS: readonly number[] = [2_000, 5_000, 10_000, 20_000];

/** HTTP answers that say "not now" rather than "not this value" (spec 000 section 8's list). */
const TRANSIENT_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/**
 * Whether a save failed for a reason the buyer cannot correct (the store did not answer, was
 * busy, or the record was locked): then the values go again by themselves. A refusal of the
 * values (a CRM result such as 'Zip: not a ZIP code') waits for the buyer's correction.
 */
export function isTransientSaveFailure(error: unknown): boolean {
  if (!(error instanceof GatewayError))
    return error instanceof Error && /^(AbortError|TimeoutError|TypeError)$/.test(error.name);
  if (error.origin === 'network') return true;
  if (error.origin === 'http') return TRANSIENT_STATUSES.has(error.statusCode);
  return /record currently unavailable|UNABLE_TO_LOCK_ROW|timed? ?out/i.test(error.message);
}

/** What a block shows of the saves: values typed, whether they are saved, and what failed. */
export interface SaverView {
  /** Values typed and not yet on the quote (waiting, under way or refused), by field name. */
  unsaved: Readonly<Record<string, QuoteFieldValue>>;
  /** Saves waiting for the pause or under way. */
  saving: boolean;
  /** The CRM's message for the last refused save, null when nothing failed. */
  error: string | null;
  /** The message of each refused field the CRM named, by field name. */
  fieldErrors: Readonly<Record<string, string>>;
  /** Who typed the refused values (`set`'s owner), so each block shows only its own failure. */
  failedOwners: readonly string[];
  /** The last failure was the store not answering: the values go again by themselves. */
  retrying: boolean;
}

/**
 * A saver's view until its first change: also what the server's render and the hydration draw
 * (useCheckout), so a checkout adopted with nothing typed is not drawn again after hydrating.
 */
export const EMPTY_VIEW: SaverView = {
  unsaved: {},
  saving: false,
  error: null,
  fieldErrors: {},
  failedOwners: [],
  retrying: false,
};

/**
 * Splits updateRecord's "Field: problem. Other: problem." into one message per named field; the
 * CRM names every problem with its field, so each can stand next to its input.
 */
export function fieldProblems(message: string, names: readonly string[]): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const name of names) {
    const at = message.indexOf(`${name}:`);
    if (at < 0) continue;
    const rest = message.slice(at + name.length + 1);
    const next = names
      .filter((other) => other !== name)
      .map((other) => rest.indexOf(` ${other}:`))
      .filter((index) => index >= 0);
    problems[name] = rest.slice(0, next.length ? Math.min(...next) : undefined).trim();
  }
  return problems;
}

/**
 * The debounced writer of one quote's checkout fields. A typed value is kept here until the CRM
 * has it: waiting for the pause, under way, or refused (then shown with the CRM's reason and sent
 * again with the next change, a retry or before placing the order). So a failed save never loses
 * what was typed, and blocks show the typed value, never an older saved one. No React: the hooks
 * subscribe to it.
 */
export class FieldSaver {
  private waiting = new Map<string, QuoteFieldValue>();
  private sending = new Map<string, QuoteFieldValue>();
  private refused = new Map<string, QuoteFieldValue>();
  private error: string | null = null;
  private fieldErrors: Record<string, string> = {};
  private readonly owners = new Map<string, string>();
  private retrying = false;
  private failuresInARow = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private view: SaverView = EMPTY_VIEW;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly connection: GatewayConnection,
    private readonly quoteId: string,
    /** Receives what the CRM saved (the quote's fields as answered) and the names written. */
    private readonly onSaved: (saved: QuoteFields, names: readonly string[]) => void,
    private readonly debounceMs = CHECKOUT_SAVE_DEBOUNCE_MS,
  ) {}

  /** Records typed values (by `owner`, a block) and saves them once typing pauses. */
  set(values: QuoteFields, owner = ''): void {
    for (const [name, value] of Object.entries(values)) {
      this.waiting.set(name, value);
      this.owners.set(name, owner);
      this.refused.delete(name);
      delete this.fieldErrors[name];
    }
    if (this.refused.size === 0) this.error = null;
    this.schedule();
    this.publish();
  }

  /**
   * Records values as a default (the account's default address for a new cart): each value goes
   * in only where the buyer has typed nothing for its field (waiting, under way or refused), so a
   * choice made before the default was offered is never overwritten by it.
   */
  offer(values: QuoteFields, owner = ''): void {
    const untyped = Object.entries(values).filter(
      ([name]) => !this.waiting.has(name) && !this.sending.has(name) && !this.refused.has(name),
    );
    if (untyped.length > 0) this.set(Object.fromEntries(untyped), owner);
  }

  /** Saves everything not on the quote yet now (the waiting and the refused values). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.running) await this.running;
    if (this.waiting.size === 0 && this.refused.size === 0) return;
    this.running = this.send().finally(() => {
      this.running = null;
      this.publish();
    });
    await this.running;
    // Values typed while that save was under way go out too.
    if (this.waiting.size > 0) await this.flush();
  }

  /** Whether nothing typed is unsaved. */
  get settled(): boolean {
    return this.waiting.size === 0 && this.sending.size === 0 && this.refused.size === 0;
  }

  snapshot(): SaverView {
    return this.view;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private scheduleRetry(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush().catch(() => undefined);
    }, delayMs);
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush().catch(() => undefined);
    }, this.debounceMs);
  }

  private async send(): Promise<void> {
    const batch = new Map([...this.refused, ...this.waiting]);
    this.refused.clear();
    this.waiting.clear();
    this.sending = batch;
    this.publish();
    try {
      const saved = await updateQuoteFields(
        this.connection,
        this.quoteId,
        Object.fromEntries(batch),
      );
      this.sending = new Map();
      this.failuresInARow = 0;
      if (this.refused.size === 0) {
        this.error = null;
        this.fieldErrors = {};
        this.retrying = false;
      }
      this.onSaved(saved, [...batch.keys()]);
    } catch (error) {
      this.sending = new Map();
      const message = error instanceof Error && error.message ? error.message : 'Not saved.';
      // Keep every value of the batch, unless a newer one was typed meanwhile.
      for (const [name, value] of batch) if (!this.waiting.has(name)) this.refused.set(name, value);
      this.error = message;
      this.retrying = isTransientSaveFailure(error);
      this.fieldErrors = this.retrying ? {} : fieldProblems(message, [...batch.keys()]);
      if (this.retrying) {
        // The spec's error toast once per run of failures, then quiet retries.
        if (this.failuresInARow === 0) showToast({ message, variant: 'error' });
        const delays = SAVE_RETRY_DELAYS_MS;
        this.scheduleRetry(delays[Math.min(this.failuresInARow, delays.length - 1)] ?? 20_000);
      }
      this.failuresInARow += 1;
      throw error;
    }
  }

  private publish(): void {
    this.view = {
      unsaved: Object.fromEntries([...this.refused, ...this.sending, ...this.waiting]),
      saving: this.timer !== null || this.sending.size > 0 || this.waiting.size > 0,
      error: this.error,
      fieldErrors: { ...this.fieldErrors },
      failedOwners: [
        ...new Set([...this.refused.keys()].map((name) => this.owners.get(name) ?? '')),
      ],
      retrying: this.retrying && this.refused.size > 0,
    };
    for (const listener of this.listeners) listener();
  }
}
