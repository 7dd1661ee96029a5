import { z } from 'zod';
import { requestBodyLimitOf, type Endpoint, type EndpointAccess } from '@cf/contracts';
import type { RateLimitClass } from '../routes/route-table';
import { longestMatchOf } from './pattern-length';

/** Just enough of an OpenAPI 3.1 document to build and serve one. */
export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  servers?: unknown[];
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  [extension: `x-${string}`]: unknown;
}

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
 * How an operation is reached, as the gateway and the service's guard enforce it: a public one
 * anonymously or with a token (which is then used), a user one with identity's token, an
 * administrator's with a token whose `isAdmin` claim is true (its own scheme, so a reader and
 * the OWASP rules can tell them apart).
 */
export function securityOf(access: EndpointAccess): Array<Record<string, string[]>> {
  if (access === 'public') return [{}, { bearer: [] }];
  return access === 'admin' ? [{ adminBearer: [] }] : [{ bearer: [] }];
}

const RESPONSE_HEADERS = {
  'RateLimit-Limit': { $ref: '#/components/headers/RateLimit-Limit' },
  'RateLimit-Remaining': { $ref: '#/components/headers/RateLimit-Remaining' },
  'RateLimit-Reset': { $ref: '#/components/headers/RateLimit-Reset' },
  'Access-Control-Allow-Origin': { $ref: '#/components/headers/Access-Control-Allow-Origin' },
  'X-Correlation-Id': { $ref: '#/components/headers/X-Correlation-Id' },
};

const failAnswer = (description: string, extraHeaders: Record<string, unknown> = {}) => ({
  description,
  headers: { ...RESPONSE_HEADERS, ...extraHeaders },
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Fail' } } },
});

/** The answers every operation shares, referenced from `components.responses`. */
export const SHARED_RESPONSES = {
  Success: {
    description: 'Success: `data.data` holds the answer.',
    headers: RESPONSE_HEADERS,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Success' } } },
  },
  Created: {
    description: 'Created: `data.data` holds what was made.',
    headers: RESPONSE_HEADERS,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Success' } } },
  },
  BadRequest: {
    ...failAnswer('Validation failed: `errors[]` names each field with its translated message (the first broken rule per field); or the body is not JSON.'),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ValidationFail' } } },
  },
  Unauthorized: failAnswer('No valid session: the token is missing, malformed, expired or revoked (sign in again).'),
  Forbidden: failAnswer('The session may not do this: an administrator\'s operation, or a record of another account.'),
  AdminOnly: failAnswer('Administrators only: the token\'s `isAdmin` claim is not true.'),
  NotFound: failAnswer('No such record (or not one this session may see).'),
  Conflict: failAnswer('Conflicts with the current state: already done, changed meanwhile, or the same Idempotency-Key sent with another request.'),
  PayloadTooLarge: failAnswer('The body is larger than the gateway or the owning service accepts.'),
  Unprocessable: failAnswer('Well formed but refused by a rule of the platform (a limit, a balance, a state); the message says which.'),
  TooManyRequests: failAnswer('Too many requests from this address or account: wait `Retry-After` seconds.', { 'Retry-After': { $ref: '#/components/headers/Retry-After' } }),
  InternalError: failAnswer('An unexpected error; `X-Correlation-Id` finds it in the logs. Nothing is half done: money paths are idempotent, send the same request again.'),
  ServiceUnavailable: failAnswer('The owning service did not answer in time (or is restarting): send the same request again in a moment.'),
} as const;

export const SHARED_HEADERS = {
  'RateLimit-Limit': { description: 'Requests allowed per window by the tightest budget this request counts against (draft-ietf-httpapi-ratelimit-headers).', schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 1_000_000 } },
  'RateLimit-Remaining': { description: 'Requests left in the window.', schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 1_000_000 } },
  'RateLimit-Reset': { description: 'Seconds until the window ends.', schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 86_400 } },
  'Retry-After': { description: 'Seconds to wait before sending again.', schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 86_400 } },
  'Access-Control-Allow-Origin': {
    description: 'Sent only when the request\'s Origin is one of the gateway\'s allowed origins (CORS_ORIGINS); browsers refuse the answer to any other origin.',
    schema: { type: 'string', format: 'uri', maxLength: 2048 },
  },
  'X-Correlation-Id': { description: 'The request\'s id in every service\'s logs and events (the client\'s own when it sent one like it).', schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,128}$', maxLength: 128 } },
} as const;

