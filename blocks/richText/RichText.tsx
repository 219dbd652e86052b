import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useHydrated, type BlockProps } from '../../runtime/index';
// Derived from schemas/blocks/richText.schema.json by scripts/compileValidators.ts.
import type {
  RichTextConfiguration,
  RichTextContent,
} from '../../schemas/generated/blocks/richText';

/**
 * CMS HTML, sanitized with DOMPurify; the block is a lazy chunk, so DOMPurify loads only with it.
 * DOMPurify needs a browser's DOM, so the server's render leaves the container empty and the HTML
 * arrives right after hydration (never unsanitized).
 */
export default function RichText({
  configuration,
  contentJSON,
}: BlockProps<RichTextConfiguration, RichTextContent>) {
  const hydrated = useHydrated();
  const html = useMemo(
    () => (hydrated ? DOMPurify.sanitize(contentJSON?.html ?? '') : ''),
    [contentJSON, hydrated],
  );
  return (
    <div
      className="bf-rich-text bf-container"
      style={{ maxWidth: configuration.maxWidth, textAlign: configuration.textAlign }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
