import type { StoredBlockData } from '../render/blockData';
import type { OperationData } from './payloadDecoration';

/** Arguments of cognitoActions and salesforceActions. */
export interface ActionArguments {
  action: string;
  data?: OperationData;
  username?: string;
}

/** Spec 000 section 3 "Login info"; the local gateway also answers the storefront's sign-in details. */
export interface LoginInfo {
  oauthEndpoint: string;
  [field: string]: unknown;
}

/** Spec 000 section 3 "Activity log". */
export interface ActivityLogEntry {
  storefrontId: string;
  salesforceOrgId?: string;
  userName: string;
  userPoolId?: string;
  expiry?: number;
  payload: {
    email?: string;
    contactId?: string;
    sf_user_name?: string;
    storefrontName?: string;
    action: string;
    domain?: string;
    timestamp?: number | string;
  };
}

/** data of userActions: the identity action is named inside (spec 001 section 7). */
export interface UserActionData extends OperationData {
  action: string;
}

/** data of listUsers (spec 001 section 7: 20 a page; filter by given name and status). */
export interface ListUsersData extends OperationData {
  limit?: number;
  nextToken?: string | null;
  givenName?: string;
  status?: string;
}

export interface ModelSizeInput {
  ne?: number;
  eq?: number;
  le?: number;
  lt?: number;
  ge?: number;
  gt?: number;
  between?: number[];
}

/** ModelStringInput and ModelIDInput of the SDL (the same fields). */
export interface ModelStringInput {
  ne?: string;
  eq?: string;
  le?: string;
  lt?: string;
  ge?: string;
  gt?: string;
  contains?: string;
  notContains?: string;
  between?: string[];
  beginsWith?: string;
  attributeExists?: boolean;
  attributeType?: string;
  size?: ModelSizeInput;
}

export interface ModelMetaItemFilterInput {
  id?: ModelStringInput;
  organizationId?: ModelStringInput;
  storefrontId?: ModelStringInput;
  templateId?: ModelStringInput;
  accountId?: ModelStringInput;
  key?: ModelStringInput;
  value?: ModelStringInput;
  and?: ModelMetaItemFilterInput[];
  or?: ModelMetaItemFilterInput[];
  not?: ModelMetaItemFilterInput;
}

export interface ModelCustomerOrgAPIUserFilterInput {
  id?: ModelStringInput;
  salesforceUserId?: ModelStringInput;
  local?: ModelStringInput;
  eCProductUsersId?: ModelStringInput;
  customerOrgApiUsersId?: ModelStringInput;
  owner?: ModelStringInput;
  and?: ModelCustomerOrgAPIUserFilterInput[];
  or?: ModelCustomerOrgAPIUserFilterInput[];
  not?: ModelCustomerOrgAPIUserFilterInput;
}

export type ModelSortDirection = 'ASC' | 'DESC';

/** A page of a list operation; nextToken is null on the last page. */
export interface ModelConnection<Item> {
  items: Item[];
  nextToken: string | null;
}

/** Spec 000 section 3 "Meta item"; value is a JSON string for templateDetails and theme. */
export interface MetaItem {
  id: string;
  organizationId: string | null;
  storefrontId: string;
  templateId: string | null;
  accountId: string | null;
  key: string;
  value: string | null;
}

export interface MetaItemByStorefrontArguments {
  storefrontId: string;
  sortDirection?: ModelSortDirection;
  filter?: ModelMetaItemFilterInput;
  limit?: number;
  nextToken?: string | null;
}

/** Spec 000 section 3 "Customer-organisation API user". */
export interface CustomerOrgApiUser {
  id: string;
  salesforceUserId: string | null;
  local: string | null;
  eCProductUsersId: string | null;
  customerOrgApiUsersId: string | null;
  owner: string | null;
}

export interface ListCustomerOrgApiUsersArguments {
  filter?: ModelCustomerOrgAPIUserFilterInput;
  limit?: number;
  nextToken?: string | null;
}

export interface TemplateBlockArguments {
  storefrontId: string;
  templateId: string;
}

/** Spec 000 section 3 "Template block", with its blocks decoded. */
export interface TemplateBlock {
  storefrontId: string;
  templateId: string;
  blocks: StoredBlockData[];
}
