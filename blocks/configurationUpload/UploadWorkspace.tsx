import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  MutationError,
  uploadCartItems,
  UploadFileError,
  useCartActions,
  useUploadCheck,
  type UploadItem,
  type UploadMode,
} from '../../runtime/blocks';
import { Button, showToast } from '../../runtime/ui/index';
import type { ConfigurationUploadConfiguration } from '../../schemas/generated/blocks/configurationUpload';
import { FileDropZone } from './FileDropZone';
import { TemplateDownloads } from './TemplateDownloads';
import { UploadReportView } from './UploadReportView';
import { plural } from './plural';

/** How the upload meets the cart, said before a file is chosen (uploadModeOf). */
function modeText(mode: UploadMode, fromItem: boolean): string {
  if (mode === 'replace')
    return 'Upload: the file replaces this item’s configuration. The item and every item in the file get exactly the file’s quantities in your cart, so uploading a corrected file again does not double them. Other items in your cart stay as they are.';
  return `${fromItem ? 'Upload Add: the' : 'The'} valid rows are added to your current cart. Items already in it get the file’s quantity on top of theirs.`;
}

/** What the block shows once it knows the item (if any): templates, the file, the check. */
export function UploadWorkspace({
  configuration,
  configuredItem,
  missingItemId,
  mode,
}: {
  configuration: ConfigurationUploadConfiguration;
  configuredItem: UploadItem | null;
  missingItemId: string | null;
  mode: UploadMode;
}) {
  // The chosen file is kept: a failed check is retried without choosing it again.
  const [file, setFile] = useState<File | null>(null);
  const [added, setAdded] = useState<{ lines: number; file: string } | null>(null);
  const check = useUploadCheck();
  const { addItems } = useCartActions();
  const report = check.data ?? null;
  const cartUrl = configuration.cartUrl ?? '/cart';

  function choose(next: File) {
    setFile(next);
    setAdded(null);
    addItems.reset();
    check.mutate(next);
  }

  function addToCart() {
    if (!report) return;
    const items = uploadCartItems(report, mode, configuredItem);
    if (items.length === 0) return;
    addItems.mutate(
      { items, setQuantities: mode === 'replace' },
      {
        onSuccess: () => {
          const message = `${plural(items.length, 'item')} from ${report.fileName} ${mode === 'replace' ? 'set' : 'added'} in your cart.`;
          setAdded({ lines: items.length, file: report.fileName });
          showToast({ message, variant: 'success' });
        },
      },
    );
  }

  const headingId = useId();
  return (
    <section className="bf-upload bf-container" aria-labelledby={headingId}>
      <header className="bf-upload-header">
        <h1 id={headingId}>{configuration.heading}</h1>
        {configuredItem && (
          <p className="bf-upload-item">
            For <strong>{configuredItem.title}</strong> ({configuredItem.sku})
          </p>
        )}
        {missingItemId && (
          <p className="bf-upload-notice" role="status">
            Item {missingItemId} is not in this storefront’s catalogue: you can still upload an
            order list, which is added to your cart.
          </p>
        )}
        {configuration.helpText && <p className="bf-upload-help">{configuration.helpText}</p>}
        <p className="bf-upload-mode">{modeText(mode, configuredItem !== null)}</p>
      </header>

      <TemplateDownloads kind={configuration.template ?? 'orderList'} />

      <FileDropZone onFile={choose} busy={check.isPending} chosenName={file?.name ?? null} />

      {check.isPending && (
        <p role="status" className="bf-upload-progress">
          Checking {file?.name ?? 'the file'} against the catalogue…
        </p>
      )}
      {check.isError && file && (
        <div role="alert" className="bf-upload-failure">
          {check.error instanceof UploadFileError ? (
            // The file itself is the problem: its message says what to do; no retry.
            <p>{check.error.message}</p>
          ) : (
            <>
              <p>
                {file.name} could not be checked:{' '}
                {check.error.message || 'the catalogue did not answer.'}
              </p>
              <Button variant="secondary" onClick={() => check.mutate(file)}>
                Check {file.name} again
              </Button>
            </>
          )}
        </div>
      )}

      {report && !check.isPending && (
        <UploadReportView
          key={`${report.fileName}-${check.submittedAt}`}
          report={report}
          pageSize={configuration.pageSize ?? 50}
          actions={
            <div className="bf-upload-actions">
              <Button
                onClick={addToCart}
                loading={addItems.isPending}
                disabled={report.counts.valid === 0 || added !== null}
              >
                {report.counts.valid === 0
                  ? 'No valid rows to add'
                  : `Add ${plural(report.counts.valid, 'valid row')} to cart`}
              </Button>
              <MutationError mutation={addItems} fallback="The rows were not added to your cart." />
              {added && (
                <p role="status" className="bf-upload-done">
                  {plural(added.lines, 'item')} from {added.file}{' '}
                  {mode === 'replace' ? 'set' : 'added'} in your cart.{' '}
                  <Link to={cartUrl}>View cart</Link>
                </p>
              )}
            </div>
          }
        />
      )}
    </section>
  );
}
