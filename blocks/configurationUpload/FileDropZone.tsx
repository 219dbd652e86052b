import { useId, useRef, useState, type DragEvent } from 'react';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_ROWS } from '../../runtime/blocks';

const ACCEPT =
  '.csv,.xlsx,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Where a file is dropped or chosen. The file input itself takes the keyboard (it is only
 * visually hidden), its label is the visible button, and the zone accepts a dragged file.
 */
export function FileDropZone({
  onFile,
  busy,
  chosenName,
}: {
  onFile: (file: File) => void;
  busy: boolean;
  chosenName: string | null;
}) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  }

  return (
    <div
      className={`bf-upload-drop${dragging ? ' bf-upload-drop-active' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <p className="bf-upload-drop-title">Drop your CSV or Excel file here</p>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPT}
        className="bf-visually-hidden bf-upload-input"
        aria-describedby={hintId}
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again (after fixing it) reads it again.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <label htmlFor={inputId} className="bf-button bf-button-primary bf-upload-choose">
        {chosenName ? 'Choose another file' : 'Choose a file'}
      </label>
      <p id={hintId} className="bf-upload-hint">
        .csv or .xlsx, up to {MAX_UPLOAD_ROWS.toLocaleString('en-US')} rows and{' '}
        {MAX_UPLOAD_BYTES / 1024 / 1024} MB.
        {chosenName && (
          <>
            {' '}
            Current file: <strong>{chosenName}</strong>
          </>
        )}
      </p>
    </div>
  );
}
