import { createGraphQLError } from 'graphql-yoga';
import { findStorefrontById } from '../../db/repositories/storefronts';
import type { Db } from '../../shared/contracts';
import { resolveCaller } from '../caller/resolveCaller';
import { isTokenRefusal, tokenRefusedError } from '../caller/tokenRefusedError';
import type { GatewayContext } from '../gatewayContext';

/** Pages of a login-required storefront anyone may read: the ones signing in happens on. */
const PUBLIC_PAGE_TYPES: ReadonlySet<string> = new Set(['Login', 'ChangePassword']);

/** AppSync's answer to a field the caller may not read. */
export function notAuthorizedError(field: string) {
  return createGraphQLError(`Not Authorized to access ${field} on type Query`, {
    extensions: { errorType: 'Unauthorized' },
  });
}

async function pageTypeOf(
  db: Db,
  storefrontId: string,
  templateId: string,
): Promise<string | null> {
  const [row] = await db.query<{ value: string }>(
    "SELECT value FROM meta_items WHERE storefront_id = $1 AND template_id = $2 AND key = 'templateDetails'",
    [storefrontId, templateId],
  );
  try {
    const details = row ? (JSON.parse(row.value) as { pageType?: unknown }) : null;
    return typeof details?.pageType === 'string' ? details.pageType : null;
  } catch {
    return null;
  }
}

/**
 * Throws unless the caller may read the template: any template of a guest-capable storefront;
 * on a login-required storefront (no guest account, spec 000 section 2) only the sign-in and
 * password pages, unless the call carries a verified access token of that storefront (the
 * `Authorization` header, as AppSync's Cognito mode takes it). A token that is sent but refused
 * (revoked, expired, another storefront's) answers 401, so the runtime's session-expired flow
 * runs; no token at all answers "Not Authorized".
 */
export async function assertTemplateReadable(
  context: GatewayContext,
  storefrontId: string,
  templateId: string,
): Promise<void> {
  const storefront = await findStorefrontById(context.services.db, storefrontId);
  if (!storefront || storefront.guestAccountId) return;
  const pageType = await pageTypeOf(context.services.db, storefrontId, templateId);
  if (pageType && PUBLIC_PAGE_TYPES.has(pageType)) return;
  const outcome = await resolveCaller(context, null, storefront.domain);
  if (outcome.ok && outcome.caller.kind === 'user') return;
  if (!outcome.ok && isTokenRefusal(outcome.refusal)) throw tokenRefusedError(outcome.refusal);
  throw notAuthorizedError('getTemplateBlock');
}