export const SHARED_SCHEMAS = {
  Success: {
    type: 'object',
    required: ['status', 'data'],
    properties: {
      status: { type: 'string', const: 'success' },
      data: { type: 'object', description: 'The answer is in `data.data`; lists add paging fields beside it.', properties: { data: { description: 'The answer.' } } },
    },
  },
  Fail: {
    type: 'object',
    required: ['status', 'message'],
    properties: {
      status: { type: 'string', const: 'fail' },
      message: { type: 'string', maxLength: 2000, description: 'In the caller\'s language (`?lng=` ar, en or fr; Arabic by default).' },
    },
  },
  ValidationFail: {
    type: 'object',
    required: ['status', 'message', 'errors'],
    properties: {
      status: { type: 'string', const: 'fail' },
      message: { type: 'string', maxLength: 2000, description: 'In the caller\'s language.' },
      errors: {
        type: 'array',
        maxItems: 200,
        items: {
          type: 'object',
          required: ['field', 'msg'],
          properties: { field: { type: 'string', maxLength: 200, description: 'The field, dotted for nested ones.' }, msg: { type: 'string', maxLength: 2000, description: 'Its first broken rule, translated.' } },
        },
      },
    },
  },
} as const;

const INT32 = 2 ** 31;

/**
 * JSON Schema as zod writes it, made to say what a client generator needs: every integer with its
 * width (`int32` when its bounds fit, else `int64`), every patterned text with the length its pattern
 * bounds it to; a field that normalises its raw value first
 * (`before(normalise, schema)`, a pipe from a transform) is documented by the schema it feeds.
 */
function documentSchema(ctx: { zodSchema: z.core.$ZodType; jsonSchema: Record<string, unknown> }): void {
  const def = ctx.zodSchema._zod.def as { type: string; in?: z.core.$ZodType; out?: z.core.$ZodType };
  if (def.type === 'pipe' && def.in?._zod.def.type === 'transform' && def.out) {
    const rules = jsonSchemaOf(def.out);
    for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
    Object.assign(ctx.jsonSchema, rules);
  }
  const schema = ctx.jsonSchema as { type?: unknown; format?: string; minimum?: number; maximum?: number; pattern?: string; maxLength?: number; allOf?: Array<{ pattern?: string }> };
  if (schema.type === 'string' && schema.maxLength === undefined) {
    // The bound a pattern implies (several patterns: the tightest), which the service enforces with it.
    const bounds = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter((p): p is string => p !== undefined).map(longestMatchOf);
    const finite = bounds.filter((b): b is number => b !== undefined);
    if (finite.length > 0) schema.maxLength = Math.min(...finite);
  }
  if (schema.type === 'integer' && !schema.format) {
    const fits = typeof schema.minimum === 'number' && typeof schema.maximum === 'number' && schema.minimum >= -INT32 && schema.maximum < INT32;
    schema.format = fits ? 'int32' : 'int64';
  }
}

/** A request schema as the document states it (`io: 'input'`: what a client may send); answers with `'output'`. */
export function jsonSchemaOf(schema: z.core.$ZodType, io: 'input' | 'output' = 'input'): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', override: documentSchema }) as Record<string, unknown>;
  return rest;
}

/**
 * Answer schemas several operations share (a campaign, a transaction), by the name they have under
 * `components.schemas`: written once and referred to, which keeps the document small enough for a
 * browser to read quickly. Set by the document builder; a lone operation writes its answer inline.
 */
export type SharedAnswers = ReadonlyMap<z.core.$ZodType, string>;

function answerSchemaOf(answer: z.core.$ZodType, shared: SharedAnswers | undefined): Record<string, unknown> {
  const name = shared?.get(answer);
  return name ? { $ref: `#/components/schemas/${name}` } : jsonSchemaOf(answer, 'output');
}

/** The success envelope with the contract's answer schema in `data.data` (lists' paging fields sit beside it). */
function successAnswerOf(endpoint: Endpoint & { answer: z.core.$ZodType }, sharedAnswers?: SharedAnswers): Record<string, unknown> {
  const shared = SHARED_RESPONSES[endpoint.created ? 'Created' : 'Success'];
  const schema = endpoint.wholeAnswer ? answerSchemaOf(endpoint.answer, sharedAnswers) : {
    allOf: [
      { $ref: '#/components/schemas/Success' },
      { type: 'object', required: ['data'], properties: { data: { type: 'object', required: ['data'], properties: { data: answerSchemaOf(endpoint.answer, sharedAnswers) } } } },
    ],
  };
  return { description: shared.description, headers: RESPONSE_HEADERS, content: { 'application/json': { schema } } };
}

const ACCESS_WORDS: Record<EndpointAccess, string> = {
  public: 'Anyone may call it; a token, if sent, is used (the answer may then say more).',
  user: 'Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.',
  admin: 'Administrators only: a session whose token carries `isAdmin`.',
};

/** What an operation's description says beyond the specification's words: who, how often, retries. */
function describe(endpoint: Endpoint, rateLimit: RateLimitClass): string {
  const lines = [endpoint.summary, '', ACCESS_WORDS[endpoint.access]];
  if (endpoint.idempotencyKey === 'required') lines.push('Moves money: send an `Idempotency-Key`; the same key with the same body answers the first outcome, however often it is sent.');
  if (endpoint.idempotencyKey === 'optional') lines.push('An `Idempotency-Key`, when sent, makes a retry answer the first outcome.');
  if (rateLimit === 'auth-strict') lines.push('Counted against the strict sign-in budget (a few per window per address and path), besides the general one.');
  if (endpoint.upload) lines.push(`A multipart upload: the file in \`${endpoint.upload.field}\` (${endpoint.upload.types.join(', ')}; at most ${endpoint.upload.maxBytes / 1024 / 1024} MB).`);
  return lines.join('\n');
}

