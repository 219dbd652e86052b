/**
 * Constants of the specification that both the server (the local gateway and CRM stand-in) and
 * the runtime need: one home each, beside the schemas, the only code the two sides share.
 */

/** Spec 000 section 4: the user type of a guest, and of a user in no group. */
export const GUEST_USER_TYPE = 'AWSGuest';

/** Spec 000 section 7: the CRM's content for a read that found nothing (not a failure). */
export const NO_RECORDS_MESSAGE = 'ERROR: No records Found.';

/** Spec 000 section 9: the locale of guests and of users whose profile names none. */
export const DEFAULT_LOCALE = 'en-US';
