import {
  CASE_PRIORITIES,
  SERIAL_NUMBER_PATTERN,
  type CasePriority,
} from '../../../schemas/knowledgeBase';
import type { ActionResult } from '../../gateway/actionResult';
import type {
  BubbleOrgAnswer,
  CaseChoice,
  CaseCreationDetails,
  CaseDraft,
  CaseField,
  CasePrefill,
  KnowledgeFilters,
} from './knowledgeTypes';

/** No filter chosen. */
export const NO_KNOWLEDGE_FILTERS: KnowledgeFilters = { family: '', models: [], categories: [] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function choices(value: unknown): CaseChoice[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((choice) =>
    text(choice.value)
      ? [
          {
            value: text(choice.value),
            label: text(choice.label) || text(choice.value),
            description: text(choice.description),
          },
        ]
      : [],
  );
}

const CASE_FIELDS: readonly CaseField[] = [
  'subject',
  'instrumentModel',
  'serialNumber',
  'symptom',
  'description',
  'contactName',
  'contactEmail',
  'contactPhone',
];

/** The message when getCaseCreationActionDetails answers something the form cannot use. */
export const CASE_DETAILS_UNREADABLE =
  'The case form could not be prepared: the CRM answered without case types or priorities.';

/**
 * The case form from getCaseCreationActionDetails' full response (spec 001 section 7): the case
 * types, default type and contact are the response's content; priorities, default priority,
 * required fields per type and limits are beside it (docs/decisions.md, "Knowledge base and
 * cases"). Throws CASE_DETAILS_UNREADABLE when types or priorities are missing.
 */
export function caseDetailsOf(result: ActionResult): CaseCreationDetails {
  const content = isRecord(result.content) ? result.content : {};
  const caseTypes = choices(content.caseTypes);
  const priorities = choices(result.priorities).filter((choice) =>
    (CASE_PRIORITIES as readonly string[]).includes(choice.value),
  ) as CaseCreationDetails['priorities'];
  if (!caseTypes.length || !priorities.length) throw new Error(CASE_DETAILS_UNREADABLE);
  const required: Record<string, CaseField[]> = {};
  const requiredFields = isRecord(result.requiredFields) ? result.requiredFields : {};
  for (const type of caseTypes) {
    const fields = requiredFields[type.value];
    required[type.value] = Array.isArray(fields)
      ? fields.filter((field): field is CaseField => CASE_FIELDS.includes(field as CaseField))
      : [];
  }
  const limits = isRecord(result.limits) ? result.limits : {};
  const number = (value: unknown, fallback: number) =>
    typeof value === 'number' && value > 0 ? value : fallback;
  const contact = isRecord(content.contact) ? content.contact : {};
  const defaultType = text(content.defaultCaseType);
  const defaultPriority = text(result.defaultPriority);
  return {
    label: text(content.label) || 'Open a support case',
    caseTypes,
    defaultCaseType: caseTypes.some((type) => type.value === defaultType)
      ? defaultType
      : caseTypes[0]!.value,
    priorities,
    defaultPriority: (priorities.some((p) => p.value === defaultPriority)
      ? defaultPriority
      : priorities[0]!.value) as CasePriority,
    requiredFields: required,
    contact: { name: text(contact.name), email: text(contact.email), phone: text(contact.phone) },
    limits: {
      subjectMaxChars: number(limits.subjectMaxChars, 200),
      descriptionMaxChars: number(limits.descriptionMaxChars, 20_000),
      attachmentsPerCase: number(limits.attachmentsPerCase, 5),
      attachmentMaxBytes: number(limits.attachmentMaxBytes, 5 * 1024 * 1024),
    },
  };
}

/** The fields a case of `caseType` needs (besides type and priority). */
export function requiredCaseFields(details: CaseCreationDetails, caseType: string): CaseField[] {
  return details.requiredFields[caseType] ?? [];
}

/** What the case form says when a field is missing or wrong. */
const MISSING: Record<CaseField, string> = {
  subject: 'Enter a subject.',
  instrumentModel: 'Enter the instrument model.',
  serialNumber: 'Enter the serial number from the type plate.',
  symptom: 'Describe the symptom.',
  description: 'Describe what happened.',
  contactName: 'Enter the name of the person to contact.',
  contactEmail: 'Enter an email address to contact.',
  contactPhone: 'Enter a phone number to contact.',
};

/** Problems of a case draft, by field; empty when it may be sent. */
export function caseProblems(
  draft: CaseDraft,
  details: CaseCreationDetails,
): Partial<Record<CaseField | 'caseType' | 'priority', string>> {
  const problems: Partial<Record<CaseField | 'caseType' | 'priority', string>> = {};
  if (!details.caseTypes.some((type) => type.value === draft.caseType))
    problems.caseType = 'Choose the type of case.';
  if (!details.priorities.some((priority) => priority.value === draft.priority))
    problems.priority = 'Choose a priority.';
  for (const field of requiredCaseFields(details, draft.caseType))
    if (!draft[field].trim()) problems[field] = MISSING[field];
  if (draft.subject.trim().length > details.limits.subjectMaxChars)
    problems.subject = `The subject may be at most ${details.limits.subjectMaxChars} characters.`;
  if (draft.serialNumber.trim() && !SERIAL_NUMBER_PATTERN.test(draft.serialNumber.trim()))
    problems.serialNumber =
      'A serial number has 4 to 40 letters, digits or dashes, as on the type plate (e.g. AU4-31877).';
  if (draft.contactEmail.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.contactEmail.trim()))
    problems.contactEmail = 'Enter an email address such as name@lab.org.';
  return problems;
}

