interface OpenApiDocument {
  info: { title: string; description?: string };
  paths: Record<string, Record<string, { summary?: string; tags?: string[]; security?: unknown[] }>>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A plain, self-contained page listing every endpoint of the OpenAPI document. */
export function renderApiDocsPage(doc: OpenApiDocument): string {
  const rows = Object.entries(doc.paths)
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, op]) => ({ path, method: method.toUpperCase(), ...op })),
    )
    .sort((a, b) => (a.tags?.[0] ?? '').localeCompare(b.tags?.[0] ?? '') || a.path.localeCompare(b.path))
    .map(
      (op) =>
        `<tr><td>${escapeHtml(op.tags?.[0] ?? '')}</td><td><code>${op.method}</code></td><td><code>${escapeHtml(op.path)}</code></td><td>${escapeHtml(op.summary ?? '')}</td><td>${op.security?.length ? 'bearer token' : 'public'}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:1100px;padding:0 1rem;color:#111827}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.4rem .6rem;text-align:left;vertical-align:top}code{font-size:.9em}</style>
</head><body><h1>${escapeHtml(doc.info.title)}</h1><p>${escapeHtml(doc.info.description ?? '')}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a></p>
<table><thead><tr><th>Group</th><th>Method</th><th>Path</th><th>What it does</th><th>Access</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}
