import { baseURL } from './browser.ts';

const call = async <T>(token: string, method: string, path: string, body?: unknown): Promise<T> => {
  const reply = await fetch(baseURL() + path, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await reply.json()) as { success: boolean; data: T; message: string };
  if (!json.success) throw new Error(`${method} ${path}: ${json.message}`);
  return json.data;
};

/** A workspace with nothing in it yet, for the signed-in user. */
export const emptyWorkspace = (token: string, name = 'Tea shop assistant') =>
  call<{ id: string; appId: string }>(token, 'POST', '/api/workspaces/create', {
    name,
    role: 'Answers questions about the tea shop.',
  });

/** Long enough to find every place a name can push the page wider than a phone. */
export const longWorkspaceName =
  'Customer support assistant for the Northern European region and its partners';

/**
 * A workspace holding one of everything the dashboard lists (a conversation too), with names as
 * long as people give them, created through the API for the signed-in user.
 */
export async function workspaceWithData(token: string) {
  const workspace = await emptyWorkspace(token, longWorkspaceName);
  await call(token, 'POST', `/api/texts/${workspace.id}`, {
    name: 'Opening hours, holidays and the exceptions for the Christmas and New Year weeks',
    content: 'Monday to Friday, 9 to 5.',
  });
  await call(token, 'POST', `/api/qnas/${workspace.id}`, {
    question: 'Do you deliver to the islands of the Northern European region, and how long does it take?',
    answer: 'Yes: within five working days.',
  });
  await call(token, 'POST', `/api/workspaces/${workspace.id}/integrations`, {
    origin: 'https://customer-support.northern-european-region.partners.example.com:8443',
  });
  const form = new FormData();
  form.append(
    'file',
    new Blob(['Green tea, black tea.\n']),
    'product-catalogue-with-every-price-for-2026-final-version.txt',
  );
  const upload = await fetch(`${baseURL()}/api/workspaces/${workspace.id}/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (!upload.ok) throw new Error(`upload: ${upload.status}`);
  // One conversation, so History lists it and Reports charts it.
  await call(token, 'POST', `/api/chat/${workspace.appId}/messages`, {
    message: 'Do you deliver to the islands of the Northern European region?',
  });
  return workspace;
}
