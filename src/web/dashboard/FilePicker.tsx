import { type DragEvent, useId, useState } from 'react';
import { button, visuallyHidden } from '../ui/controls.css.ts';
import * as s from './DashboardPage.css.ts';

/** Drag-and-drop or click to choose any number of files of any type. */
export function FilePicker({
  onFiles,
  disabled = false,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
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
      <legend className={visuallyHidden}>Files</legend>
      <p className={s.muted}>Drag and drop files here, or</p>
      <input
        id={inputId}
        type="file"
        multiple
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
    </fieldset>
  );
}
