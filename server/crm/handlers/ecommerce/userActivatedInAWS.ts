import { contactAwsStatusSync } from '../../records/contactAwsStatus';

/** Told after a manager activates a portal user (cid). */
export const userActivatedInAWS = contactAwsStatusSync('Active');
