import { browserStorage } from '../../state/browserStorage';

/**
 * The new-request form's draft in local storage, so a reload or a closed tab loses nothing. One
 * draft per contact (a shared lab PC keeps colleagues' drafts apart); attachments are not kept
 * (their upload ids are, with their names, so the form can say what to attach again).
 */
export interface RequestDraft {
  draftId: string;
  requestType: string;
  subject: string;
  relatedTo: string;
  relatedOrderId: string | null;
  descriptionHtml: string;
  savedAt: string;
}

const PREFIX = 'bf-request-draft-';

const storage = () => browserStorage('localStorage');

function isDraft(value: unknown): value is RequestDraft {
  if (!value || typeof value !== 'object') return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.draftId === 'string' &&
    typeof draft.requestType === 'string' &&
    typeof draft.subject === 'string' &&
    typeof draft.relatedTo === 'string' &&
    typeof draft.descriptionHtml === 'string'
  );
}

/** The contact's saved draft, or null (none, or not one of ours). */
export function readRequestDraft(contactKey: string): RequestDraft | null {
  const text = storage()?.getItem(PREFIX + contactKey);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return isDraft(value) ? { ...value, relatedOrderId: value.relatedOrderId ?? null } : null;
  } catch {
    return null;
  }
}

/** Saves the draft; a full storage keeps the form working without it. */
export function storeRequestDraft(contactKey: string, draft: RequestDraft): void {
  try {
    storage()?.setItem(PREFIX + contactKey, JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage blocked: the draft lives in the page only.
  }
}

/** Forgets the draft (sent, or discarded by the user). */
export function clearRequestDraft(contactKey: string): void {
  storage()?.removeItem(PREFIX + contactKey);
}