/** Text safe inside HTML. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** What the case is about, as the request's "related to" (the instrument and its serial number). */
export function caseRelatedTo(draft: Pick<CaseDraft, 'instrumentModel' | 'serialNumber'>): string {
  const model = draft.instrumentModel.trim();
  const serial = draft.serialNumber.trim();
  if (model && serial) return `${model}, S/N ${serial}`;
  return model || (serial ? `S/N ${serial}` : '');
}

/**
 * The case's description as the support request stores it: the symptom, the article read and
 * the contact first (what support triages on), then the customer's own words, paragraph by
 * paragraph. Everything typed is escaped.
 */
export function caseDescriptionHtml(draft: CaseDraft, articleTitle = ''): string {
  const line = (label: string, value: string) =>
    value.trim() ? `<p><strong>${label}:</strong> ${escapeHtml(value.trim())}</p>` : '';
  const article = draft.articleNumber
    ? `${draft.articleNumber}${articleTitle ? ` (${articleTitle})` : ''}`
    : '';
  const contact = [draft.contactName, draft.contactEmail, draft.contactPhone]
    .map((value) => value.trim())
    .filter(Boolean)
    .join(', ');
  const words = draft.description
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return [
    line('Symptom', draft.symptom),
    line('Knowledge article consulted', article),
    line('Priority', draft.priority),
    line('Contact', contact),
    words,
  ].join('');
}

/** The case page's address with what the search knew (symptom, article, model). */
export function casePrefillPath(casePath: string, prefill: Partial<CasePrefill>): string {
  const query = new URLSearchParams();
  if (prefill.symptom?.trim()) query.set('symptom', prefill.symptom.trim());
  if (prefill.articleNumber) query.set('article', prefill.articleNumber);
  if (prefill.articleTitle) query.set('articleTitle', prefill.articleTitle);
  if (prefill.model) query.set('model', prefill.model);
  const search = query.toString();
  return search ? `${casePath}?${search}` : casePath;
}

/** What a case page's address carries from the search (casePrefillPath's reverse). */
export function casePrefillOf(search: URLSearchParams): CasePrefill {
  const take = (name: string, max: number) => (search.get(name) ?? '').trim().slice(0, max);
  const articleNumber = take('article', 20);
  return {
    symptom: take('symptom', 500),
    articleNumber: /^KA-\d{5}$/.test(articleNumber) ? articleNumber : '',
    articleTitle: take('articleTitle', 200),
    model: take('model', 80),
  };
}

/**
 * Where a case goes when the organisation's own desk handles cases: the desk's portal when it has
 * one, else an email to the desk with the case written out. Null when Cellaris support takes it.
 */
export function serviceDeskRoute(
  answer: BubbleOrgAnswer | undefined,
  draft?: Pick<CaseDraft, 'subject' | 'symptom' | 'instrumentModel' | 'serialNumber'>,
): { href: string; label: string } | null {
  const desk = answer?.isBubbleOrg ? answer.serviceDesk : null;
  if (!desk) return null;
  if (desk.url && /^https:\/\//.test(desk.url))
    return { href: desk.url, label: `Open a case with ${desk.name}` };
  const body = draft
    ? [`Symptom: ${draft.symptom}`, `Instrument: ${caseRelatedTo(draft)}`].join('\n')
    : '';
  const query = new URLSearchParams({ subject: draft?.subject ?? '', body });
  return {
    href: `mailto:${desk.email}?${query.toString().replace(/\+/g, '%20')}`,
    label: `Email ${desk.name}`,
  };
}
