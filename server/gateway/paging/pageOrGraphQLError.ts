import { createGraphQLError } from 'graphql-yoga';
import { InvalidPageRequestError, paginate } from './paginate';
import type { Page, PageRequest } from './paginate';

/**
 * Paging for a resolver: a bad limit or token is the caller's mistake, so it is shown, not masked.
 * The error is made through graphql-yoga so it is an instance of the `graphql` copy yoga checks
 * against (a test runner may load a second copy of graphql's ESM build).
 */
export function pageOrGraphQLError<T>(items: readonly T[], request: PageRequest): Page<T> {
  try {
    return paginate(items, request);
  } catch (error) {
    if (error instanceof InvalidPageRequestError) {
      throw createGraphQLError(error.message, { extensions: { errorType: 'BadRequestException' } });
    }
    throw error;
  }
}
