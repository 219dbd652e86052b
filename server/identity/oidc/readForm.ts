import type { IncomingMessage } from 'node:http';

const MAX_FORM_BYTES = 16 * 1024;

/** Reads an `application/x-www-form-urlencoded` body (the sign-in form), refusing large ones. */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new Error('Form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
