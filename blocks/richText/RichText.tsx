import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import type { BlockProps } from '../../runtime/index';

export interface RichTextConfiguration {
  maxWidth?: string;
  textAlign?: 'left' | 'center' | 'right' | 'justify';
}

export interface RichTextContent {
  html: string;
}

/** CMS HTML, sanitized with DOMPurify; the block is a lazy chunk, so DOMPurify loads only with it. */
export default function RichText({
  configuration,
  contentJSON,
}: BlockProps<RichTextConfiguration, RichTextContent>) {
  const html = useMemo(() => DOMPurify.sanitize(contentJSON?.html ?? ''), [contentJSON]);
  return (
    <div
      className="bf-rich-text bf-container"
      style={{ maxWidth: configuration.maxWidth, textAlign: configuration.textAlign }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
