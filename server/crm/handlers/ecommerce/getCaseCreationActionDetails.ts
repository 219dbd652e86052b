import { CASE_PRIORITIES } from '../../../../schemas/knowledgeBase';
import { REQUEST_LIMITS } from '../../../../schemas/supportRequests';
import type { ActionResult } from '../../../shared/contracts';
import { crmError, forbidden, stringArg, type CrmHandler } from '../../handler';

/** What a case of each type needs besides its type and priority. */
const REQUIRED_FIELDS = {
  'Instrument service': ['subject', 'instrumentModel', 'serialNumber', 'symptom', 'contactEmail'],
  'Technical question': ['subject', 'symptom', 'contactEmail'],
} as const;

const PRIORITY_TARGETS: Record<(typeof CASE_PRIORITIES)[number], string> = {
  Low: 'Question or cosmetic issue: we answer within 3 business days.',
  Medium: 'Instrument works with a workaround: we answer within 1 business day.',
  High: 'Results affected: we answer within 8 business hours.',
  Critical: 'Instrument down: we call back within 4 hours.',
};

/**
 * What the case form needs (spec 001 section 7, GET with query stfId): "the full response is
 * returned, not only its content". The CRM's answer to a quick action: `content` is the action
 * (its case types, which map to support request types, and the signed-in contact to prefill),
 * and beside it the record's picklist and layout: `priorities` (with response targets),
 * `defaultPriority`, `requiredFields` per case type and `limits`. The stfId must be the
 * storefront the caller is signed in to (403 otherwise); guests are refused (401).
 */
export const getCaseCreationActionDetails: CrmHandler = {
  method: 'GET',
  async handle(request) {
    const { caller, db } = request;
    if (caller.kind === 'guest' || !caller.contactId)
      return crmError('Sign in to open a support case.', 401);
    const stfId = stringArg(request, 'stfId');
    if (!stfId) return crmError('stfId: required.');
    if (stfId !== caller.storefrontId)
      return forbidden(`storefront ${stfId} is not the one you are signed in to.`);
    const [contact] = await db.query<Record<string, string | null>>(
      `SELECT trim(first_name || ' ' || last_name) AS name, email, phone FROM contacts WHERE id = $1`,
      [caller.contactId],
    );
    const answer: ActionResult & Record<string, unknown> = {
      statusCode: 200,
      content: {
        actionName: 'NewCase',
        label: 'Open a support case',
        stfId,
        caseTypes: [
          {
            value: 'Instrument service',
            label: 'Instrument problem',
            description: 'The instrument fails, gives wrong results or needs a part replaced.',
          },
          {
            value: 'Technical question',
            label: 'Application or technical question',
            description: 'Protocols, panel design, software or data analysis.',
          },
        ],
        defaultCaseType: 'Instrument service',
        contact: {
          name: contact?.name ?? '',
          email: contact?.email ?? '',
          phone: contact?.phone ?? '',
        },
      },
      priorities: CASE_PRIORITIES.map((value) => ({
        value,
        label: value,
        description: PRIORITY_TARGETS[value],
      })),
      defaultPriority: 'Medium',
      requiredFields: REQUIRED_FIELDS,
      limits: {
        subjectMaxChars: REQUEST_LIMITS.subjectMaxChars,
        descriptionMaxChars: REQUEST_LIMITS.bodyMaxChars,
        attachmentsPerCase: REQUEST_LIMITS.attachmentsPerMessage,
        attachmentMaxBytes: REQUEST_LIMITS.attachmentMaxBytes,
      },
    };
    return answer;
  },
};
