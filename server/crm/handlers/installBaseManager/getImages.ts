import { crmError, noRecords, ok, type CrmHandler } from '../../handler';
import { PART_NOT_FOUND, partOfCall, refuseGuest } from '../../records/serviceParts';

/**
 * The images of a part (payload `itemId`): its photo and the exploded view it appears in, with
 * the part's callout there. Metadata only; bodies come from loadImageBody. Answers `{images:
 * [{id, kind, title, fileName, contentType, width, height, size, callout}]}`.
 */
export const getImages: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const refused = refuseGuest(request.caller);
    if (refused) return refused;
    const part = await partOfCall(request, 'itemId');
    if (!part) return crmError(PART_NOT_FOUND, 404);
    const rows = await request.db.query(
      `SELECT id, kind, title, file_name, content_type, width, height,
              (length(body_base64) / 4 * 3
                - CASE WHEN body_base64 LIKE '%==' THEN 2 WHEN body_base64 LIKE '%=' THEN 1 ELSE 0 END) AS size
         FROM part_images WHERE item_id = $1 OR id = $2
        ORDER BY kind DESC, id`,
      [part.itemId, part.explodedView?.imageId ?? ''],
    );
    if (rows.length === 0) return noRecords();
    return ok({
      images: rows.map((row) => ({
        id: String(row.id),
        kind: String(row.kind),
        title: String(row.title),
        fileName: String(row.file_name),
        contentType: String(row.content_type),
        width: Number(row.width),
        height: Number(row.height),
        size: Number(row.size),
        callout:
          row.kind === 'Exploded view' && part.explodedView
            ? { number: part.explodedView.callout, x: part.explodedView.x, y: part.explodedView.y }
            : null,
      })),
    });
  },
};
