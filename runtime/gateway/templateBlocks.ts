import type { GraphQLClient } from 'graphql-request';
import type { StoredBlockData } from '../render/blockData';
import { decodeJsonText } from './actionResult';
import type { TemplateBlock, TemplateBlockArguments } from './operationTypes';
import { requestGateway } from './transport';

interface TemplateBlockResponse {
  getTemplateBlock: {
    storefrontId: string;
    templateId: string;
    /** AWSJSON: a JSON string of the block array (a decoded array is accepted too). */
    blocks: string | StoredBlockData[] | null;
  } | null;
}

/**
 * The template with its blocks decoded; null when the gateway knows no such template or it has no
 * blocks (either way there is nothing to render). Needs no session: templates are public.
 */
export async function requestTemplateBlock(
  client: GraphQLClient,
  { storefrontId, templateId }: TemplateBlockArguments,
  signal?: AbortSignal,
): Promise<TemplateBlock | null> {
  const response = await requestGateway<TemplateBlockResponse>(client, {
    operation: 'getTemplateBlock',
    variables: { storefrontId, templateId },
    idempotent: true,
    signal,
  });
  const template = response.getTemplateBlock;
  const blocks = decodeJsonText(template?.blocks);
  if (!template || !Array.isArray(blocks)) return null;
  return {
    storefrontId: template.storefrontId,
    templateId: template.templateId,
    // The gateway stores what the CMS saved; the render pipeline validates each block.
    blocks: blocks as StoredBlockData[],
  };
}
