import type { FileStatus } from '../../contract/workspace.ts';
import * as s from './FileStatus.css.ts';

/** An item's indexing status in the Files page's words: Indexing, Indexed, or Failed with why. */
export function IndexStatus({
  status,
  statusReason,
  progress,
}: {
  status: FileStatus | undefined;
  statusReason?: string | null;
  /** Chunks done of all, shown while indexing once the total is known. */
  progress?: { done: number; total: number; of: string };
}) {
  if (status === 'indexing') {
    const known = progress && progress.total > 0;
    return (
      <span className={s.status}>
        <span className={s.badge.indexing}>
          <span className={s.spinner} aria-hidden="true" />
          Indexing
        </span>
        {known && (
          <>
            <progress
              className={s.progress}
              value={progress.done}
              max={progress.total}
              aria-label={`${progress.of}: ${progress.done} of ${progress.total} chunks indexed`}
            />
            <span className={s.reason}>
              {progress.done} / {progress.total} chunks
            </span>
          </>
        )}
      </span>
    );
  }
  if (status === 'indexed') return <span className={s.badge.indexed}>Indexed</span>;
  if (status !== 'failed') return null;
  return (
    <span className={s.status}>
      <span className={s.badge.failed}>Failed</span>
      {statusReason && <span className={s.reason}>{statusReason}</span>}
    </span>
  );
}
