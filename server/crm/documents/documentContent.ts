/** What a generated document says: a title, a subtitle and sections of rows or paragraphs. */
export interface DocumentContent {
  title: string;
  subtitle: string;
  sections: DocumentSection[];
}

export interface DocumentSection {
  heading: string;
  /** Label and value pairs, drawn as a two-column table. */
  rows?: [string, string][];
  paragraphs?: string[];
}

/** A file as the document route serves it. */
export interface DocumentFile {
  fileName: string;
  contentType: string;
  body: Uint8Array;
}
