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
  /** The user type the client claims; the CRM uses the verified caller's instead. */
  userType: string;
  /** The account the call asks to act for; the CRM checks it against the verified caller. */
  accountId: string;
  domain: string;
  callType: 'GET' | 'POST';
  /** Path under a base with a `type` query parameter, e.g. `/services/apexrest/ecommerce?type=getRecord&accId=...`. */
  endpoint: string;
  /** JSON string (may be empty). */
  payload: string;
  /** The contact the client claims; it must be the verified caller's own. */
  contactId?: string;
  /** Who calls, as the gateway verified it (never the client's claims). */
  caller: VerifiedCaller;
}

/** What a verified access token of the pool says about its user. */
export interface VerifiedUser {
  username: string;
  groups: string[];
  /** The app client the token was issued to: it names the storefront. */
  clientId: string;
  /** The user's CRM contact and home account (pool attributes), null when the user has none. */
  contactId: string | null;
  accountId: string | null;
  /** When the token stops being valid (epoch ms), when the verifier knows it. */
  expiresAt?: number | null;
}

/** A caller without a token: the storefront's guest account and nothing more. */
export interface GuestCaller {
  kind: 'guest';
  storefrontId: string;
  domain: string;
  /** Null on a login-required storefront: such a guest may use no CRM data at all. */
  guestAccountId: string | null;
}

/** A caller whose access token the gateway verified, on the storefront the token belongs to. */
export interface UserCaller {
  kind: 'user';
  username: string;
  groups: string[];
  /** The first group (spec 000 section 4); AWSGuest when the user has none. */
  userType: string;
  contactId: string | null;
  /** The user's own (home) account. */
  accountId: string | null;
  storefrontId: string;
  domain: string;
  /** The storefront's user pool. */
  userPoolId: string;
}

export type VerifiedCaller = GuestCaller | UserCaller;

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
