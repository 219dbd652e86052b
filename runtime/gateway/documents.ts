import type { GatewayOperation } from './operationCatalog';

/*
 * The GraphQL documents, kept as strings (DESIGN.md section 3): one named query per operation,
 * with exactly the arguments of schemas/gateway.graphql. Every operation is a Query field there,
 * including those that write.
 */

const ACTION_ARGUMENTS = '($action: String!, $data: AWSJSON, $username: String)';

const META_ITEM_FIELDS = 'id organizationId storefrontId templateId accountId key value';
const CUSTOMER_ORG_API_USER_FIELDS =
  'id salesforceUserId local eCProductUsersId customerOrgApiUsersId owner';

export const GATEWAY_DOCUMENTS: Readonly<Record<GatewayOperation, string>> = {
  cognitoActions: /* GraphQL */ `
    query CognitoActions${ACTION_ARGUMENTS} {
      cognitoActions(action: $action, data: $data, username: $username)
    }
  `,
  salesforceActions: /* GraphQL */ `
    query SalesforceActions${ACTION_ARGUMENTS} {
      salesforceActions(action: $action, data: $data, username: $username)
    }
  `,
  salesforceApi: /* GraphQL */ `
    query SalesforceApi($data: AWSJSON) {
      salesforceApi(data: $data)
    }
  `,
  getLoginInfo: /* GraphQL */ `
    query GetLoginInfo($data: AWSJSON) {
      getLoginInfo(data: $data)
    }
  `,
  userActivityLog: /* GraphQL */ `
    query UserActivityLog($data: AWSJSON) {
      userActivityLog(data: $data)
    }
  `,
  listCustomerOrgAPIUsers: /* GraphQL */ `
    query ListCustomerOrgAPIUsers(
      $filter: ModelCustomerOrgAPIUserFilterInput
      $limit: Int
      $nextToken: String
    ) {
      listCustomerOrgAPIUsers(filter: $filter, limit: $limit, nextToken: $nextToken) {
        items { ${CUSTOMER_ORG_API_USER_FIELDS} }
        nextToken
      }
    }
  `,
  getTemplateBlock: /* GraphQL */ `
    query GetTemplateBlock($storefrontId: ID!, $templateId: ID!) {
      getTemplateBlock(storefrontId: $storefrontId, templateId: $templateId) {
        storefrontId
        templateId
        blocks
      }
    }
  `,
  metaItemByStorefront: /* GraphQL */ `
    query MetaItemByStorefront(
      $storefrontId: ID!
      $sortDirection: ModelSortDirection
      $filter: ModelMetaItemFilterInput
      $limit: Int
      $nextToken: String
    ) {
      metaItemByStorefront(
        storefrontId: $storefrontId
        sortDirection: $sortDirection
        filter: $filter
        limit: $limit
        nextToken: $nextToken
      ) {
        items { ${META_ITEM_FIELDS} }
        nextToken
      }
    }
  `,
  userActions: /* GraphQL */ `
    query UserActions($data: AWSJSON) {
      userActions(data: $data)
    }
  `,
  listUsers: /* GraphQL */ `
    query ListUsers($data: AWSJSON) {
      listUsers(data: $data)
    }
  `,
};
