/**
 * The knowledge base and support cases area of the domain layer (issue 19): what the
 * knowledgeSearch and caseForm blocks take through runtime/blocks.ts. A case is written as a
 * support request (the requests area's useRequestActions), so it appears in /billing/cases.
 */
export {
  CASE_PRIORITIES,
  KNOWLEDGE_SEARCH_MIN_CHARS,
  KNOWLEDGE_SUGGEST_DEBOUNCE_MS,
  KNOWLEDGE_SUGGESTION_LIMIT,
  KNOWLEDGE_PAGE_SIZE,
  SERIAL_NUMBER_PATTERN,
  type CasePriority,
} from '../../../schemas/knowledgeBase';
export {
  CASE_DETAILS_UNREADABLE,
  NO_KNOWLEDGE_FILTERS,
  caseDescriptionHtml,
  caseDetailsOf,
  casePrefillOf,
  casePrefillPath,
  caseProblems,
  caseRelatedTo,
  requiredCaseFields,
  serviceDeskRoute,
} from './knowledgeRules';
export type {
  BubbleOrgAnswer,
  CaseChoice,
  CaseCreationDetails,
  CaseDraft,
  CaseField,
  CasePrefill,
  KnowledgeArticle,
  KnowledgeArticleSummary,
  KnowledgeConfigurations,
  KnowledgeFilterOption,
  KnowledgeFilters,
  KnowledgePart,
  KnowledgeQuery,
  KnowledgeSearchAnswer,
  ServiceDesk,
} from './knowledgeTypes';
export {
  useBubbleOrg,
  useCaseCreationDetails,
  useKnowledgeArticle,
  useKnowledgeConfigurations,
  useKnowledgeSearch,
  useKnowledgeSuggestions,
} from './useKnowledge';
