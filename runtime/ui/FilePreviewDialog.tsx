import type { PreviewExtension } from '../render/previewExtensions';
import { Modal } from './Modal';

/** What the dialog shows: a linked file, its address and type already checked. */
export interface PreviewedFile {
  label: string;
  href: string;
  type: PreviewExtension;
}

const IMAGE_TYPES: readonly PreviewExtension[] = ['png', 'jpg', 'jpeg', 'svg'];

function Viewer({ file }: { file: PreviewedFile }) {
  if (file.type === 'pdf') {
    // The browser's own PDF viewer, in a frame of the storefront's origin (the document route
    // allows same-origin framing only).
    return <iframe className="bf-file-preview-frame" src={file.href} title={file.label} />;
  }
  if (IMAGE_TYPES.includes(file.type)) {
    return <img className="bf-file-preview-image" src={file.href} alt={file.label} />;
  }
  // Office files have no viewer in the browser: say so rather than show an empty box.
  return (
    <p className="bf-file-preview-note">
      {file.type.toUpperCase()} files open in their own application. Download the file to view it.
    </p>
  );
}

/**
 * A linked file shown in a dialog: PDFs in the browser's viewer, images as images, other types
 * with a download. Download and a new tab are always offered. Used by the file preview link
 * block (openIn 'modal') and the product page's documents.
 */
export function FilePreviewDialog({
  file,
  onClose,
}: {
  file: PreviewedFile | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={file !== null}
      onClose={onClose}
      title={file?.label ?? ''}
      size="wide"
      footer={
        file && (
          <>
            <a
              className="bf-button bf-button-secondary"
              href={file.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              Open in new tab
            </a>
            <a className="bf-button bf-button-primary" href={file.href} download="">
              Download
            </a>
          </>
        )
      }
    >
      {file && <Viewer file={file} />}
    </Modal>
  );
}
