import { useState } from 'react';
import {
  previewFileType,
  safeHref,
  type BlockProps,
  type PreviewExtension,
} from '../../runtime/blocks';
import { FilePreviewDialog, isPlainClick, type PreviewedFile } from '../../runtime/ui/index';
// Derived from schemas/blocks/filePreviewLink.schema.json by scripts/compileValidators.ts.
import type {
  FilePreviewLinkConfiguration,
  PreviewFile,
} from '../../schemas/generated/blocks/filePreviewLink';
import { formatFileSize } from './formatFileSize';

interface ShownFile {
  file: PreviewFile;
  href: string;
  type: PreviewExtension;
}

function linkTarget(openIn: FilePreviewLinkConfiguration['openIn']) {
  if (openIn === 'download') return { download: '' };
  // 'modal' keeps a plain link, so a middle click or a copied address still reaches the file.
  if (openIn === 'sameTab' || openIn === 'modal') return {};
  return { target: '_blank', rel: 'noopener noreferrer' };
}

/**
 * Links to documents. Only the spec's file types are linked (checked on the address itself);
 * any other file is left out entirely, so a customer is never offered an unexpected download.
 */
export default function FilePreviewLink({
  configuration,
}: BlockProps<FilePreviewLinkConfiguration>) {
  const { heading, openIn = 'modal', showFileType = true, showFileSize = true } = configuration;
  const [previewed, setPreviewed] = useState<PreviewedFile | null>(null);
  const shown: ShownFile[] = [];
  for (const file of configuration.files) {
    const href = safeHref(file.url);
    const type = previewFileType(file);
    if (href && type) shown.push({ file, href, type });
  }
  if (shown.length === 0) return null;
  const target = linkTarget(openIn);
  return (
    <div className="bf-file-links">
      {heading && <h2 className="bf-file-links-heading">{heading}</h2>}
      <ul className="bf-file-links-list">
        {shown.map(({ file, href, type }) => {
          const details = [
            showFileType ? type.toUpperCase() : null,
            showFileSize && file.sizeBytes !== undefined ? formatFileSize(file.sizeBytes) : null,
          ].filter(Boolean);
          return (
            <li key={href} className="bf-file-link">
              <a
                href={href}
                {...target}
                aria-haspopup={openIn === 'modal' ? 'dialog' : undefined}
                onClick={
                  openIn === 'modal'
                    ? (event) => {
                        if (!isPlainClick(event)) return;
                        event.preventDefault();
                        setPreviewed({ label: file.label, href, type });
                      }
                    : undefined
                }
              >
                {file.label}
                {target.target && <span className="bf-visually-hidden"> (opens in a new tab)</span>}
              </a>
              {details.length > 0 && (
                <span className="bf-file-link-details"> ({details.join(', ')})</span>
              )}
            </li>
          );
        })}
      </ul>
      <FilePreviewDialog file={previewed} onClose={() => setPreviewed(null)} />
    </div>
  );
}
