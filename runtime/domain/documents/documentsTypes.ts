/** A file the upload reads: a browser File or anything with its name, size and bytes. */
export interface UploadSource {
  name: string;
  size: number;
  slice(start: number, end: number): Blob;
}

/** A file as the CRM's document store answers it once whole. */
export interface StoredFile {
  id: string;
  fileName: string;
  /** The type the CRM stored it with (from the checked extension, never the browser's word). */
  contentType: string;
  size: number;
}

/** A stored file's bytes as a download call answers them. */
export interface DownloadedFile {
  fileName: string;
  contentType: string;
  size?: number;
  base64: string;
}
