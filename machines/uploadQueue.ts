/** At most this many files travel at once. */
export const UPLOAD_CONCURRENCY = 3;

/** What every upload queue says; each flow adds its own. */
export const uploadQueueMessages = {
  noFiles: 'Please select files to upload.',
  completed: 'Files upload process completed!',
  cancelled: 'Upload cancelled.',
  failedFallback: 'Upload failed',
} as const;

export type UploadStatus = 'pending' | 'uploading' | 'success' | 'error';

/** A chosen file in the queue: pending → uploading (percent) → success | error, or an outcome `S` of the flow's own. */
export interface QueuedUpload<S extends string = never> {
  id: string;
  file: File;
  status: UploadStatus | S;
  percent: number;
  error: string | null;
}

/** A chosen file the flow does not send: listed apart until removed or the batch is done. */
export interface SetApartFile {
  id: string;
  file: File;
}

/** What a queue's context holds whatever the flow. */
export interface UploadQueueContext<T extends QueuedUpload<string>> {
  items: T[];
  nextId: number;
  failure: string | null;
}

/** A queue before anything is chosen. */
export const emptyQueue = () => ({ items: [], nextId: 1, failure: null });

export type UploadProgressReport = { type: 'upload.progress'; id: string; percent: number };
export type UploadFailedReport = { type: 'upload.failed'; id: string; message: string };

/** What the user asks of any upload queue. */
export type UploadQueueRequest =
  | { type: 'upload.filesAdded'; files: File[] }
  | { type: 'upload.fileRemoved'; id: string }
  | { type: 'upload.start' }
  | { type: 'upload.cancel' };

/** The id of the spawned actor that uploads an item. */
export const uploadChildId = (itemId: string) => `upload-${itemId}`;

export const withItem = <T extends QueuedUpload<string>>(
  items: T[],
  id: string,
  change: Partial<QueuedUpload> | Partial<T>,
): T[] => items.map((item) => (item.id === id ? { ...item, ...change } : item));

const waiting = (item: QueuedUpload<string>) => item.status === 'pending' || item.status === 'error';
const running = (item: QueuedUpload<string>) => item.status === 'uploading';

export const hasWaiting = (items: QueuedUpload<string>[]) => items.some(waiting);
export const anyUploaded = (items: QueuedUpload<string>[]) => items.some((i) => i.status === 'success');
export const runningIds = (items: QueuedUpload<string>[]) => items.filter(running).map((i) => i.id);
export const batchFinished = (items: QueuedUpload<string>[]) =>
  !items.some((i) => running(i) || i.status === 'pending');

/** The pending items that may start now without more than UPLOAD_CONCURRENCY running. */
export const nextToStart = <T extends QueuedUpload<string>>(items: T[]) =>
  items.filter((i) => i.status === 'pending').slice(0, UPLOAD_CONCURRENCY - items.filter(running).length);

export const markStarted = <T extends QueuedUpload<string>>(items: T[], starting: T[]): T[] =>
  items.map((item) =>
    starting.includes(item) ? { ...item, status: 'uploading' as const, percent: 0, error: null } : item,
  );

export const retryingFailed = <T extends QueuedUpload<string>>(items: T[]): T[] =>
  items.map((i) => (i.status === 'error' ? { ...i, status: 'pending' as const, error: null } : i));

export const withoutUploaded = <T extends QueuedUpload<string>>(items: T[]) =>
  items.filter((i) => i.status !== 'success');

/** After a cancel: what was running waits again from 0 %. */
export const requeueRunning = <T extends QueuedUpload<string>>(items: T[]): T[] =>
  items.map((i) => (running(i) ? { ...i, status: 'pending' as const, percent: 0 } : i));

export const pendingUpload = ({ id, file }: SetApartFile): QueuedUpload => ({
  id,
  file,
  status: 'pending',
  percent: 0,
  error: null,
});

/** Newly chosen files numbered from `nextId`, split into those the flow takes and those it sets apart. */
export function chooseFiles(nextId: number, files: File[], takes: (fileName: string) => boolean) {
  const chosen = files.map((file, i) => ({ id: String(nextId + i), file }));
  return {
    taken: chosen.filter(({ file }) => takes(file.name)),
    setApart: chosen.filter(({ file }) => !takes(file.name)),
    nextId: nextId + files.length,
  };
}
