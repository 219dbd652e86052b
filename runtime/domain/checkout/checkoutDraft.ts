import type { QueryClient, QueryKey } from '@tanstack/query-core';
import { browserStorage } from '../../state/browserStorage';
import type { QuoteFields, QuoteFieldValue } from './checkoutTypes';
import type { FieldSaver } from './fieldSaver';

const draftKey = (quoteId: string) => `bf-checkout-draft-${quoteId}`;

/** What was typed at checkout and not yet on the quote when the tab last left it, or null. */
export function readCheckoutDraft(quoteId: string): QuoteFields | null {
  const raw = browserStorage('sessionStorage')?.getItem(draftKey(quoteId));
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as QuoteFields)
      : null;
  } catch {
    return null;
  }
}

function storeCheckoutDraft(quoteId: string, fields: QuoteFields): void {
  const storage = browserStorage('sessionStorage');
  if (!storage) return;
  if (Object.keys(fields).length > 0) storage.setItem(draftKey(quoteId), JSON.stringify(fields));
  else storage.removeItem(draftKey(quoteId));
}

const sameValue = (a: QuoteFieldValue | undefined, b: QuoteFieldValue | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Keeps what was typed at checkout across a reload or a closed tab within the save pause (or while
 * a save is refused or under way). When the page is hidden or left, the values not yet sent go
 * out at once (`flush` sends each waiting or refused value once; a value under way is not sent
 * again) and every value not yet on the quote is kept in the tab's storage, since the page may be
 * gone before the save lands. The quote's next checkout page in this tab takes the kept values
 * once the quote's fields have loaded, and only those the quote does not hold already: a save
 * that landed after the page went is not made a second time.
 */
export function keepCheckoutDraft(
  queryClient: QueryClient,
  saver: FieldSaver,
  quoteId: string,
  fieldsKey: QueryKey,
): void {
  if (typeof window === 'undefined') return;
  // The kept values of the last page, until the quote's fields say which are still unsaved.
  let pending: QuoteFields | null = readCheckoutDraft(quoteId);
  const keep = () => storeCheckoutDraft(quoteId, { ...pending, ...saver.snapshot().unsaved });

  if (pending) {
    const restore = (saved: QuoteFields) => {
      const kept = pending ?? {};
      pending = null;
      const unsaved = Object.fromEntries(
        Object.entries(kept).filter(([name, value]) => !sameValue(saved[name], value)),
      );
      if (Object.keys(unsaved).length > 0) saver.set(unsaved);
      else keep();
    };
    const loaded = queryClient.getQueryData<QuoteFields>(fieldsKey);
    if (loaded) restore(loaded);
    else {
      const cache = queryClient.getQueryCache();
      const stop = cache.subscribe((event) => {
        const query = event.query;
        if (query.queryHash !== cache.find({ queryKey: fieldsKey, exact: true })?.queryHash) return;
        const data = query.state.data as QuoteFields | undefined;
        if (data === undefined) return;
        stop();
        restore(data);
      });
    }
  }

  // Once everything is on the quote, a kept draft is older than the quote: a later reload must
  // not bring it back.
  saver.subscribe(() => {
    if (saver.settled && pending === null) storeCheckoutDraft(quoteId, {});
  });
  const leave = () => {
    keep();
    if (!saver.settled) void saver.flush().catch(() => undefined);
  };
  window.addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
  });
}
