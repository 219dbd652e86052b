import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import type { BlockProps } from '../../runtime/index';

export interface RichTextContent {
  html: string;
}

/** CMS HTML, sanitized with DOMPurify; the block is a lazy chunk, so DOMPurify loads only with it. */
export default function RichText({
  contentJSON,
}: BlockProps<Record<string, unknown>, RichTextContent>) {
  const html = useMemo(() => DOMPurify.sanitize(contentJSON?.html ?? ''), [contentJSON]);
  return <div className="bf-rich-text bf-container" dangerouslySetInnerHTML={{ __html: html }} />;
}
