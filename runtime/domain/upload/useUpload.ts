import { useQuery } from '@tanstack/react-query';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { useBlockMutation } from '../../data/useBlockMutation';
import { checkUploadFile } from './uploadCalls';
import type { UploadFileInput } from './uploadParse';
import { uploadItemOptions } from './uploadStore';

/**
 * The catalogue item an Upload action opened (`/configurator?itemId=...&mode=upload`); nothing is
 * asked for null. Its failure is the block's to show.
 */
export function useUploadItem(itemId: string | null) {
  const connection = useGatewayConnection();
  return useQuery({ ...uploadItemOptions(connection, itemId ?? ''), enabled: itemId !== null });
}

/**
 * Checks a chosen file (read, then every row against the catalogue). The block keeps the file,
 * so a failed check is retried without choosing it again; the failure is shown by the block.
 */
export function useUploadCheck() {
  return useBlockMutation({
    mutationFn: (connection, file: UploadFileInput) => checkUploadFile(connection, file),
    invalidates: [],
    failure: 'inline',
  });
}
