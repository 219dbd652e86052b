import { useSearchParams } from 'react-router-dom';
import {
  BlockError,
  BlockLoading,
  uploadModeOf,
  useUploadItem,
  type BlockProps,
} from '../../runtime/blocks';
// Derived from schemas/blocks/configurationUpload.schema.json by scripts/compileValidators.ts.
import type { ConfigurationUploadConfiguration } from '../../schemas/generated/blocks/configurationUpload';
import { UploadWorkspace } from './UploadWorkspace';
import './configurationUpload.css';

/**
 * The configurationUpload block (issue 20): an order list or antibody panel uploaded as CSV or
 * XLSX, every row checked against the catalogue with the fix for each problem, the valid rows put
 * in the cart. It shows on `/configurator?itemId=...&mode=upload` (the catalogue's Upload action,
 * where the configurator block steps aside), or on any page with `alwaysShow`. The item an Upload
 * action opened decides the mode: Upload Add adds to the cart, Upload and Upload Configuration
 * replace the item's configuration (uploadModeOf).
 */
export default function ConfigurationUpload({
  configuration,
}: BlockProps<ConfigurationUploadConfiguration>) {
  const [params] = useSearchParams();
  const uploadMode = params.get('mode') === 'upload';
  const itemId = uploadMode ? params.get('itemId')?.trim() || null : null;
  const item = useUploadItem(itemId);
  if (!uploadMode && !configuration.alwaysShow) return null;
  if (itemId && item.isPending) return <BlockLoading label="Loading the item to upload for…" />;
  if (itemId && item.isError)
    return (
      <BlockError
        message="The item to upload for could not be loaded."
        error={item.error}
        onRetry={() => void item.refetch()}
      />
    );
  const configuredItem = item.data ?? null;
  return (
    <UploadWorkspace
      configuration={configuration}
      configuredItem={configuredItem}
      missingItemId={itemId && !configuredItem ? itemId : null}
      mode={uploadModeOf(configuredItem?.configurationRequirement)}
    />
  );
}
