import { endpointPath } from '../../contract/endpoint.ts';
import type { Envelope } from '../../contract/envelope.ts';
import { fileEndpoints } from '../../contract/workspaceEndpoints.ts';
import { ApiFailure, NETWORK_ERROR } from './client.ts';
import { api } from './http.ts';

export const DOWNLOAD_FAILED = 'Failed to download file.';

async function fetchStoredFile(path: string, retried: boolean): Promise<Response> {
  const token = api.getToken();
  let response: Response;
  try {
    response = await fetch(path, { headers: api.headersFor(false, token ?? undefined) });
  } catch {
    throw new ApiFailure(0, NETWORK_ERROR);
  }
  if (response.status === 401 && (await api.renewAfterUnauthorized(token, retried))) {
    return fetchStoredFile(path, true);
  }
  return response;
}

/** The file calls beyond listing and deleting: index again, download. */
export const filesApi = {
  reindex: async (workspaceId: string, fileId: string) =>
    (await api.request(fileEndpoints.reindex, { params: { workspaceId, fileId } })).data,

  /**
   * Saves the stored bytes under the original name. A plain link cannot carry the bearer token,
   * so the bytes are fetched with it and handed to the browser as a download. A token that ran
   * out is renewed and the download asked for once more, as every other call does.
   */
  async download(workspaceId: string, fileId: string, fileName: string) {
    const path = endpointPath(fileEndpoints.download.path, { workspaceId, fileId });
    const response = await fetchStoredFile(path, false);
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as Envelope<unknown> | null;
      throw new ApiFailure(response.status, body?.message || DOWNLOAD_FAILED);
    }
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
};
