import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { refuseGuest } from '../../records/serviceParts';

/** Spec 001 section 5: blobs travel as base64 text in chunks of 512 characters. */
export const IMAGE_CHUNK_SIZE = 512;

/**
 * An image's body (payload `imageId`) as the invoice PDF travels: `{fileName, contentType, size,
 * chunkSize 512, chunks}`, base64 in chunks of 512 characters (only the last may be shorter).
 */
export const loadImageBody: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const refused = refuseGuest(request.caller);
    if (refused) return refused;
    const imageId = stringArg(request, 'imageId', 'id');
    if (!imageId) return crmError('imageId is required.');
    const [row] = await request.db.query<{
      file_name: string;
      content_type: string;
      body_base64: string;
    }>('SELECT file_name, content_type, body_base64 FROM part_images WHERE id = $1', [imageId]);
    if (!row) return crmError('Image not found.', 404);
    const body = row.body_base64;
    const chunks: string[] = [];
    for (let at = 0; at < body.length; at += IMAGE_CHUNK_SIZE)
      chunks.push(body.slice(at, at + IMAGE_CHUNK_SIZE));
    return ok({
      fileName: row.file_name,
      contentType: row.content_type,
      size: Buffer.from(body, 'base64').length,
      chunkSize: IMAGE_CHUNK_SIZE,
      chunks,
    });
  },
};
