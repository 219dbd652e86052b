import { requestActionContent } from './actionRequest';
import type { CallOptions, GatewayConnection } from './gatewayConnection';
import type {
  ActionArguments,
  ActivityLogEntry,
  CustomerOrgApiUser,
  ListCustomerOrgApiUsersArguments,
  ListUsersData,
  LoginInfo,
  MetaItem,
  MetaItemByStorefrontArguments,
  ModelConnection,
  TemplateBlock,
  TemplateBlockArguments,
  UserActionData,
} from './operationTypes';
import { IDEMPOTENT_BY_DEFAULT } from './operationCatalog';
import type { OperationData } from './payloadDecoration';
import { reportingSessionExpiry } from './sessionExpiry';
import { requestTemplateBlock } from './templateBlocks';
import { requestGateway } from './transport';

/*
 * Typed functions for the ten operations (spec 000 section 7). Action operations resolve to the
 * content of a successful result and throw GatewayError otherwise (SessionExpiredError for 401,
 * after telling the onSessionExpired listeners). The `Content` type parameter is the caller's
 * claim about the content's shape: the gateway's content is not validated here.
 */

export function cognitoActions<Content = unknown>(
  connection: GatewayConnection,
  { action, data, username }: ActionArguments,
  options?: CallOptions,
): Promise<Content> {
  return reportingSessionExpiry(
    async () =>
      (await requestActionContent(
        connection,
        { operation: 'cognitoActions', otherArguments: { action, username }, data },
        options,
      )) as Content,
  );
}

/** CRM actions; for makeCall prefer makeCall(), which builds the data and applies its retries. */
export function salesforceActions<Content = unknown>(
  connection: GatewayConnection,
  { action, data, username }: ActionArguments,
  options?: CallOptions,
): Promise<Content> {
  return reportingSessionExpiry(
    async () =>
      (await requestActionContent(
        connection,
        { operation: 'salesforceActions', otherArguments: { action, username }, data },
        options,
      )) as Content,
  );
}

/** Field metadata and picklist values (data: objectName, fieldName). */
export function salesforceApi<Content = unknown>(
  connection: GatewayConnection,
  data: OperationData,
  options?: CallOptions,
): Promise<Content> {
  return reportingSessionExpiry(
    async () =>
      (await requestActionContent(
        connection,
        { operation: 'salesforceApi', data },
        options,
      )) as Content,
  );
}

/** The storefront's sign-in details; the session's domain is attached by decoration. */
export function getLoginInfo(
  connection: GatewayConnection,
  data: OperationData = {},
  options?: CallOptions,
): Promise<LoginInfo> {
  return reportingSessionExpiry(
    async () =>
      (await requestActionContent(
        connection,
        { operation: 'getLoginInfo', data },
        options,
      )) as LoginInfo,
  );
}

export function userActivityLog<Content = unknown>(
  connection: GatewayConnection,
  entry: ActivityLogEntry,
  options?: CallOptions,
): Promise<Content> {
  return reportingSessionExpiry(
    async () =>
      (await requestActionContent(
        connection,
        { operation: 'userActivityLog', data: { ...entry } },
        options,
      )) as Content,
  );
}

/** Identity user actions named by data.action. */
export function userActions<Content = unknown>(
  connection: GatewayConnection,
  data: UserActionData,
  options?: CallOptions,
): Promise<Content> {
  return reportingSessionExpiry(
    async () =>
      (await requestActionContent(
        connection,
        { operation: 'userActions', data },
        options,
      )) as Content,
  );
}

export function listUsers<Content = unknown>(
  connection: GatewayConnection,
  data: ListUsersData = {},
  options?: CallOptions,
): Promise<Content> {
  return reportingSessionExpiry(
    async () =>
      (await requestActionContent(
        connection,
        { operation: 'listUsers', data },
        options,
      )) as Content,
  );
}

/** The template and its blocks, or null when there is no such template. */
export function getTemplateBlock(
  connection: GatewayConnection,
  args: TemplateBlockArguments,
  options: CallOptions = {},
): Promise<TemplateBlock | null> {
  return reportingSessionExpiry(() =>
    requestTemplateBlock(connection.client, args, options.signal),
  );
}

type NullableConnection<Item> = { items: (Item | null)[]; nextToken?: string | null } | null;

/** A page with the null entries GraphQL allows in `[Item]!` left out. */
function toModelConnection<Item>(page: NullableConnection<Item>): ModelConnection<Item> {
  return {
    items: (page?.items ?? []).filter((item): item is Item => item !== null),
    nextToken: page?.nextToken ?? null,
  };
}

export function metaItemByStorefront(
  connection: GatewayConnection,
  args: MetaItemByStorefrontArguments,
  options: CallOptions = {},
): Promise<ModelConnection<MetaItem>> {
  return reportingSessionExpiry(async () => {
    const response = await requestGateway<{
      metaItemByStorefront: NullableConnection<MetaItem>;
    }>(connection.client, {
      operation: 'metaItemByStorefront',
      variables: { ...args },
      idempotent: options.idempotent ?? IDEMPOTENT_BY_DEFAULT.metaItemByStorefront,
      signal: options.signal,
    });
    return toModelConnection(response.metaItemByStorefront);
  });
}

export function listCustomerOrgAPIUsers(
  connection: GatewayConnection,
  args: ListCustomerOrgApiUsersArguments = {},
  options: CallOptions = {},
): Promise<ModelConnection<CustomerOrgApiUser>> {
  return reportingSessionExpiry(async () => {
    const response = await requestGateway<{
      listCustomerOrgAPIUsers: NullableConnection<CustomerOrgApiUser>;
    }>(connection.client, {
      operation: 'listCustomerOrgAPIUsers',
      variables: { ...args },
      idempotent: options.idempotent ?? IDEMPOTENT_BY_DEFAULT.listCustomerOrgAPIUsers,
      signal: options.signal,
    });
    return toModelConnection(response.listCustomerOrgAPIUsers);
  });
}
