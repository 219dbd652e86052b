/**
 * The part of oidc-provider 8's API the SSO provider uses. The package ships no types and
 * @types/oidc-provider is not installed (a dependency for types alone); these narrow declarations
 * cover only what server/identity/oidc calls.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface OidcClientLike {
    clientId: string;
    redirectUris?: string[];
  }

  export interface OidcSessionLike {
    accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface OidcGrant {
    exp?: number;
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface OidcGrantConstructor {
    new (properties: { clientId: string; accountId: string }): OidcGrant;
    find(id: string): Promise<OidcGrant | undefined>;
  }

  /** The koa context oidc-provider hands to configuration helpers. */
  export interface OidcContext {
    host: string;
    body: unknown;
    type: string;
    status: number;
    oidc: {
      client?: OidcClientLike;
      session: OidcSessionLike;
      result?: { consent?: { grantId?: string } };
      provider: { Grant: OidcGrantConstructor };
    };
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
  }

  export interface OidcAccount {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface OidcAccessToken {
    accountId: string;
    clientId: string;
    scope?: string;
    /** Expiry, epoch seconds (oidc-provider's BaseToken). */
    exp?: number;
  }

  export default class Provider {
    AccessToken: { find(value: string): Promise<OidcAccessToken | undefined> };
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    readonly issuer: string;
    Grant: OidcGrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
