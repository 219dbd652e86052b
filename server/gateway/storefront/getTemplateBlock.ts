import { getTemplateBlocks } from '../../db/repositories/templateBlocks';
import type { StoredBlock } from '../../shared/contracts';
import type { GatewayContext } from '../gatewayContext';
import { assertTemplateReadable } from './templateAccess';

export interface TemplateBlockArgs {
  storefrontId: string;
  templateId: string;
}

export interface TemplateBlock {
  storefrontId: string;
  templateId: string;
  blocks: StoredBlock[];
}

/**
 * A template's blocks; null for an unknown template, which the runtime shows as a 404 page. A
 * login-required storefront's templates need a signed-in caller (templateAccess.ts).
 */
export async function getTemplateBlock(
  args: TemplateBlockArgs,
  context: GatewayContext,
): Promise<TemplateBlock | null> {
  await assertTemplateReadable(context, args.storefrontId, args.templateId);
  return getTemplateBlocks(context.services.db, args.storefrontId, args.templateId);
}
