/** Just enough of an OpenAPI 3 document to merge several into one. */
export interface OpenApiDocument {
  openapi?: string;
  info?: Record<string, unknown>;
  servers?: unknown[];
  tags?: Array<{ name: string; description?: string }>;
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown> | undefined>;
  [extension: `x-${string}`]: unknown;
}

export interface UpstreamDocument {
  service: string;
  document: OpenApiDocument;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Replaces `#/components/<section>/<name>` references by renamed ones, deep in a JSON value. */
function rewriteRefs(value: unknown, renames: Map<string, string>): unknown {
  if (renames.size === 0 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, renames));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = key === '$ref' && typeof inner === 'string' && renames.has(inner) ? renames.get(inner) : rewriteRefs(inner, renames);
  }
  return out;
}

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * One document for the whole public API: every service's paths (services already serve their
 * paths under /api/v1, and the gateway forwards them unchanged), their components, tags and the
 * gateway's own paths. Each operation is tagged `x-service` with its owner. A component that two
 * services define differently is renamed `<service>.<name>` in the later one (its refs follow).
 * Services that did not answer are listed under `x-unavailable`.
 */
export function mergeOpenApi(base: OpenApiDocument, upstreams: UpstreamDocument[], unavailable: string[]): OpenApiDocument {
  const merged: OpenApiDocument = {
    ...base,
    openapi: base.openapi ?? '3.0.0',
    tags: [...(base.tags ?? [])],
    paths: { ...(base.paths ?? {}) },
    components: Object.fromEntries(Object.entries(base.components ?? {}).map(([section, entries]) => [section, { ...entries }])),
    'x-unavailable': [...unavailable].sort(),
  };
  const tagNames = new Set(merged.tags!.map((tag) => tag.name));

  for (const { service, document } of upstreams) {
    const renames = new Map<string, string>();
    for (const [section, entries] of Object.entries(document.components ?? {})) {
      const target = (merged.components![section] ??= {});
      for (const [name, definition] of Object.entries(entries ?? {})) {
        if (!(name in target) || sameJson(target[name], definition)) continue;
        renames.set(`#/components/${section}/${name}`, `#/components/${section}/${service}.${name}`);
      }
    }
    const components = rewriteRefs(document.components ?? {}, renames) as NonNullable<OpenApiDocument['components']>;
    for (const [section, entries] of Object.entries(components)) {
      const target = merged.components![section]!;
      for (const [name, definition] of Object.entries(entries ?? {})) {
        const renamed = renames.get(`#/components/${section}/${name}`);
        target[renamed ? renamed.split('/').pop()! : name] = definition;
      }
    }
    const paths = rewriteRefs(document.paths ?? {}, renames) as Record<string, Record<string, unknown>>;
    for (const [path, item] of Object.entries(paths)) {
      const operations: Record<string, unknown> = { ...(merged.paths![path] ?? {}) };
      for (const [key, operation] of Object.entries(item)) {
        operations[key] = HTTP_METHODS.has(key) && operation && typeof operation === 'object' ? { ...operation, 'x-service': service } : operation;
      }
      merged.paths![path] = operations;
    }
    for (const tag of document.tags ?? []) {
      if (!tagNames.has(tag.name)) {
        tagNames.add(tag.name);
        merged.tags!.push(tag);
      }
    }
  }
  return merged;
}
