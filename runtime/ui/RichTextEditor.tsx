import { lazy, Suspense } from 'react';
import './richTextEditor/richTextEditor.css';

/** What a rich-text field takes (RichTextEditor). */
export interface RichTextEditorProps {
  /** The field's accessible name, shown as its label. */
  label: string;
  /** HTML the editor starts with (a restored draft); later changes of it are ignored. */
  initialHtml: string;
  /** Every edit, as the editor's HTML (`<p></p>` when empty). */
  onChange: (html: string) => void;
  /** Shown under the field; also its accessible description. */
  hint?: string;
  /** An error under the field, marking it invalid. */
  error?: string | null;
  disabled?: boolean;
  /** Changing it empties the editor (after a comment is sent). */
  resetKey?: number;
}

// The editor (Tiptap on ProseMirror, about 110 KB gzip) is a chunk of its own: only the pages
// with a rich-text field load it, when the field first renders (docs/decisions.md).
const TiptapEditor = lazy(() => import('./richTextEditor/TiptapEditor'));

/**
 * A rich-text field: bold, italic, headings, bulleted and numbered lists, links; pasted content is
 * reduced to those (ProseMirror parses it against the editor's schema, styles and classes
 * dropped). Its HTML is still untrusted: the server sanitizes it before saving.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="bf-rte" aria-busy="true">
          <span className="bf-rte-label">{props.label}</span>
          <div className="bf-rte-loading">Loading the editor…</div>
        </div>
      }
    >
      <TiptapEditor key={props.resetKey ?? 0} {...props} />
    </Suspense>
  );
}
