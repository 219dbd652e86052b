import type { ActionTable } from '../actions/actionTable';
import { makeCall } from './makeCall';
import type { SalesforceActionInput } from './salesforceActionInput';

/** The `action` names `salesforceActions` accepts; anything else is a 404 result. */
export const SALESFORCE_ACTIONS: ActionTable<SalesforceActionInput> = {
  makeCall,
};
