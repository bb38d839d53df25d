import type { UploadedFile } from '../../contract/workspace.ts';
import { button } from '../ui/controls.css.ts';
import * as s from './FileStatus.css.ts';
import { IndexStatus } from './IndexStatus.tsx';

/**
 * A file's indexing status as the server reports it live: Indexing with chunks done of all,
 * Indexed, or Failed with why and Retry.
 */
export function FileStatusCell({
  file,
  canRetry,
  onRetry,
}: {
  file: UploadedFile;
  canRetry: boolean;
  onRetry: () => void;
}) {
  if (file.status !== 'failed') {
    const progress = { done: file.chunksDone ?? 0, total: file.chunksTotal ?? 0, of: file.originalFileName };
    return <IndexStatus status={file.status} progress={progress} />;
  }
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
