import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import type { BlockProps } from '../../runtime/index';
// Derived from schemas/blocks/richText.schema.json by scripts/compileValidators.ts.
import type {
  RichTextConfiguration,
  RichTextContent,
} from '../../schemas/generated/blocks/richText';

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
