import type { MakeCallRequest } from '../../gateway/index';
import type { ConfigurationSelection } from './configuratorTypes';

/**
 * The configurator's CRM calls as requests for the data-block kit (useMakeCallQuery,
 * useMakeCallMutation): the rules of an item, a saved configuration, and saving one into the
 * cart (server/crm/README.md, "Product configurator").
 */

/** getConfiguratorRules: the rule data for an item (null: the free panel builder). */
export function configuratorRulesRequest(itemId: string | null): MakeCallRequest {
  return {
    base: 'ecommerce',
    type: 'getConfiguratorRules',
    method: 'GET',
    query: { itemId: itemId ?? undefined },
  };
}

/** getConfiguration: one of the caller's saved configurations. */
export function configurationRequest(configurationId: string): MakeCallRequest {
  return {
    base: 'ecommerce',
    type: 'getConfiguration',
    method: 'GET',
    query: { configurationId },
  };
}

/** What the configurator saves: the selection, for which item, under which name. */
export interface ConfigurationSave {
  itemId: string | null;
  name: string;
  selection: ConfigurationSelection;
  /** The saved configuration to change; null saves a new one. */
  configurationId: string | null;
}

/**
 * saveItemToQuote with saverequest `{configuration}` and objID: saves the configuration and puts
 * its lines in the caller's cart; objID names an existing configuration, whose lines it replaces.
 */
export function saveConfigurationRequest(save: ConfigurationSave): MakeCallRequest {
  return {
    base: 'ecommerce',
    type: 'saveItemToQuote',
    method: 'POST',
    payload: {
      saverequest: JSON.stringify({
        configuration: { itemId: save.itemId, name: save.name, selection: save.selection },
      }),
      ...(save.configurationId ? { objID: save.configurationId } : {}),
    },
  };
}
