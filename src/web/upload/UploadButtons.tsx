import { button } from '../ui/controls.css.ts';

/** 'Upload Selected Files', busy while a batch runs, and 'Cancel upload' during it. */
export function UploadButtons({
  uploading,
  canStart,
  canCancel,
  onStart,
  onCancel,
}: {
  uploading: boolean;
  canStart: boolean;
  canCancel: boolean;
  onStart: () => void;
  onCancel: () => void;
}) {
  return (
    <>
      <button
        type="button"
        className={button.primary}
        disabled={!canStart}
        aria-busy={uploading}
        onClick={onStart}
      >
        {uploading ? 'Uploading…' : 'Upload Selected Files'}
      </button>
      {uploading && (
        <button type="button" className={button.secondary} disabled={!canCancel} onClick={onCancel}>
          Cancel upload
        </button>
      )}
    </>
  );
}
