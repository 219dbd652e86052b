import type { ActionOutcome } from '../actions/actionTable';
import { dispatchAction } from '../actions/actionTable';
import { asDataFields, stringField } from '../actions/dataFields';
import { guardAction } from '../actions/guardAction';
import type { GatewayContext } from '../gatewayContext';
import { guardedIdentityAction } from '../identity/guardedIdentityAction';
import { badRequestResult } from '../results';
import { SALESFORCE_ACTIONS } from '../salesforce/salesforceActionTable';
import { getLoginInfo } from '../storefront/getLoginInfo';
import { getTemplateBlock } from '../storefront/getTemplateBlock';
import type { TemplateBlockArgs } from '../storefront/getTemplateBlock';
import { listCustomerOrgApiUsersPage } from '../storefront/listCustomerOrgApiUsersPage';
import type { ListCustomerOrgApiUsersArgs } from '../storefront/listCustomerOrgApiUsersPage';
import { metaItemByStorefront } from '../storefront/metaItemByStorefront';
import type { MetaItemByStorefrontArgs } from '../storefront/metaItemByStorefront';
import { salesforceApi } from '../storefront/salesforceApi';
import { userActivityLog } from '../storefront/userActivityLog';
import { awsJsonScalar } from './awsJsonScalar';

interface ActionArgs {
  action: string;
  data?: unknown;
  username?: string | null;
}

interface DataArgs {
  data?: unknown;
}

/** An action operation: its handler's answer, or the generic 500 result when the handler throws. */
function action<Args>(
  operation: string,
  run: (args: Args, context: GatewayContext) => Promise<ActionOutcome>,
) {
  return (_root: unknown, args: Args, context: GatewayContext): Promise<ActionOutcome> =>
    guardAction(operation, context.services.reportError, () => run(args, context));
}

/** Thin resolvers: each hands its arguments to the module that owns the operation. */
export const gatewayResolvers = {
  AWSJSON: awsJsonScalar,
  Query: {
    cognitoActions: action<ActionArgs>('cognitoActions', (args, context) =>
      guardedIdentityAction(
        { action: args.action, data: args.data, username: args.username ?? null },
        context,
      ),
    ),
    userActions: action<DataArgs>('userActions', (args, context) => {
      const fields = asDataFields(args.data);
      const name = fields && stringField(fields, 'action');
      if (!name) return Promise.resolve(badRequestResult('userActions needs data.action.'));
      return guardedIdentityAction({ action: name, data: args.data, username: null }, context);
    }),
    listUsers: action<DataArgs>('listUsers', (args, context) =>
      guardedIdentityAction({ action: 'listUsers', data: args.data, username: null }, context),
    ),
    salesforceActions: action<ActionArgs>('salesforceActions', (args, context) =>
      dispatchAction(SALESFORCE_ACTIONS, args.action, {
        data: args.data,
        username: args.username ?? null,
        context,
      }),
    ),
    salesforceApi: action<DataArgs>('salesforceApi', (args, context) =>
      salesforceApi(args.data, context),
    ),
    getLoginInfo: action<DataArgs>('getLoginInfo', (args, context) =>
      getLoginInfo(args.data, context),
    ),
    userActivityLog: action<DataArgs>('userActivityLog', (args, context) =>
      userActivityLog(args.data, context),
    ),
    getTemplateBlock: (_root: unknown, args: TemplateBlockArgs, context: GatewayContext) =>
      getTemplateBlock(args, context),
    metaItemByStorefront: (
      _root: unknown,
      args: MetaItemByStorefrontArgs,
      context: GatewayContext,
    ) => metaItemByStorefront(args, context),
    listCustomerOrgAPIUsers: (
      _root: unknown,
      args: ListCustomerOrgApiUsersArgs,
      context: GatewayContext,
    ) => listCustomerOrgApiUsersPage(args, context),
  },
};
