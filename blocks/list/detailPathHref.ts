import { fieldOf, safeSitePath } from '../../runtime/blocks';
import type { ListRecord } from './sortRecords';

/** A row's link from `detailPath`: each {Field} replaced by the record's value (encoded). */
export function detailPathHref(pattern: string, record: ListRecord): string | null {
  let missing = false;
  const path = pattern.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = fieldOf(record, name);
    if (typeof value !== 'string' && typeof value !== 'number') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  return missing ? null : safeSitePath(path);
}
