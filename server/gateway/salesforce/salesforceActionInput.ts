import type { GatewayContext } from '../gatewayContext';

/** What every `salesforceActions` action receives. */
export interface SalesforceActionInput {
  data: unknown;
  username: string | null;
  context: GatewayContext;
}
