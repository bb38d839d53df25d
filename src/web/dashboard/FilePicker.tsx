import { type DragEvent, useId, useState } from 'react';
import { button, visuallyHidden } from '../ui/controls.css.ts';
import * as s from './DashboardPage.css.ts';

/** Drag-and-drop or click to choose any number of files (of any type unless `accept` narrows the picker). */
export function FilePicker({
  onFiles,
  disabled = false,
  accept,
  hint,
  legend = 'Files',
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** The picker's `accept`: extensions with their dot, comma-separated. Dropped files are not narrowed. */
  accept?: string;
  /** A line under the prompt (the types taken). */
  hint?: string;
  legend?: string;
}) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!disabled && e.dataTransfer.files.length > 0) onFiles([...e.dataTransfer.files]);
  };
  return (
    <fieldset
      className={s.dropZone}
      data-dragging={dragging}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <legend className={visuallyHidden}>{legend}</legend>
      <p className={s.muted}>Drag and drop files here, or</p>
      <input
        id={inputId}
        type="file"
        multiple
        accept={accept}
        disabled={disabled}
        className={`${visuallyHidden} ${s.fileInput}`}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          if (files.length > 0) onFiles(files);
          e.target.value = '';
        }}
      />
      {/* After the input, so the input's keyboard focus can ring this visible control. */}
      <label htmlFor={inputId} className={`${button.secondary} ${s.fileInputLabel}`} aria-disabled={disabled}>
        Choose files
      </label>
      {hint && <p className={s.muted}>{hint}</p>}
    </fieldset>
  );
}
