import { REQUEST_LIMITS, REQUEST_TYPES } from '../../../../schemas/supportRequests';
import { crmError, ok, payloadArg, stringArg, type CrmHandler } from '../../handler';
import { insertRequest } from '../../records/newRequestRow';
import { requestHtmlText, sanitizeRequestHtml } from '../../records/requestHtml';
import { validateFieldValue } from '../../records/validateFieldValue';

type Fields = Record<string, unknown>;

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The first field present under any of the names (a form's field names are the admin's). */
function field(fields: Fields, ...names: string[]): string {
  for (const name of names) {
    const key = Object.keys(fields).find((candidate) => candidate.toLowerCase() === name);
    const value = key === undefined ? undefined : fields[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '';
}

/** A subject from a message: its first line, at most 80 characters. */
function firstLine(message: string): string {
  const line = message.split('\n')[0]?.trim() ?? '';
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/** A contact form's topic as a request type: the CRM's own types, the form's wording mapped. */
function requestType(topic: string): string {
  const known = REQUEST_TYPES.find((type) => type.toLowerCase() === topic.toLowerCase());
  if (known) return known;
  if (/order|delivery|shipping/i.test(topic)) return 'Order issue';
  if (/bill|invoice|payment/i.test(topic)) return 'Billing question';
  if (/service|repair|instrument/i.test(topic)) return 'Instrument service';
  return 'Technical question';
}

/**
 * createRecord for `Case` (the support page's contact form, blocks/customForm with a submitLabel):
 * web-to-case into the same requests as createRequest. A signed-in caller's case is theirs (it
 * shows in their requests); a guest's goes to the storefront's guest account with the name and
 * email given. The form's fields become the description (escaped, then sanitized like every
 * body); its topic the type. Other objects are not created through this type.
 */
export const createRecord: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const objectName = stringArg(request, 'objectName');
    if (objectName?.toLowerCase() !== 'case')
      return crmError(
        `createRecord: ${objectName ?? 'objectName'} records cannot be created here.`,
      );
    const fields = payloadArg(request, 'fields');
    if (!fields || typeof fields !== 'object' || Array.isArray(fields))
      return crmError('fields is required.');
    const values = fields as Fields;
    const { caller, db } = request;
    const accountId = caller.accountId;
    if (!accountId) return crmError('An account is required.');

    const problems: string[] = [];
    const message = field(values, 'message', 'description', 'body', 'details');
    if (!message) problems.push('Message: required.');
    const name = field(values, 'name', 'fullname', 'full name');
    const email = field(values, 'email', 'emailaddress');
    if (caller.kind === 'guest') {
      if (!name) problems.push('Full name: required.');
      const checked = validateFieldValue('Email', { kind: 'email' }, email || null);
      if (!email) problems.push('Email: required.');
      else if ('problem' in checked) problems.push(checked.problem);
    }
    const topic = field(values, 'topic', 'type', 'category');
    const subject = (
      field(values, 'subject') || `${topic || 'Question'}: ${firstLine(message)}`
    ).slice(0, REQUEST_LIMITS.subjectMaxChars);
    const rows = Object.entries(values)
      .filter(([key, value]) => !/^(message|description|body|details)$/i.test(key) && value !== '')
      .map(([key, value]) => `<li><strong>${escape(key)}</strong>: ${escape(String(value))}</li>`)
      .join('');
    const html = sanitizeRequestHtml(
      `${message
        .split(/\n{2,}/)
        .map((part) => `<p>${escape(part).replace(/\n/g, '<br>')}</p>`)
        .join('')}${rows ? `<ul>${rows}</ul>` : ''}`,
    );
    if (html.length > REQUEST_LIMITS.bodyMaxChars || requestHtmlText(html).length === 0)
      problems.push(`Message: at most ${REQUEST_LIMITS.bodyMaxChars} characters.`);
    if (problems.length) return crmError(problems.join(' '));

    const id = await db.transaction((tx) =>
      insertRequest(tx, {
        accountId,
        contactId: caller.contactId,
        type: requestType(topic),
        subject,
        descriptionHtml: html,
        webName: caller.kind === 'guest' ? name : null,
        webEmail: caller.kind === 'guest' ? email : null,
      }),
    );
    const [row] = await db.query<{ request_number: string }>(
      'SELECT request_number FROM support_requests WHERE id = $1',
      [id],
    );
    return ok({ success: true, id, caseNumber: row?.request_number ?? null });
  },
};
