import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useGatewayConnection } from '../../app/GatewayProvider';
import type { GatewayConnection } from '../../gateway/index';
import { getInstalledBase, getInstrument } from './serviceCalls';
import { selectedInstrumentAtom } from './selectedInstrument';
import { serviceKeys } from './serviceStore';

/** The account's installed base (getInstalledBase); failures are shown by the block. */
export function useInstalledBase() {
  const connection = useGatewayConnection();
  return useQuery({
    queryKey: serviceKeys.installedBase(),
    queryFn: ({ signal }) => getInstalledBase(connection, signal),
    staleTime: 60_000,
    meta: { handlesErrors: true },
  });
}

/** The query of one instrument (getInstrument): the instrument page's loader and block share it. */
export function instrumentQueryOptions(connection: GatewayConnection, instrumentId: string) {
  return {
    queryKey: serviceKeys.instrument(instrumentId),
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      getInstrument(connection, instrumentId, signal),
    staleTime: 60_000,
    meta: { handlesErrors: true },
  };
}

/** One instrument of the account; null id: nothing is asked. */
export function useInstrument(instrumentId: string | null) {
  const connection = useGatewayConnection();
  return useQuery({
    ...instrumentQueryOptions(connection, instrumentId ?? ''),
    enabled: instrumentId !== null,
  });
}

/** The instrument the service blocks are scoped by, shared across the page's blocks. */
export function useSelectedInstrument() {
  return useAtom(selectedInstrumentAtom);
}
