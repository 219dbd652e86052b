import { findStorefrontByDomain } from '../../db/repositories/storefronts';
import type { ActionResult } from '../../shared/contracts';
import { asDataFields, stringField } from '../actions/dataFields';
import type { GatewayContext } from '../gatewayContext';
import { badRequestResult, failure, success } from '../results';

export const STOREFRONT_NOT_FOUND_MESSAGE = 'Storefront Not Found';

/**
 * Sign-in details of the storefront serving `data.domain`. `oauthEndpoint` is the origin of the
 * hosted sign-in: the configured SSO domain, else the storefront's own origin (where the local
 * OIDC provider answers on Cognito's hosted-UI paths).
 */
export async function getLoginInfo(data: unknown, context: GatewayContext): Promise<ActionResult> {
  const fields = asDataFields(data);
  const domain = fields && stringField(fields, 'domain');
  if (!domain) return badRequestResult('getLoginInfo needs data.domain.');
  const storefront = await findStorefrontByDomain(context.services.db, domain);
  if (!storefront) return failure(404, STOREFRONT_NOT_FOUND_MESSAGE);
  return success({
    oauthEndpoint:
      context.services.ssoOauthDomain ?? storefrontOrigin(storefront.domain, context.request.url),
    domain: storefront.domain,
    storefrontId: storefront.storefrontId,
    clientId: storefront.clientId,
    clientName: storefront.clientName,
    awsUserPoolId: storefront.awsUserPoolId,
  });
}

/** The storefront's host on the scheme and port this gateway was reached through. */
function storefrontOrigin(domain: string, requestUrl: string): string {
  const url = new URL(requestUrl);
  return `${url.protocol}//${domain}${url.port ? `:${url.port}` : ''}`;
}
