import { useId, useRef } from 'react';
import './richTextEditor/richTextEditor.css';

/** One file in a FileAttachments list. */
export interface FileAttachmentItem {
  key: string;
  name: string;
  /** Its size as the user reads it ("2.4 MB"). */
  sizeText: string;
  state: 'uploading' | 'done' | 'failed';
  /** 0 to 1 while uploading. */
  progress: number;
  error: string | null;
}

/** What FileAttachments shows and reports. */
export interface FileAttachmentsProps {
  label: string;
  /** The accepted types and limits, said under the button. */
  hint: string;
  /** The file input's `accept` (extensions with dots). */
  accept: string;
  items: readonly FileAttachmentItem[];
  /** Files refused before upload, each with its reason. */
  problems: readonly string[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  disabled?: boolean;
  /** One file only (the picker takes one; choosing again replaces it). Several by default. */
  multiple?: boolean;
  /** When given, an uploaded file's name is a button that opens (downloads) it. */
  onOpen?: (key: string) => void;
}

/**
 * A message's attachments: a button opening the file picker, the chosen files with their upload
 * progress or why they failed, and a Remove button each. Presentational: the uploads are the
 * caller's (a domain hook).
 */
export function FileAttachments({
  label,
  hint,
  accept,
  items,
  problems,
  onAdd,
  onRemove,
  disabled,
  multiple = true,
  onOpen,
}: FileAttachmentsProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const inputId = useId();
  return (
    <div className="bf-attachments">
      <div className="bf-attachments-pick">
        <label htmlFor={inputId} className="bf-rte-label">
          {label}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple={multiple}
          accept={accept}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // The same file may be chosen again after it was removed.
            event.target.value = '';
            if (files.length) onAdd(files);
          }}
        />
        <p id={hintId} className="bf-rte-hint">
          {hint}
        </p>
      </div>
      {problems.length > 0 && (
        <div role="alert">
          <ul className="bf-attachments-problems">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {items.length > 0 && (
        <ul className="bf-attachments-list" aria-label={`${label}: chosen files`}>
          {items.map((item) => (
            <li key={item.key} className={`bf-attachment bf-attachment-${item.state}`}>
              {onOpen && item.state === 'done' ? (
                <button
                  type="button"
                  className="bf-attachment-name bf-attachment-open"
                  aria-label={`Download ${item.name}`}
                  onClick={() => onOpen(item.key)}
                >
                  {item.name}
                </button>
              ) : (
                <span className="bf-attachment-name">{item.name}</span>
              )}
              <span className="bf-attachment-size">{item.sizeText}</span>
              {item.state === 'uploading' && (
                <progress max={1} value={item.progress} aria-label={`Uploading ${item.name}`} />
              )}
              {item.state === 'done' && <span className="bf-attachment-state">Uploaded</span>}
              {item.state === 'failed' && (
                <span className="bf-attachment-error" role="alert">
                  {item.error ?? 'The upload failed.'}
                </span>
              )}
              <button
                type="button"
                className="bf-button bf-button-ghost bf-attachment-remove"
                aria-label={`Remove ${item.name}`}
                onClick={() => onRemove(item.key)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
