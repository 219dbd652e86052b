import { use, useEffect, useMemo, useState } from 'react';
import {
  loadedHtmlSanitizer,
  loadHtmlSanitizer,
  serverHtmlSanitizer,
  useHydrated,
  type BlockProps,
} from '../../runtime/index';
// Derived from schemas/blocks/richText.schema.json by scripts/compileValidators.ts.
import type {
  RichTextConfiguration,
  RichTextContent,
} from '../../schemas/generated/blocks/richText';
import { renderedRichText } from './renderedRichText';

/**
 * CMS HTML, sanitized with DOMPurify. On the server DOMPurify runs over jsdom (the server render
 * installs it), so the content is in the first HTML; a server without that renders the box empty
 * rather than unsanitized HTML. Hydrating that page, the block adopts the server's sanitized
 * markup as it is in the page, so DOMPurify (its own chunk) is not needed to make the page
 * interactive; any other render, or new content, is sanitized in the browser.
 */
export default function RichText({
  blockId,
  configuration,
  contentJSON,
}: BlockProps<RichTextConfiguration, RichTextContent>) {
  const raw = contentJSON?.html ?? '';
  const hydrated = useHydrated();
  const inBrowser = typeof window !== 'undefined';
  // Read once, in the hydrating render: the markup the server sanitized, for this content.
  const [adopted] = useState(() =>
    inBrowser && !hydrated ? { raw, html: renderedRichText(blockId) } : null,
  );
  const serverMarkup = adopted?.raw === raw ? adopted.html : null;
  const sanitize =
    serverMarkup !== null
      ? null
      : (serverHtmlSanitizer() ??
        (inBrowser ? (loadedHtmlSanitizer() ?? use(loadHtmlSanitizer())) : null));
  const sanitized = useMemo(() => (sanitize ? sanitize(raw) : ''), [sanitize, raw]);
  // Adopted from the server: the next page's rich text will need the sanitizer, and the block
  // code it loads with is already loaded (blocks/index.ts), so fetch it now, off the critical path.
  useEffect(() => {
    if (hydrated && adopted) void loadHtmlSanitizer();
  }, [hydrated, adopted]);
  return (
    <div
      className="bf-rich-text bf-container"
      style={{ maxWidth: configuration.maxWidth, textAlign: configuration.textAlign }}
      dangerouslySetInnerHTML={{ __html: serverMarkup ?? sanitized }}
    />
  );
}
