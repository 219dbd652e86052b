import { REQUEST_LIMITS } from '../../../schemas/supportRequests';
import type { Db } from '../../shared/contracts';
import type { Caller } from '../caller';
import { requestHtmlText, sanitizeRequestHtml } from './requestHtml';

/** A body as it will be saved, or why it cannot be. */
export function checkedBody(name: string, value: unknown): { html: string } | { problem: string } {
  if (typeof value !== 'string' || requestHtmlText(sanitizeRequestHtml(value)) === '')
    return { problem: `${name}: required.` };
  const html = sanitizeRequestHtml(value);
  if (html.length > REQUEST_LIMITS.bodyMaxChars)
    return {
      problem: `${name}: at most ${REQUEST_LIMITS.bodyMaxChars.toLocaleString('en-US')} characters of formatted text.`,
    };
  return { html };
}

/** The attachment ids of a call: a list of strings, at most attachmentsPerMessage. */
export function attachmentIdsOf(value: unknown): { ids: string[] } | { problem: string } {
  if (value === undefined || value === null) return { ids: [] };
  if (!Array.isArray(value) || value.some((id) => typeof id !== 'string'))
    return { problem: 'attachmentIds: a list of uploaded file ids.' };
  const ids = [...new Set(value as string[])];
  if (ids.length > REQUEST_LIMITS.attachmentsPerMessage)
    return {
      problem: `At most ${REQUEST_LIMITS.attachmentsPerMessage} attachments per message.`,
    };
  return { ids };
}

/**
 * The staged files a message takes: every id must be a complete upload of the caller's own, not
 * yet attached anywhere; else the message is refused whole (nothing is saved).
 */
export async function claimableFiles(
  db: Db,
  caller: Caller,
  ids: readonly string[],
): Promise<{ files: { id: string; file_name: string }[] } | { problem: string }> {
  if (ids.length === 0) return { files: [] };
  const files = await db.query<{ id: string; file_name: string }>(
    `SELECT id, file_name FROM support_request_files
      WHERE id = ANY($1::text[]) AND contact_id = $2 AND account_id = $3 AND complete
        AND request_id IS NULL`,
    [ids, caller.contactId, caller.accountId],
  );
  if (files.length !== ids.length)
    return { problem: 'An attachment was not found: upload it again.' };
  return { files: ids.map((id) => files.find((file) => file.id === id)!) };
}
