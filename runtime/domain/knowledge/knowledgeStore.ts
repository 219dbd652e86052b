import type { GatewayConnection } from '../../gateway/index';
import {
  checkIfBubbleOrg,
  loadCaseCreationDetails,
  loadKnowledgeArticle,
  loadKnowledgeConfigurations,
  searchKnowledge,
} from './knowledgeCalls';
import type { KnowledgeQuery } from './knowledgeTypes';

/** Every knowledge query lives under this key. */
export const KNOWLEDGE_QUERY_KEY = ['knowledge'] as const;

/** Articles change rarely: a search or an article read once is fresh for five minutes. */
const KNOWLEDGE_STALE_MS = 5 * 60_000;

/** One search (suggestions and results share it when they ask the same). */
export function knowledgeSearchOptions(connection: GatewayConnection, query: KnowledgeQuery) {
  return {
    queryKey: [...KNOWLEDGE_QUERY_KEY, 'search', query] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => searchKnowledge(connection, query, signal),
    staleTime: KNOWLEDGE_STALE_MS,
  };
}

/** The search's filters. */
export function knowledgeConfigurationsOptions(connection: GatewayConnection) {
  return {
    queryKey: [...KNOWLEDGE_QUERY_KEY, 'configurations'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      loadKnowledgeConfigurations(connection, signal),
    staleTime: KNOWLEDGE_STALE_MS,
  };
}

/** One article. */
export function knowledgeArticleOptions(connection: GatewayConnection, articleId: string) {
  return {
    queryKey: [...KNOWLEDGE_QUERY_KEY, 'article', articleId.toUpperCase()] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      loadKnowledgeArticle(connection, articleId, signal),
    staleTime: KNOWLEDGE_STALE_MS,
  };
}

/** Whether the organisation's desk handles cases (per account the session acts for). */
export function bubbleOrgOptions(connection: GatewayConnection, accountId: string | null) {
  return {
    queryKey: [...KNOWLEDGE_QUERY_KEY, 'bubbleOrg', accountId] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => checkIfBubbleOrg(connection, signal),
  };
}

/** The case form of a storefront. */
export function caseCreationDetailsOptions(connection: GatewayConnection, stfId: string) {
  return {
    queryKey: [...KNOWLEDGE_QUERY_KEY, 'caseDetails', stfId] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      loadCaseCreationDetails(connection, stfId, signal),
  };
}