const pathParameterOf = (name: string) => ({
  name,
  in: 'path',
  required: true,
  description: 'An identifier, slug or one-time token as the previous answer gave it.',
  schema: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[^/]+$' },
});

function parametersOf(endpoint: Endpoint, documentedPath: string): unknown[] {
  const parameters: unknown[] = [...documentedPath.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => pathParameterOf(m[1]));
  if (endpoint.idempotencyKey) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: endpoint.idempotencyKey === 'required',
      description: 'Made by the client once per intended operation (a UUID is best) and sent again with every retry of it.',
      schema: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7E]+$' },
    });
  }
  if (endpoint.query) {
    const query = jsonSchemaOf(endpoint.query) as { properties?: Record<string, { description?: string }>; required?: string[] };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, ...(schema.description ? { description: schema.description } : {}), schema });
    }
  }
  if (!parameters.some((p) => (p as { name?: string }).name === 'lng')) parameters.push({ $ref: '#/components/parameters/lng' });
  return parameters;
}

function requestBodyOf(endpoint: Endpoint): Record<string, unknown> | undefined {
  if (endpoint.upload) {
    const { field, types } = endpoint.upload;
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', required: [field], properties: { [field]: { type: 'string', contentMediaType: 'application/octet-stream', maxLength: endpoint.upload.maxBytes } } },
          encoding: { [field]: { contentType: types.join(', ') } },
        },
      },
    };
  }
  if (!endpoint.body) return undefined;
  return { required: true, content: { 'application/json': { schema: jsonSchemaOf(endpoint.body), ...(endpoint.example !== undefined ? { example: endpoint.example } : {}) } } };
}

const ref = (name: keyof typeof SHARED_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

function responsesOf(endpoint: Endpoint, sharedAnswers?: SharedAnswers): Record<string, unknown> {
  const writes = endpoint.method !== 'GET';
  const hasPathParameters = endpoint.path.includes(':');
  const success = endpoint.produces
    ? { description: 'The file.', headers: RESPONSE_HEADERS, content: Object.fromEntries(endpoint.produces.map((type) => [type, {}])) }
    : endpoint.answer
      ? successAnswerOf({ ...endpoint, answer: endpoint.answer }, sharedAnswers)
      : ref(endpoint.created ? 'Created' : 'Success');
  const responses: Record<string, unknown> = { [endpoint.created ? '201' : '200']: success };
  if (endpoint.body || endpoint.query || endpoint.upload || endpoint.idempotencyKey === 'required' || writes) responses['400'] = ref('BadRequest');
  if (endpoint.access !== 'public') responses['401'] = ref('Unauthorized');
  if (endpoint.access !== 'public') responses['403'] = ref(endpoint.access === 'admin' ? 'AdminOnly' : 'Forbidden');
  if (hasPathParameters || writes) responses['404'] = ref('NotFound');
  if (writes) responses['409'] = ref('Conflict');
  if (endpoint.body || endpoint.upload) responses['413'] = ref('PayloadTooLarge');
  if (writes) responses['422'] = ref('Unprocessable');
  responses['429'] = ref('TooManyRequests');
  responses['500'] = ref('InternalError');
  responses['503'] = ref('ServiceUnavailable');
  return responses;
}

/**
 * One OpenAPI operation written from a REST contract: access, parameters, body, answers.
 * `documentedPath` names the path parameters when the document spells the URL shape another way.
 */
export function contractOperation(endpoint: Endpoint, rateLimit: RateLimitClass = 'default', documentedPath = endpoint.path, sharedAnswers?: SharedAnswers): Record<string, unknown> {
  const body = requestBodyOf(endpoint);
  const bodyLimit = endpoint.body || endpoint.upload ? requestBodyLimitOf(endpoint.context) : undefined;
  return {
    operationId: operationIdOf(endpoint),
    tags: [endpoint.context],
    summary: endpoint.summary.length > 120 ? `${endpoint.summary.slice(0, 117).trimEnd()}…` : endpoint.summary,
    description: describe(endpoint, rateLimit),
    security: securityOf(endpoint.access),
    parameters: parametersOf(endpoint, documentedPath),
    ...(body ? { requestBody: body } : {}),
    responses: responsesOf(endpoint, sharedAnswers),
    'x-service': endpoint.context,
    'x-access': endpoint.access,
    'x-rate-limit': rateLimit,
    ...(bodyLimit ? { 'x-body-limit-bytes': bodyLimit } : {}),
  };
}
