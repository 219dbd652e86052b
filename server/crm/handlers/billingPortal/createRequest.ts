import { CASE_PRIORITIES } from '../../../../schemas/knowledgeBase';
import { REQUEST_LIMITS, REQUEST_TYPES } from '../../../../schemas/supportRequests';
import { crmError, ok, payloadArg, stringArg, type CrmHandler } from '../../handler';
import { callerMayUseAccount } from '../../records/ownership';
import { insertRequest } from '../../records/newRequestRow';
import { attachmentIdsOf, checkedBody, claimableFiles } from '../../records/requestInput';
import { addActivity } from '../../records/requestActivity';
import { callerName, requestOf, visibleRequest } from '../../records/supportRequests';

/**
 * Opens a support request for the account the call acts for: type (one of REQUEST_TYPES),
 * subject, descriptionHtml (saved sanitized), relatedTo (an instrument and serial number) or
 * relatedOrderId (an order of the account), attachmentIds (the caller's uploads) and draftId (a
 * retry with the same draft answers the request it made) and priority (optional, one of
 * CASE_PRIORITIES: the knowledge base's case form sends it, issue 19). Every problem is named at once and
 * nothing is saved unless all is well.
 */
export const createRequest: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const { caller, db } = request;
    if (caller.kind === 'guest' || !caller.contactId || !caller.accountId)
      return crmError('Sign in to open a support request.', 401);
    const accountId = caller.accountId;
    if (!(await callerMayUseAccount(db, caller, accountId)))
      return crmError('Account not found.', 404);

    const problems: string[] = [];
    const type = stringArg(request, 'requestType');
    if (!type || !(REQUEST_TYPES as readonly string[]).includes(type))
      problems.push(`Type: one of ${REQUEST_TYPES.join(', ')}.`);
    const subject = (stringArg(request, 'subject') ?? '').trim();
    if (!subject) problems.push('Subject: required.');
    else if (subject.length > REQUEST_LIMITS.subjectMaxChars)
      problems.push(`Subject: at most ${REQUEST_LIMITS.subjectMaxChars} characters.`);
    const body = checkedBody('Description', payloadArg(request, 'descriptionHtml'));
    if ('problem' in body) problems.push(body.problem);
    let related = (stringArg(request, 'relatedTo') ?? '').trim() || null;
    if (related && related.length > REQUEST_LIMITS.relatedMaxChars)
      problems.push(`Related to: at most ${REQUEST_LIMITS.relatedMaxChars} characters.`);
    const orderId = stringArg(request, 'relatedOrderId');
    if (orderId) {
      const [order] = await db.query<{ order_number: string }>(
        'SELECT order_number FROM orders WHERE id = $1 AND account_id = $2',
        [orderId, caller.accountId],
      );
      if (!order) problems.push('Related order: not found.');
      else related = `Order ${order.order_number}`;
    }
    const attachmentIds = attachmentIdsOf(payloadArg(request, 'attachmentIds'));
    if ('problem' in attachmentIds) problems.push(attachmentIds.problem);
    const priority = stringArg(request, 'priority');
    if (priority && !(CASE_PRIORITIES as readonly string[]).includes(priority))
      problems.push(`Priority: one of ${CASE_PRIORITIES.join(', ')}.`);
    const draftId = stringArg(request, 'draftId');
    if (draftId && !/^[A-Za-z0-9-]{8,64}$/.test(draftId))
      problems.push('draftId: 8 to 64 letters, digits or dashes.');
    if (!type || problems.length || 'problem' in body || 'problem' in attachmentIds)
      return crmError(problems.join(' '));

    if (draftId) {
      const [made] = await db.query<{ id: string }>(
        'SELECT id FROM support_requests WHERE contact_id = $1 AND draft_id = $2',
        [caller.contactId, draftId],
      );
      const existing = made && (await visibleRequest(db, caller, made.id));
      if (existing) return ok({ ...requestOf(existing), alreadyCreated: true });
    }
    const files = await claimableFiles(db, caller, attachmentIds.ids);
    if ('problem' in files) return crmError(files.problem);

    const author = await callerName(db, caller);
    const id = await db.transaction(async (tx) => {
      const recordId = await insertRequest(tx, {
        accountId,
        contactId: caller.contactId,
        type,
        subject,
        descriptionHtml: body.html,
        relatedOrderId: orderId,
        relatedLabel: related,
        draftId,
        priority,
      });
      for (const file of files.files) {
        await tx.query('UPDATE support_request_files SET request_id = $1 WHERE id = $2', [
          recordId,
          file.id,
        ]);
        await addActivity(tx, recordId, {
          kind: 'attachment',
          authorName: author,
          authorContactId: caller.contactId,
          fileId: file.id,
        });
      }
      return recordId;
    });
    const created = await visibleRequest(db, caller, id);
    return ok({ ...requestOf(created!), alreadyCreated: false });
  },
};
