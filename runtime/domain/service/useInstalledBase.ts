import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { getInstalledBase } from './serviceCalls';
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

/** The instrument the service blocks are scoped by, shared across the page's blocks. */
export function useSelectedInstrument() {
  return useAtom(selectedInstrumentAtom);
}
