/**
 * Hands a file to the browser as a download of its own name, without leaving the page: the
 * bytes sit behind an object URL that a temporary link saves. The URL is released a little
 * later, once the click has started the download (released at once, some browsers cancel it).
 */
export function saveDownload(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The bytes of a file the gateway sent as base64 (PDFs of orders, invoices, certificates). */
export function base64Bytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
