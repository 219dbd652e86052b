/**
 * The seams between the server's parts (DESIGN.md section 1). Each part implements its side in its
 * own folder; `server/app` composes them. Nothing here is production code of the runtime: the
 * runtime talks to these parts only over HTTP.
 */

/** A small query interface over PGlite (default) or a real PostgreSQL server (`DATABASE_URL`). */
export interface Db {
  query<Row extends Record<string, unknown> = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<Row[]>;
  /** Runs several statements with no parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Domain details and SSO info are shared with the runtime, so they live in schemas/. */
export type { DomainDetails, SsoInfo } from '../../schemas/boot';

export type { Section, StoredBlock } from '../../schemas/storedBlock';

/** A meta item (spec 000 section 3). `value` is a JSON string for the keys the runtime reads. */
export interface MetaItem {
  id: string;
  organizationId: string;
  storefrontId: string;
  templateId: string | null;
  accountId: string | null;
  key: string;
  value: string;
}

export type { TemplateDetails } from '../../schemas/templateDetails';

/** What every gateway action returns, as a JSON string (spec 000 sections 3 and 7). */
export interface ActionResult {
  statusCode: number;
  content: unknown;
}

/** Parsed result of the `salesforceActions` operation: the CRM's own answer nested as a string. */
export interface CrmActionResult {
  statusCode: number;
  /** JSON string of an `ActionResult` holding the CRM's status and content. */
  salesforceActions: string;
}

export type { EndpointBase } from '../../schemas/endpointBases';

/** The `data` of a makeCall action after the gateway has parsed it. */
export interface MakeCallRequest {
  userType: string;
  accountId: string;
  domain: string;
  callType: 'GET' | 'POST';
  /** Path under a base with a `type` query parameter, e.g. `/services/apexrest/ecommerce?type=getRecord&accId=...`. */
  endpoint: string;
  /** JSON string (may be empty). */
  payload: string;
  contactId?: string;
  /** Claims of a verified access token, or null for guests. */
  user: VerifiedUser | null;
}

export interface VerifiedUser {
  username: string;
  groups: string[];
  /** Set when the access token belongs to a storefront's pool client. */
  clientId: string;
}

/** Thrown by CRM handlers for a row-lock style failure the client retries. */
export const ROW_LOCK_MESSAGE =
  'ERROR: UNABLE_TO_LOCK_ROW: unable to obtain exclusive access to this record or 1 records: record currently unavailable';

export interface Crm {
  /** Resolves to the CRM's own status and content; throws only on a handler crash. */
  makeCall(request: MakeCallRequest): Promise<ActionResult>;
}

/** Admin access to the local user pool for the gateway's identity actions. */
export interface IdentityAdmin {
  readonly userPoolId: string;
  /** An AWS JSON 1.1 call to the pool (target without the service prefix, e.g. `AdminGetUser`). */
  call(target: string, body: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Verifies an access token of the pool; null when invalid, expired or revoked. */
  verifyAccessToken(token: string): Promise<VerifiedUser | null>;
}

/**
 * What `IdentityAdmin.call` throws when the pool answers with an error: `name` and `type` are
 * Cognito's error type (e.g. `UserNotFoundException`), `message` its message, `status` the HTTP
 * status the pool answered with.
 */
export interface IdentityServiceError extends Error {
  readonly type: string;
  readonly status: number;
}
