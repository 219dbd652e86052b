/**
 * Validity checks of routes with an id in their path (spec 000 section 2: a failing check is a
 * 404 `Page Not Found: {path}`). Ids are CRM record ids (15 or 18 letters and digits) or, for
 * support requests, their number (`REQ-00077`): anything else cannot name a record, so asking the
 * gateway for it would only cost a request.
 */
const SALESFORCE_ID = /^[a-zA-Z0-9]{15}(?:[a-zA-Z0-9]{3})?$/;
const RECORD_NUMBER = /^[A-Za-z]{2,8}-\d{1,12}$/;

export function isRecordId(value: string | undefined): boolean {
  return value !== undefined && SALESFORCE_ID.test(value);
}

export function isRequestId(value: string | undefined): boolean {
  return value !== undefined && (SALESFORCE_ID.test(value) || RECORD_NUMBER.test(value));
}
