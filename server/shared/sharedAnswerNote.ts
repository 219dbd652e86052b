import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one gateway request learned about the answers it gave: the CRM notes each answer it gave
 * a guest from its shared catalogue answers (catalogAnswerCache.ts), with the catalogue revision
 * that answer belongs to and the guest's storefront. The gateway keeps the bytes of a request
 * whose one answer was such a shared one (server/gateway/http/publicAnswerCache.ts), so the next
 * identical guest request is answered without GraphQL, serialisation or compression.
 */
export interface SharedAnswerNote {
  shared: { revision: string; storefrontId: string; guestAccountId: string | null }[];
}

const notes = new AsyncLocalStorage<SharedAnswerNote>();

/** Runs `work` with a fresh note, which it returns beside the work's result. */
export async function withSharedAnswerNote<T>(
  work: () => Promise<T>,
): Promise<{ result: T; note: SharedAnswerNote }> {
  const note: SharedAnswerNote = { shared: [] };
  const result = await notes.run(note, work);
  return { result, note };
}

/** Called by the CRM when a guest's answer is the one every guest of the storefront gets. */
export function noteSharedGuestAnswer(entry: SharedAnswerNote['shared'][number]): void {
  notes.getStore()?.shared.push(entry);
}
