import type { UseQueryResult } from '@tanstack/react-query';
import { useMakeCallQuery } from '../data/useMakeCallQuery';
import { mergedMetaInfoRequest, type MergedMetaInfo } from './mergedMetaInfo';

/**
 * The CRM's resolution of a friendly product URL (getMergedMetaInfo), as the route loader asked
 * for it: the same request and query key, so a block on that page reads the loader's answer and
 * the CRM is asked once. Null waits. An unknown path answers `[]` ('ERROR: No records Found.').
 */
export function useMergedMetaInfo(pathname: string | null): UseQueryResult<MergedMetaInfo | []> {
  return useMakeCallQuery<MergedMetaInfo | []>(
    pathname === null ? null : mergedMetaInfoRequest(pathname),
  );
}
