import type { ReactNode } from 'react';
import type { QueuedUpload } from '../../../machines/uploadQueue.ts';
import * as s from '../dashboard/DashboardPage.css.ts';
import { RemoveFileButton } from './RemoveFileButton.tsx';

/**
 * The queued files of an upload, each with its size, status and progress bar, its error, and
 * 'Remove' while it is not uploading. `outcomes` words each status after the upload;
 * `afterSending`, when given, words a file whose bytes are all sent while the server still works
 * on it (its bar then shows work without a known end); `action` is what a row may offer besides.
 */
export function UploadProgressList<T extends QueuedUpload<string>>({
  label,
  items,
  outcomes,
  formatSize,
  canRemove,
  onRemove,
  errorRole,
  afterSending,
  action,
}: {
  label: string;
  items: T[];
  outcomes: Record<Exclude<T['status'], 'pending' | 'uploading'>, string>;
  formatSize: (bytes: number) => string;
  canRemove: (id: string) => boolean;
  onRemove: (id: string) => void;
  errorRole?: 'alert';
  afterSending?: string;
  action?: (item: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  const sent = (item: T) => afterSending !== undefined && item.status === 'uploading' && item.percent >= 100;
  const statusText = (item: T) =>
    item.status === 'pending'
      ? 'Waiting'
      : sent(item)
        ? afterSending
        : item.status === 'uploading'
          ? `Uploading ${item.percent}%`
          : outcomes[item.status as keyof typeof outcomes];
  return (
    <ul className={s.fileList} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={s.fileItem}>
          <span>
            {item.file.name} ({formatSize(item.file.size)}) — {statusText(item)}
          </span>
          {item.status !== 'uploading' && (
            <RemoveFileButton
              fileName={item.file.name}
              disabled={!canRemove(item.id)}
              onRemove={() => onRemove(item.id)}
            />
          )}
          <progress
            className={s.progress}
            max={100}
            value={sent(item) ? undefined : item.percent}
            aria-label={`${item.file.name} upload progress`}
          />
          {item.error && (
            <p className={s.errorText} role={errorRole}>
              {item.error}
            </p>
          )}
          {action?.(item)}
        </li>
      ))}
    </ul>
  );
}
