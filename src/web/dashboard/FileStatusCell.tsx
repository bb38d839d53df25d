import type { UploadedFile } from '../../contract/workspace.ts';
import { button } from '../ui/controls.css.ts';
import * as s from './FileStatus.css.ts';

/** A file's indexing status as the server reports it live: Indexing, Indexed, or Failed with why and Retry. */
export function FileStatusCell({
  file,
  canRetry,
  onRetry,
}: {
  file: UploadedFile;
  canRetry: boolean;
  onRetry: () => void;
}) {
  if (file.status === 'indexing') {
    return (
      <span className={s.badge.indexing}>
        <span className={s.spinner} aria-hidden="true" />
        Indexing
      </span>
    );
  }
  if (file.status === 'indexed') return <span className={s.badge.indexed}>Indexed</span>;
  return (
    <div className={s.status}>
      <span className={s.badge.failed}>Failed</span>
      {file.statusReason && <p className={s.reason}>{file.statusReason}</p>}
      <button
        type="button"
        className={button.secondary}
        aria-label={`Retry ${file.originalFileName}`}
        disabled={!canRetry}
        onClick={onRetry}
      >
        Retry
      </button>
    </div>
  );
}
