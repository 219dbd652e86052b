import { contactAwsStatusSync } from '../../records/contactAwsStatus';

/** Told after a manager deactivates a portal user (cid). */
export const userDeactivatedInAWS = contactAwsStatusSync('Inactive');
