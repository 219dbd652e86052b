import type { CertificateFile } from './elearningTypes';

/**
 * Hands a certificate to the browser as a download of its own name: the PDF's bytes become a
 * Blob behind an object URL that a temporary link saves, then the URL is released.
 */
export function saveCertificate(file: CertificateFile): void {
  const binary = atob(file.base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Released after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
