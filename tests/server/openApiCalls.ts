import type { TestServer } from './testServer.ts';

/** One operation of /api/openapi.json. */
export interface ApiOperation {
  method: string;
  /** OpenAPI path with `{param}` placeholders. */
  path: string;
  secured: boolean;
  /** The JSON request body schema, when the operation takes JSON. */
  jsonBody?: JsonSchema;
  multipart: boolean;
  /** Names of the query parameters it reads. */
  query: string[];
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  items?: JsonSchema;
  format?: string;
  anyOf?: JsonSchema[];
  $ref?: string;
}

/** Every operation the server documents. */
export async function apiOperations(server: TestServer): Promise<ApiOperation[]> {
  const doc = (await server.call('GET', '/api/openapi.json')).body as {
    paths: Record<
      string,
      Record<
        string,
        {
          security?: unknown[];
          requestBody?: { content: Record<string, { schema: JsonSchema }> };
          parameters?: Array<{ name: string; in: string }>;
        }
      >
    >;
  };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      secured: (op.security?.length ?? 0) > 0,
      jsonBody: op.requestBody?.content['application/json']?.schema,
      multipart: Boolean(op.requestBody?.content['multipart/form-data']),
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    })),
  );
}

export const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

export const fillPath = (path: string, ids: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const id = ids[name];
    if (id === undefined) throw new Error(`No fixture id for {${name}} in ${path}: add one to the test`);
    return encodeURIComponent(id);
  });

/** A body that passes validation: the smallest value of each required property's type. */
export function validBody(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return validBody(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, validBody(schema.properties?.[key])]),
      );
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'number':
    case 'integer':
      return 1;
    default:
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'uri') return 'https://example.com';
      return 'Probe1a';
  }
}

/** Calls one operation with a token, sending a valid JSON body or a small multipart file. */
export async function callOperation(
  server: TestServer,
  op: ApiOperation,
  path: string,
  token: string | undefined,
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (op.multipart) {
    const form = new FormData();
    form.append('file', new Blob(['probe']), 'probe.txt');
    const res = await fetch(server.url + path, { method: op.method, headers, body: form });
    return { status: res.status, body: await res.json() };
  }
  const res = await fetch(server.url + path, {
    method: op.method,
    headers: op.jsonBody ? { ...headers, 'Content-Type': 'application/json' } : headers,
    body: op.jsonBody ? JSON.stringify(validBody(op.jsonBody)) : undefined,
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: text };
  }
}
