import { makeCall, makeCallFullResponse, type GatewayConnection } from '../../gateway/index';
import { caseDetailsOf } from './knowledgeRules';
import type {
  BubbleOrgAnswer,
  CaseCreationDetails,
  KnowledgeArticle,
  KnowledgeConfigurations,
  KnowledgeQuery,
  KnowledgeSearchAnswer,
} from './knowledgeTypes';

/**
 * The CRM calls of the knowledge base and case creation (spec 001 section 7, "Parts ordering and
 * knowledge"; the spec names no base, so the ecommerce base: docs/decisions.md). One plain
 * function per call type, taking the connection first.
 */

/** The symptom search: ranked articles of the filters. */
export function searchKnowledge(
  connection: GatewayConnection,
  query: KnowledgeQuery,
  signal?: AbortSignal,
): Promise<KnowledgeSearchAnswer> {
  const filters: Record<string, unknown> = {};
  if (query.filters.family) filters.family = query.filters.family;
  if (query.filters.models.length) filters.models = [...query.filters.models];
  if (query.filters.categories.length) filters.categories = [...query.filters.categories];
  return makeCall<KnowledgeSearchAnswer>(
    connection,
    {
      base: 'ecommerce',
      type: 'getKnowledgeDataBySearch',
      method: 'POST',
      payload: {
        searchText: query.searchText.trim(),
        filters,
        limit: query.limit,
        offset: query.offset,
      },
    },
    { signal, idempotent: true },
  );
}

/** The search's filters and limits. */
export function loadKnowledgeConfigurations(
  connection: GatewayConnection,
  signal?: AbortSignal,
): Promise<KnowledgeConfigurations> {
  return makeCall<KnowledgeConfigurations>(
    connection,
    { base: 'ecommerce', type: 'getKnowledgeConfigurations', method: 'GET' },
    { signal },
  );
}

/** One article with its content; `articleId` is its record id or its KA- number. */
export function loadKnowledgeArticle(
  connection: GatewayConnection,
  articleId: string,
  signal?: AbortSignal,
): Promise<KnowledgeArticle> {
  return makeCall<KnowledgeArticle>(
    connection,
    {
      base: 'ecommerce',
      type: 'getKnowledgeDetail',
      method: 'POST',
      payload: { articleId },
    },
    { signal, idempotent: true },
  );
}

/** Whether the organisation's own service desk handles its cases. */
export function checkIfBubbleOrg(
  connection: GatewayConnection,
  signal?: AbortSignal,
): Promise<BubbleOrgAnswer> {
  return makeCall<BubbleOrgAnswer>(
    connection,
    { base: 'ecommerce', type: 'checkIfBubbleOrg', method: 'GET' },
    { signal },
  );
}

/** The case form of storefront `stfId`, read from the call's full response (caseDetailsOf). */
export async function loadCaseCreationDetails(
  connection: GatewayConnection,
  stfId: string,
  signal?: AbortSignal,
): Promise<CaseCreationDetails> {
  const result = await makeCallFullResponse(
    connection,
    {
      base: 'ecommerce',
      type: 'getCaseCreationActionDetails',
      method: 'GET',
      query: { stfId },
    },
    { signal },
  );
  return caseDetailsOf(result);
}
