/**
 * Knowledge base and support cases (issue 19): the constants the CRM stand-in (server/crm) and the
 * runtime (runtime/domain/knowledge) must share, so the form refuses what the CRM would refuse.
 */

/** A case's priorities, lowest first (getCaseCreationActionDetails lists them with their targets). */
export const CASE_PRIORITIES = ['Low', 'Medium', 'High', 'Critical'] as const;
/** One of CASE_PRIORITIES. */
export type CasePriority = (typeof CASE_PRIORITIES)[number];

/** The characters a search needs before the CRM ranks it (fewer: the popular articles). */
export const KNOWLEDGE_SEARCH_MIN_CHARS = 2;
/** How long the search waits after the last keystroke before it asks for suggestions (issue 19). */
export const KNOWLEDGE_SUGGEST_DEBOUNCE_MS = 500;
/** Suggestions shown while typing. */
export const KNOWLEDGE_SUGGESTION_LIMIT = 6;
/** Results per page. */
export const KNOWLEDGE_PAGE_SIZE = 10;
/** The longest search text the CRM takes. */
export const KNOWLEDGE_SEARCH_MAX_CHARS = 200;

/** Instrument serial numbers as printed on the type plate: letters, digits and dashes. */
export const SERIAL_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{3,39}$/;
