import { apiCall } from './apiCall.ts';
import { baseURL } from './browser.ts';

/** A workspace with nothing in it yet, for the signed-in user. */
export const emptyWorkspace = (
  token: string,
  name = 'Tea shop assistant',
  role = 'Answers questions about the tea shop.',
) => apiCall<{ id: string; appId: string }>(token, 'POST', '/api/workspaces/create', { name, role });

/** Uploads `file` as `fileName` to the workspace's files; the server's reply. */
export function uploadToWorkspace(token: string, workspaceId: string, file: Blob, fileName: string) {
  const form = new FormData();
  form.append('file', file, fileName);
  return fetch(`${baseURL()}/api/workspaces/${workspaceId}/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
}

/** Long enough to find every place a name can push the page wider than a phone. */
export const longWorkspaceName =
  'Customer support assistant for the Northern European region and its partners';

/**
 * A workspace holding one of everything the dashboard lists (a conversation too), with names as
 * long as people give them, created through the API for the signed-in user.
 */
export async function workspaceWithData(token: string) {
  const workspace = await emptyWorkspace(token, longWorkspaceName);
  await apiCall(token, 'POST', `/api/texts/${workspace.id}`, {
    name: 'Opening hours, holidays and the exceptions for the Christmas and New Year weeks',
    content: 'Monday to Friday, 9 to 5.',
  });
  await apiCall(token, 'POST', `/api/qnas/${workspace.id}`, {
    question: 'Do you deliver to the islands of the Northern European region, and how long does it take?',
    answer: 'Yes: within five working days.',
  });
  await apiCall(token, 'POST', `/api/workspaces/${workspace.id}/integrations`, {
    origin: 'https://customer-support.northern-european-region.partners.example.com:8443',
  });
  const upload = await uploadToWorkspace(
    token,
    workspace.id,
    new Blob(['Green tea, black tea.\n']),
    'product-catalogue-with-every-price-for-2026-final-version.txt',
  );
  if (!upload.ok) throw new Error(`upload: ${upload.status}`);
  // One conversation, so History lists it and Reports charts it.
  await apiCall(token, 'POST', `/api/chat/${workspace.appId}/messages`, {
    message: 'Do you deliver to the islands of the Northern European region?',
  });
  return workspace;
}
