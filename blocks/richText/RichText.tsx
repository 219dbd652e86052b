import { use, useEffect, useState } from 'react';
import {
  loadedHtmlSanitizer,
  loadHtmlSanitizer,
  serverHtmlSanitizer,
  type BlockProps,
} from '../../runtime/blocks';
// Derived from schemas/blocks/richText.schema.json by scripts/compileValidators.ts.
import type {
  RichTextConfiguration,
  RichTextContent,
} from '../../schemas/generated/blocks/richText';
import { contentKey } from './contentKey';
import { renderedRichText } from './renderedRichText';

/**
 * CMS HTML, sanitized with DOMPurify. On the server DOMPurify runs over jsdom (the server render
 * installs it), so the content is in the first HTML; a server without that renders the box empty
 * rather than unsanitized HTML. In the browser the block first adopts the markup the page already
 * holds for it (the server's sanitized HTML when hydrating, or its own when it moves into its
 * custom-code sandbox), so DOMPurify (its own chunk) is not needed to make a page interactive;
 * any other content is sanitized in the browser.
 */
export default function RichText({
  blockId,
  configuration,
  contentJSON,
}: BlockProps<RichTextConfiguration, RichTextContent>) {
  const raw = contentJSON?.html ?? '';
  const key = contentKey(raw);
  const inBrowser = typeof window !== 'undefined';
  // Read once, when the block mounts, for the content it mounted with.
  const [adopted] = useState(() =>
    inBrowser ? { raw, html: renderedRichText(blockId, key) } : null,
  );
  // The next content will need the sanitizer: fetch it now, off the critical path.
  useEffect(() => {
    if (adopted && adopted.html !== null) void loadHtmlSanitizer();
  }, [adopted]);
  let html: string;
  if (adopted && adopted.raw === raw && adopted.html !== null) {
    html = adopted.html;
  } else if (!inBrowser) {
    html = serverHtmlSanitizer()?.(raw) ?? '';
  } else {
    // Last, after every hook: it suspends until DOMPurify has loaded, when it has not yet.
    html = (loadedHtmlSanitizer() ?? use(loadHtmlSanitizer()))(raw);
  }
  return (
    <div
      className="bf-rich-text bf-container"
      data-bf-content={key}
      style={{ maxWidth: configuration.maxWidth, textAlign: configuration.textAlign }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
