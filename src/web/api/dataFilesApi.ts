import type { DataFileImportOutcome } from '../../../machines/dataFileList.machine.ts';
import {
  type DataFileUpdateInput,
  type DataFileUploadResult,
  dataFileBadRowsSchema,
  dataFileEndpoints,
} from '../../contract/dataFiles.ts';
import { endpointPath } from '../../contract/endpoint.ts';
import { ApiFailure } from './client.ts';
import { api } from './http.ts';
import { sendFile, type UploadOptions } from './uploadFile.ts';

/**
 * The sentence of a refusal for ragged rows (rows whose field count differs from the header), or
 * null for any other failure: only such a refusal, marked by `badRows` in its data, can be answered
 * by sending the file again with `skipBadRows`.
 */
export function raggedRowsRefusal(error: unknown): string | null {
  if (!(error instanceof ApiFailure) || error.code !== 422) return null;
  return dataFileBadRowsSchema.safeParse(error.details).success ? error.message : null;
}

/** An upload's result, or the ragged-rows refusal as an outcome the machines offer to skip. */
async function importOutcome(send: Promise<DataFileUploadResult>): Promise<DataFileImportOutcome> {
  try {
    return { outcome: 'imported', result: await send };
  } catch (error) {
    const message = raggedRowsRefusal(error);
    if (message === null) throw error;
    return { outcome: 'badRows', message };
  }
}

const skipQuery = (skipBadRows: boolean) => (skipBadRows ? '?skipBadRows=true' : '');

/** The data files calls of src/contract/dataFiles.ts. */
export const dataFilesApi = {
  list: async (projectId: string) =>
    (await api.request(dataFileEndpoints.list, { params: { projectId } })).data,
  rows: async (fileId: string) => (await api.request(dataFileEndpoints.rows, { params: { fileId } })).data,
  update: async (fileId: string, body: DataFileUpdateInput) =>
    (await api.request(dataFileEndpoints.update, { params: { fileId }, body })).data,
  remove: async (fileId: string) =>
    (await api.request(dataFileEndpoints.remove, { params: { fileId } })).data,
  /** Uploads one file with its progress; a ragged-rows refusal resolves as `badRows`. */
  upload: (projectId: string, file: File, skipBadRows: boolean, options: UploadOptions = {}) =>
    importOutcome(
      sendFile<DataFileUploadResult>(
        endpointPath(dataFileEndpoints.upload.path, { projectId }) + skipQuery(skipBadRows),
        file,
        options,
      ),
    ),
  /** Replaces a file's rows from a new upload of the same table. */
  reimport: (fileId: string, file: File, skipBadRows: boolean, options: UploadOptions = {}) =>
    importOutcome(
      sendFile<DataFileUploadResult>(
        endpointPath(dataFileEndpoints.reimport.path, { fileId }) + skipQuery(skipBadRows),
        file,
        options,
      ),
    ),
};
