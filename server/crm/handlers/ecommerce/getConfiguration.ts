import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import {
  CONFIGURATION_NOT_FOUND,
  configurationToJson,
  ownConfiguration,
} from '../../records/savedConfigurations';

/**
 * One of the caller's saved configurations (query configurationId), to reopen it from the cart.
 * Another customer's, or a guest's request, answers like a missing one (404).
 */
export const getConfiguration: CrmHandler = {
  method: 'GET',
  async handle(request) {
    const configurationId = stringArg(request, 'configurationId', 'objID');
    if (!configurationId) return crmError('configurationId is required.');
    const row = await ownConfiguration(request.db, request.caller, configurationId);
    return row ? ok(configurationToJson(row)) : crmError(CONFIGURATION_NOT_FOUND, 404);
  },
};
