/**
 * Human docs for the OpenAPI document as one static HTML page: no scripts and nothing fetched
 * from elsewhere, so it works offline and under the same strict CSP as the rest of the API.
 */

export interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: unknown }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation | undefined>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function renderDocs(document: OpenApiDocument): string {
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ path, method, operation }] : [];
    }),
  );
  const sections = operations.map(({ path, method, operation }) => renderOperation(path, method, operation));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(document.info.title)} — API</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:960px;padding:24px;color:#1f2937}
h1{margin-bottom:4px}.op{border:1px solid #e5e7eb;border-radius:8px;margin:16px 0;padding:12px 16px}
.m{display:inline-block;min-width:64px;font-weight:700;text-transform:uppercase}.get{color:#047857}.post{color:#1d4ed8}
.put,.patch{color:#b45309}.delete{color:#b91c1c}code{font-size:15px}pre{background:#f9fafb;padding:8px;overflow:auto;font-size:12px}
.lock{color:#6b7280;font-size:13px}h4{margin:12px 0 4px}
</style></head><body>
<h1>${escapeHtml(document.info.title)}</h1>
<p>Version ${escapeHtml(document.info.version)}. Machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a>.
Errors are <code>{code, message, details?}</code>.</p>
${sections.join('\n')}
</body></html>`;
}

function renderOperation(path: string, method: string, operation: Operation): string {
  const needsAuth = (operation.security ?? []).length > 0;
  const parts = [
    `<div class="op"><span class="m ${method}">${method}</span> <code>${escapeHtml(path)}</code>`,
    needsAuth ? ' <span class="lock">bearer token</span>' : '',
    operation.summary ? `<p>${escapeHtml(operation.summary)}</p>` : '',
  ];
  for (const parameter of operation.parameters ?? []) {
    parts.push(
      `<div>${escapeHtml(parameter.in)} <code>${escapeHtml(parameter.name)}</code>${parameter.required ? ' (required)' : ''}</div>`,
    );
  }
  const body = operation.requestBody?.content?.['application/json']?.schema;
  if (body) parts.push('<h4>Request body</h4>', schemaBlock(body));
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const schema = response.content?.['application/json']?.schema;
    parts.push(`<h4>${escapeHtml(status)} ${escapeHtml(response.description ?? '')}</h4>`);
    if (schema && status.startsWith('2')) parts.push(schemaBlock(schema));
  }
  parts.push('</div>');
  return parts.join('');
}

function schemaBlock(schema: unknown): string {
  return `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
