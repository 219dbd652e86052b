import { browserStorage } from '../../state/browserStorage';
import type { QuoteFields } from './checkoutTypes';
import type { FieldSaver } from './fieldSaver';

const draftKey = (quoteId: string) => `bf-checkout-draft-${quoteId}`;

/** What was typed at checkout and not yet on the quote when the page was left, or null. */
export function readCheckoutDraft(quoteId: string): QuoteFields | null {
  const storage = browserStorage('sessionStorage');
  const raw = storage?.getItem(draftKey(quoteId));
  if (!raw) return null;
  storage?.removeItem(draftKey(quoteId));
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

/**
 * A reload or a closed tab within the save pause (or while a save is refused or under way) would
 * lose what was typed: when the page is hidden or left, the unsaved values go out at once and are
 * kept in the tab's storage too, since the page may be gone before the save lands. The next
 * checkout page of the quote in this tab starts from them (`readCheckoutDraft`).
 */
export function keepDraftWhenLeaving(saver: FieldSaver, quoteId: string): void {
  if (typeof window === 'undefined') return;
  const leave = () => {
    storeCheckoutDraft(quoteId, saver.snapshot().unsaved);
    if (!saver.settled) void saver.flush().catch(() => undefined);
  };
  // Once everything is on the quote, a kept draft is older than the quote: a later reload must
  // not bring it back.
  saver.subscribe(() => {
    if (saver.settled) browserStorage('sessionStorage')?.removeItem(draftKey(quoteId));
  });
  window.addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
  });
}
