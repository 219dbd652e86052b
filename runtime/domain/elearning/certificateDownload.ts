import { base64Bytes, saveDownload } from '../../data/saveDownload';
import type { CertificateFile } from './elearningTypes';

/**
 * Hands a certificate to the browser as a download of its own name: the PDF's bytes become a
 * Blob behind an object URL that a temporary link saves, then the URL is released.
 */
export function saveCertificate(file: CertificateFile): void {
  saveDownload(new Blob([base64Bytes(file.base64)], { type: file.contentType }), file.fileName);
}
