import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { serverHtmlSanitizer, type BlockProps } from '../../runtime/index';
// Derived from schemas/blocks/richText.schema.json by scripts/compileValidators.ts.
import type {
  RichTextConfiguration,
  RichTextContent,
} from '../../schemas/generated/blocks/richText';

/**
 * CMS HTML, sanitized with DOMPurify; the block is a lazy chunk, so DOMPurify loads only with it.
 * On the server DOMPurify runs over jsdom (the server render installs it), so the content is in
 * the first HTML; a server without that renders the box empty rather than unsanitized HTML.
 */
export default function RichText({
  configuration,
  contentJSON,
}: BlockProps<RichTextConfiguration, RichTextContent>) {
  const html = useMemo(() => {
    const raw = contentJSON?.html ?? '';
    const onServer = serverHtmlSanitizer();
    if (onServer) return onServer(raw);
    return typeof window === 'undefined' ? '' : DOMPurify.sanitize(raw);
  }, [contentJSON]);
  return (
    <div
      className="bf-rich-text bf-container"
      style={{ maxWidth: configuration.maxWidth, textAlign: configuration.textAlign }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
