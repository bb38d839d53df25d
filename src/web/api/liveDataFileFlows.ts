import { fromCallback, fromPromise } from 'xstate';
import { dataFileListMachine } from '../../../machines/dataFileList.machine.ts';
import { dataFileTypesMachine } from '../../../machines/dataFileTypes.machine.ts';
import {
  type DataFileUploadEvent,
  type DataFileUploadInput,
  dataFileUploadMachine,
} from '../../../machines/dataFileUpload.machine.ts';
import { dataFilesApi } from './dataFilesApi.ts';
import { UPLOAD_FAILED } from './uploadFile.ts';

/** One data file's upload as a child of the batch: progress while it runs, aborted when stopped. */
const uploadOneDataFile = fromCallback<DataFileUploadEvent, DataFileUploadInput>(({ input, sendBack }) => {
  const controller = new AbortController();
  const report = (event: DataFileUploadEvent) => {
    if (!controller.signal.aborted) sendBack(event);
  };
  dataFilesApi
    .upload(input.projectId, input.file, input.skipBadRows, {
      signal: controller.signal,
      onProgress: (percent) => report({ type: 'upload.progress', id: input.id, percent }),
    })
    .then(
      (done) =>
        report(
          done.outcome === 'imported'
            ? { type: 'upload.succeeded', id: input.id, result: done.result }
            : { type: 'upload.badRows', id: input.id, message: done.message },
        ),
      (error: Error) =>
        report({ type: 'upload.failed', id: input.id, message: error.message || UPLOAD_FAILED }),
    );
  return () => controller.abort();
});

export const liveDataFileUploadMachine = (onUploaded: () => void) =>
  dataFileUploadMachine.provide({
    actors: { uploadFile: uploadOneDataFile },
    actions: { batchCompleted: onUploaded },
  });

export const liveDataFileListMachine = dataFileListMachine.provide({
  actors: {
    fetchFiles: fromPromise(({ input }) => dataFilesApi.list(input.projectId)),
    fetchRows: fromPromise(({ input }) => dataFilesApi.rows(input.fileId)),
    reimportFile: fromPromise(({ input, signal }) =>
      dataFilesApi.reimport(input.fileId, input.file, input.skipBadRows, { signal }),
    ),
    deleteFile: fromPromise(({ input }) => dataFilesApi.remove(input.fileId)),
    typeReview: dataFileTypesMachine.provide({
      actors: { saveTypes: fromPromise(({ input }) => dataFilesApi.update(input.fileId, input.update)) },
    }),
  },
});
