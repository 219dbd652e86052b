/**
 * The shapes of the product configurator (issue 20): shared with the CRM stand-in through
 * schemas/configurator, so the block reads exactly what the CRM answers and saves what it checks.
 */
export type * from '../../../schemas/configurator/configuratorTypes';
