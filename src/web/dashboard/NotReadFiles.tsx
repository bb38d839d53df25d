import { useId } from 'react';
import { notReadMessage } from '../../contract/readableFiles.ts';
import { notice } from '../ui/controls.css.ts';
import { RemoveFileButton } from '../upload/RemoveFileButton.tsx';
import * as s from './DashboardPage.css.ts';
import { formatKilobytes } from './formatKilobytes.ts';

/** The chosen files the agent cannot read, said before anything is uploaded; each may be removed. */
export function NotReadFiles({
  files,
  canRemove,
  onRemove,
}: {
  files: { key: string; file: File }[];
  canRemove?: (key: string) => boolean;
  onRemove?: (key: string) => void;
}) {
  const reason = useId();
  if (files.length === 0) return null;
  return (
    <div className={notice.error} role="status">
      <p id={reason}>{notReadMessage}</p>
      <ul className={s.fileList} aria-label="Files that will not be uploaded" aria-describedby={reason}>
        {files.map(({ key, file }) => (
          <li key={key} className={s.fileItem}>
            <span>
              {file.name} ({formatKilobytes(file.size)}) — Not read
            </span>
            {onRemove && (
              <RemoveFileButton
                fileName={file.name}
                disabled={canRemove ? !canRemove(key) : false}
                onRemove={() => onRemove(key)}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
