import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useGatewayConnection } from '../../app/GatewayProvider';
import {
  KNOWLEDGE_SEARCH_MIN_CHARS,
  KNOWLEDGE_SUGGEST_DEBOUNCE_MS,
  KNOWLEDGE_SUGGESTION_LIMIT,
} from '../../../schemas/knowledgeBase';
import {
  bubbleOrgOptions,
  caseCreationDetailsOptions,
  knowledgeArticleOptions,
  knowledgeConfigurationsOptions,
  knowledgeSearchOptions,
} from './knowledgeStore';
import type { KnowledgeFilters, KnowledgeQuery } from './knowledgeTypes';
import { useDebouncedValue } from '../../data/useDebouncedValue';

// The blocks show each failure in place with a retry (QueryStates): no global toast.
const IN_PLACE = { meta: { handlesErrors: true } };

/** The search's filters and limits. */
export function useKnowledgeConfigurations() {
  const connection = useGatewayConnection();
  return useQuery({ ...knowledgeConfigurationsOptions(connection), ...IN_PLACE });
}

/** One page of results; the previous page stays shown while the next loads. */
export function useKnowledgeSearch(query: KnowledgeQuery | null) {
  const connection = useGatewayConnection();
  return useQuery({
    ...knowledgeSearchOptions(
      connection,
      query ?? {
        searchText: '',
        filters: { family: '', models: [], categories: [] },
        limit: 1,
        offset: 0,
      },
    ),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    ...IN_PLACE,
  });
}

/**
 * Suggestions while the customer types: asked 500 ms after the last keystroke, only for
 * KNOWLEDGE_SEARCH_MIN_CHARS characters or more; `settledText` says which text they are for.
 */
export function useKnowledgeSuggestions(text: string, filters: KnowledgeFilters) {
  const connection = useGatewayConnection();
  const settledText = useDebouncedValue(text.trim(), KNOWLEDGE_SUGGEST_DEBOUNCE_MS);
  const enabled = settledText.length >= KNOWLEDGE_SEARCH_MIN_CHARS;
  const query = useQuery({
    ...knowledgeSearchOptions(connection, {
      searchText: settledText,
      filters,
      limit: KNOWLEDGE_SUGGESTION_LIMIT,
      offset: 0,
    }),
    enabled,
    ...IN_PLACE,
  });
  return { ...query, settledText, enabled };
}

/** One article ('' asks nothing). */
export function useKnowledgeArticle(articleId: string) {
  const connection = useGatewayConnection();
  return useQuery({
    ...knowledgeArticleOptions(connection, articleId),
    enabled: articleId !== '',
    ...IN_PLACE,
  });
}

/** Whether the organisation of the account acted for handles its cases at its own desk. */
export function useBubbleOrg(accountId: string | null, enabled = true) {
  const connection = useGatewayConnection();
  return useQuery({ ...bubbleOrgOptions(connection, accountId), enabled, ...IN_PLACE });
}

/** The case form of storefront `stfId` (null: not on a storefront, nothing asked). */
export function useCaseCreationDetails(stfId: string | null) {
  const connection = useGatewayConnection();
  return useQuery({
    ...caseCreationDetailsOptions(connection, stfId ?? ''),
    enabled: stfId !== null && stfId !== '',
    ...IN_PLACE,
  });
}
