// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  BLOB_CHUNK_SIZE,
  blobOfChunks,
  blobPreviewType,
  chunksProblem,
} from '../../../../runtime/domain/billing/documentRules';

const toChunks = (bytes: Uint8Array): string[] => {
  const base64 = Buffer.from(bytes).toString('base64');
  const chunks: string[] = [];
  for (let at = 0; at < base64.length; at += BLOB_CHUNK_SIZE)
    chunks.push(base64.slice(at, at + BLOB_CHUNK_SIZE));
  return chunks;
};

describe('blob preview types (spec 001 section 5)', () => {
  it('previews pdf, jpg, jpeg, jfif, webp, gif, png, tif and ico, any case', () => {
    for (const name of [
      'a.pdf',
      'b.JPG',
      'c.jpeg',
      'd.jfif',
      'e.webp',
      'f.gif',
      'g.png',
      'h.tif',
      'i.ico',
    ])
      expect(blobPreviewType(name)).not.toBeNull();
    expect(blobPreviewType('INV-1.PDF')).toBe('pdf');
  });

  it('does not preview other types', () => {
    for (const name of ['a.docx', 'b.svg', 'c.tiff', 'd', 'e.pdf.exe', 'f.html'])
      expect(blobPreviewType(name)).toBeNull();
  });
});

describe('chunks of 512 characters', () => {
  const bytes = Uint8Array.from({ length: 2000 }, (_, i) => (i * 7) % 256);

  it('puts the file back together from its chunks', async () => {
    const chunks = toChunks(bytes);
    expect(chunks).toHaveLength(6);
    const blob = blobOfChunks(chunks, 'application/pdf', bytes.length);
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it('refuses damaged, oversized, short or missing chunks', () => {
    const chunks = toChunks(bytes);
    expect(chunksProblem([])).toBe('The document is empty.');
    expect(chunksProblem([chunks[0]!.slice(0, 500), ...chunks.slice(1)])).toBe(
      'Part 1 of the document is damaged.',
    );
    expect(chunksProblem([`${chunks[0]!}AAAA`, ...chunks.slice(1)])).toBe(
      'Part 1 of the document is damaged.',
    );
    expect(chunksProblem([chunks[0]!.replace('A', '<'), ...chunks.slice(1)])).toBe(
      'Part 1 of the document is damaged.',
    );
    expect(chunksProblem([chunks[0], 42])).toBe('Part 2 of the document is damaged.');
    expect(chunksProblem(chunks.slice(0, -1), bytes.length)).toBe(
      'The document arrived incomplete.',
    );
    expect(() => blobOfChunks(chunks.slice(0, -1), 'application/pdf', bytes.length)).toThrow(
      'incomplete',
    );
  });
});
