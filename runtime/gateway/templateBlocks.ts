import type { GraphQLClient } from 'graphql-request';
import type { StoredBlockData } from '../render/blockData';

const GET_TEMPLATE_BLOCK = /* GraphQL */ `
  query GetTemplateBlock($storefrontId: ID!, $templateId: ID!) {
    getTemplateBlock(storefrontId: $storefrontId, templateId: $templateId) {
      storefrontId
      templateId
      blocks
    }
  }
`;

interface TemplateBlockResult {
  getTemplateBlock: {
    storefrontId: string;
    templateId: string;
    blocks: string | StoredBlockData[];
  } | null;
}

/** The template's blocks, or null when the gateway knows no such template. */
export async function fetchTemplateBlocks(
  client: GraphQLClient,
  storefrontId: string,
  templateId: string,
  signal?: AbortSignal,
): Promise<StoredBlockData[] | null> {
  const result = await client.request<TemplateBlockResult>({
    document: GET_TEMPLATE_BLOCK,
    variables: { storefrontId, templateId },
    signal,
  });
  const blocks = result.getTemplateBlock?.blocks;
  if (blocks == null) return null;
  return typeof blocks === 'string' ? (JSON.parse(blocks) as StoredBlockData[]) : blocks;
}
