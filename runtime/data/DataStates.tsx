import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { GatewayError } from '../gateway/index';
import { useBlockSkeletonHeight } from '../render/BlockSizeContext';
import { Button } from '../ui/Button';
import { Skeleton } from '../ui/Skeleton';

/** Height of a loading state when the block's definition declares none. */
const DEFAULT_LOADING_HEIGHT = '8rem';

/**
 * A data block's loading state: one skeleton of the block's laid-out height (its definition's
 * `skeletonHeight`), so nothing moves when the data arrives; screen readers hear `label`.
 */
export function BlockLoading({ label }: { label: string }) {
  const height = useBlockSkeletonHeight() ?? DEFAULT_LOADING_HEIGHT;
  return <Skeleton className="bf-data-loading" height={height} label={label} />;
}

/**
 * A data block's error state: what could not be loaded, the gateway's message for the failure
 * (spec 000 section 8: the result's message, its `ERROR: ` already stripped) and a retry.
 */
export function BlockError({
  message,
  error,
  onRetry,
}: {
  message: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div className="bf-data-error" role="alert">
      <p>{message}</p>
      {error instanceof GatewayError && error.message && (
        <p className="bf-data-error-detail">{error.message}</p>
      )}
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** A data block's empty state: the block's message, and any way out it offers (`children`). */
export function BlockEmpty({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="bf-data-empty" role="status">
      <p>{message}</p>
      {children}
    </div>
  );
}

/** A write's failure, shown next to the control that started it (`failure: 'inline'`). */
export function MutationError({
  mutation,
  fallback = 'The change was not saved.',
}: {
  mutation: Pick<UseMutationResult<unknown, Error, never>, 'isError' | 'error'>;
  fallback?: string;
}) {
  if (!mutation.isError) return null;
  return (
    <p className="bf-data-mutation-error" role="alert">
      {mutation.error?.message || fallback}
    </p>
  );
}

/** The parts of a query (`UseQueryResult`) the states read. */
export interface QueryStateSource<Data> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: Data | undefined;
  refetch: () => Promise<unknown>;
}

/** What `QueryStates` says in each state. */
export interface QueryStatesProps<Data> {
  /** A query of the kit (`useMakeCallQuery`) or of the domain layer (`useCart`). */
  query: QueryStateSource<Data>;
  /** Heard by screen readers while loading, e.g. 'Loading records…'. */
  loading: string;
  /** The error state's first line, e.g. 'The records could not be loaded.'. */
  error: string;
  /** When the answer counts as empty ('ERROR: No records Found.' arrives as `[]`). */
  isEmpty?: (data: Data) => boolean;
  /** The empty state's message. */
  empty?: string;
  /** Anything the empty state offers besides its message (e.g. clearing filters). */
  emptyAction?: ReactNode;
  /** The block's content for an answer. */
  children: (data: Data) => ReactNode;
  /**
   * The loading state in the block's own layout, for a block whose final shape is known before
   * its data (e.g. the product's columns): nothing around it moves when the data arrives. It must
   * announce `loading` itself (a `role="status"` labelled with it). The default is one skeleton
   * of the block's laid-out height.
   */
  skeleton?: ReactNode;
}

/**
 * The three standard states of a data block around its content: loading (a skeleton of the
 * laid-out size), error (the message, the gateway's reason, a retry) and empty; the content
 * otherwise. Every data block renders its reads through this (tests/blocks/dataBlockKit.test.ts).
 */
export function QueryStates<Data>({
  query,
  loading,
  error,
  isEmpty,
  empty = 'No records found.',
  emptyAction,
  children,
  skeleton,
}: QueryStatesProps<Data>) {
  if (query.isError) {
    return <BlockError message={error} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending) return skeleton ?? <BlockLoading label={loading} />;
  const data = query.data as Data;
  if (isEmpty?.(data)) return <BlockEmpty message={empty}>{emptyAction}</BlockEmpty>;
  return <>{children(data)}</>;
}
