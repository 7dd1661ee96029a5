import { z } from 'zod';
import type { Endpoint } from '@cf/contracts';
import type { OpenApiDocument } from './merge-openapi';

const envelope = (data: Record<string, unknown> = {}) => ({
  type: 'object',
  required: ['status', 'data'],
  properties: { status: { type: 'string', enum: ['success'] }, data: { type: 'object', properties: { data } } },
});

const FAIL = {
  type: 'object',
  required: ['status', 'message'],
  properties: {
    status: { type: 'string', enum: ['fail'] },
    message: { type: 'string', maxLength: 2000, description: 'Translated by ?lng= (ar, en, fr)' },
    errors: {
      type: 'array',
      maxItems: 200,
      items: { type: 'object', required: ['field', 'msg'], properties: { field: { type: 'string', maxLength: 200 }, msg: { type: 'string', maxLength: 2000 } } },
    },
  },
};

const failResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Fail' } } } });

/** `wallet/transactions/:id` → `/api/v1/wallet/transactions/{id}`. */
export function openApiPathOf(endpoint: Pick<Endpoint, 'path'>): string {
  return `/api/v1/${endpoint.path.replace(/:([A-Za-z_]\w*)/g, '{$1}')}`;
}

/** `POST wallet/wallet-withdraw` → `postWalletWalletWithdraw`. */
export function operationIdOf(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  const words = endpoint.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return endpoint.method.toLowerCase() + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

/**
 * A contract field that normalises its raw value first (`before(normalise, schema)`: a pipe from a
 * transform) is documented by the schema it feeds, which holds the rules.
 */
function documentNormalisedFields(ctx: { zodSchema: z.core.$ZodType; jsonSchema: Record<string, unknown> }): void {
  const def = ctx.zodSchema._zod.def as { type: string; in?: z.core.$ZodType; out?: z.core.$ZodType };
  if (def.type !== 'pipe' || def.in?._zod.def.type !== 'transform' || !def.out) return;
  const { $schema: _dialect, ...rules } = z.toJSONSchema(def.out, { io: 'input', unrepresentable: 'any', override: documentNormalisedFields }) as Record<string, unknown>;
  for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
  Object.assign(ctx.jsonSchema, rules);
}

function jsonSchemaOf(schema: z.core.$ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', override: documentNormalisedFields }) as Record<string, unknown>;
  return rest;
}

/** One OpenAPI operation written from a REST contract: access, body schema, answers. */
export function contractOperation(endpoint: Endpoint): Record<string, unknown> {
  const parameters: unknown[] = [...endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string', maxLength: 200 } }));
  if (endpoint.idempotencyKey) {
    parameters.push({ name: 'Idempotency-Key', in: 'header', required: endpoint.idempotencyKey === 'required', schema: { type: 'string', minLength: 1, maxLength: 200 } });
  }
  if (endpoint.query) {
    const query = jsonSchemaOf(endpoint.query) as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, schema] of Object.entries(query.properties ?? {})) parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
  }
  const responses: Record<string, unknown> = { [endpoint.created ? '201' : '200']: { description: endpoint.created ? 'Created' : 'Success', content: { 'application/json': { schema: envelope() } } } };
  if (endpoint.body || endpoint.query || endpoint.idempotencyKey === 'required') responses['400'] = failResponse('Validation failed: `errors[]` names each field and its translated message');
  if (endpoint.access !== 'public') responses['401'] = failResponse('No valid session');
  if (endpoint.access === 'admin') responses['403'] = failResponse('Administrators only');
  responses['429'] = failResponse('Too many requests');
  return {
    operationId: operationIdOf(endpoint),
    tags: [endpoint.context],
    summary: endpoint.summary,
    ...(endpoint.access === 'public' ? { security: [] } : { security: [{ bearer: [] }] }),
    ...(endpoint.access === 'admin' ? { 'x-admin-only': true } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(endpoint.body) } } } } : {}),
    responses,
    'x-service': endpoint.context,
    'x-contract': true,
  };
}

/**
 * Writes every contract's operation over what the services' own documents say of the same method
 * and path: the contract is the source of truth for access, request schema and answers.
 */
export function applyContracts(document: OpenApiDocument, endpoints: readonly Endpoint[]): OpenApiDocument {
  const paths = { ...(document.paths ?? {}) };
  const tags = [...(document.tags ?? [])];
  for (const endpoint of endpoints) {
    const path = openApiPathOf(endpoint);
    paths[path] = { ...(paths[path] ?? {}), [endpoint.method.toLowerCase()]: contractOperation(endpoint) };
    if (!tags.some((t) => t.name === endpoint.context)) tags.push({ name: endpoint.context });
  }
  const components = { ...(document.components ?? {}) };
  components.schemas = { ...(components.schemas ?? {}), Fail: FAIL };
  return { ...document, paths, tags, components };
}

/** Operations that no contract describes, but those under `exemptPrefixes` (an empty list when every route is a contract). */
export function operationsWithoutContract(document: OpenApiDocument, exemptPrefixes: readonly string[]): string[] {
  const missing: string[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    // Health probes and the JWKS live outside /api/v1: operational endpoints, not the REST API.
    if (!path.startsWith('/api/v1/') || exemptPrefixes.some((prefix) => path.startsWith(`/api/v1/${prefix}`))) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (['get', 'post', 'put', 'patch', 'delete'].includes(method) && !(operation as { 'x-contract'?: boolean })['x-contract']) missing.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return missing.sort();
}
