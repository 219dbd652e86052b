import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState, type FormEvent } from 'react';
import type { RichTextEditorProps } from '../RichTextEditor';

/** Links the editor may make: web and mail addresses only. */
const LINK = /^(?:https?:\/\/|mailto:)/i;

/** Pasted HTML keeps its structure, not its looks: styles, classes and ids go before parsing. */
function cleanPastedHtml(html: string): string {
  return html
    .replace(/<(style|script|meta|link)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<(meta|link)[^>]*>/gi, '')
    .replace(/\s(?:style|class|id|data-[\w-]+)="[^"]*"/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
}

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className="bf-rte-tool"
      title={label}
      aria-pressed={active ?? undefined}
      disabled={disabled}
      // Keep the selection in the editor while clicking the toolbar.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {/* The glyph is decoration; the name is the words (axe: label-content-name-mismatch). */}
      <span aria-hidden="true">{children}</span>
      <span className="bf-visually-hidden">{label}</span>
    </button>
  );
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const [url, setUrl] = useState(() => String(editor.getAttributes('link').href ?? 'https://'));
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    const value = url.trim();
    if (value === '' || value === 'https://') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onDone();
      return;
    }
    if (!LINK.test(value)) {
      setProblem('Enter a web address starting with https:// or http://, or a mailto: address.');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain
        .insertContent({
          type: 'text',
          text: value,
          marks: [{ type: 'link', attrs: { href: value } }],
        })
        .run();
    else chain.setLink({ href: value }).run();
    onDone();
  }
  return (
    // A div, not a form: the editor usually sits inside the block's own form.
    <div className="bf-rte-link" role="group" aria-label="Link">
      <label htmlFor={id}>Link address</label>
      <input
        id={id}
        type="url"
        value={url}
        autoFocus
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => setUrl(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit(event);
          if (event.key === 'Escape') onDone();
        }}
      />
      <button type="button" className="bf-button bf-button-secondary" onClick={submit}>
        Apply link
      </button>
      <button type="button" className="bf-button bf-button-ghost" onClick={onDone}>
        Cancel
      </button>
      {problem && (
        <p id={`${id}-problem`} className="bf-rte-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/** The Tiptap editor behind RichTextEditor (loaded lazily by it). */
export default function TiptapEditor({
  label,
  initialHtml,
  onChange,
  hint,
  error,
  disabled,
}: RichTextEditorProps) {
  const labelId = useId();
  const hintId = useId();
  const [linking, setLinking] = useState(false);
  const editor = useEditor({
    // The blocks render on the client; on the server the editor is not rendered at all.
    immediatelyRender: false,
    // Its few base rules are in richTextEditor.css: an injected <style> would break the CSP.
    injectCSS: false,
    editable: !disabled,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto'],
          isAllowedUri: (url) => LINK.test(url),
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
        },
      }),
    ],
    content: initialHtml || '',
    editorProps: {
      attributes: {
        class: 'bf-rte-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(hint || error ? { 'aria-describedby': hintId } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            h2: current.isActive('heading', { level: 2 }),
            h3: current.isActive('heading', { level: 3 }),
            bullet: current.isActive('bulletList'),
            ordered: current.isActive('orderedList'),
            link: current.isActive('link'),
          }
        : null,
  });

  return (
    <div className={`bf-rte${error ? ' bf-rte-invalid' : ''}`}>
      <span className="bf-rte-label" id={labelId}>
        {label}
      </span>
      <div className="bf-rte-toolbar" role="toolbar" aria-label={`${label} formatting`}>
        <ToolButton
          label="Bold"
          active={state?.bold}
          disabled={!editor || disabled}
          onClick={() => editor?.chain().focus().toggleBold().run()}
        >
          <strong>B</strong>
        </ToolButton>
        <ToolButton
          label="Italic"
          active={state?.italic}
          disabled={!editor || disabled}
          onClick={() => editor?.chain().focus().toggleItalic().run()}
        >
          <em>I</em>
        </ToolButton>
        <ToolButton
          label="Heading"
          active={state?.h2}
          disabled={!editor || disabled}
          onClick={() => editor?.chain().focus().toggleHeading({ level: 2 }).run()}
        >
          H2
        </ToolButton>
        <ToolButton
          label="Subheading"
          active={state?.h3}
          disabled={!editor || disabled}
          onClick={() => editor?.chain().focus().toggleHeading({ level: 3 }).run()}
        >
          H3
        </ToolButton>
        <ToolButton
          label="Bulleted list"
          active={state?.bullet}
          disabled={!editor || disabled}
          onClick={() => editor?.chain().focus().toggleBulletList().run()}
        >
          • List
        </ToolButton>
        <ToolButton
          label="Numbered list"
          active={state?.ordered}
          disabled={!editor || disabled}
          onClick={() => editor?.chain().focus().toggleOrderedList().run()}
        >
          1. List
        </ToolButton>
        <ToolButton
          label="Link"
          active={state?.link}
          disabled={!editor || disabled}
          onClick={() => setLinking((open) => !open)}
        >
          Link
        </ToolButton>
      </div>
      {linking && editor && <LinkForm editor={editor} onDone={() => setLinking(false)} />}
      <EditorContent editor={editor} className="bf-rte-frame" />
      {(hint || error) && (
        <p id={hintId} className={error ? 'bf-rte-error' : 'bf-rte-hint'}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}
