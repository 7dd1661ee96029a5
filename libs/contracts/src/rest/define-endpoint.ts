import type * as z from 'zod/v4/core';
import { globalRegistry } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint, as the gateway's route table and the service's guard both enforce it:
 * `public` (anyone; a token, if sent, is used), `user` (a valid session), `admin` (a session with
 * isAdmin).
 */
export type EndpointAccess = 'public' | 'user' | 'admin';

/**
 * One REST operation under `/api/v1`, written once and imported by the service (routing, guard,
 * validation), the gateway (OpenAPI) and the front ends (form rules, typed calls). Request schemas
 * are zod/mini schemas (small in a browser bundle, docs/adr/0016);
 * carry translation keys as messages (`wallet.accountNumberInvalid`), answered in the caller's
 * language by the service and shown the same way by the forms.
 */
export interface Endpoint<TBody extends z.$ZodType | undefined = z.$ZodType | undefined, TQuery extends z.$ZodType | undefined = z.$ZodType | undefined, TResponse = unknown> {
  method: HttpMethod;
  /** Under `/api/v1/`, with `:name` path parameters, literally as the specification names it. */
  path: string;
  access: EndpointAccess;
  /** Bounded context (the owning service); the OpenAPI tag. */
  context: string;
  /** The specification's words for what it does (and its requirement ids). */
  summary: string;
  body?: TBody;
  query?: TQuery;
  /** `required`: the request must carry an Idempotency-Key header (money-moving calls). */
  idempotencyKey?: 'required' | 'optional';
  /** Answers 201 Created rather than 200 (a POST that creates what the client will address next). */
  created?: true;
  /** A success that is a file rather than the JSON envelope: its media types (a PDF, a CSV, an image). */
  produces?: readonly string[];
  /** A request body that passes the rules (the document's example; a test checks it against the schema). */
  example?: TBody extends z.$ZodType ? z.input<TBody> : never;
  /** A multipart upload (no JSON body): the form field holding the file, its media types, its largest size. */
  upload?: { field: string; types: readonly string[]; maxBytes: number };
  /**
   * What `data.data` holds in the success envelope, as a schema (zod/mini, like requests): the
   * OpenAPI document publishes it, the typed clients read its type, and the API tests check every
   * served answer against it (docs/adr/0016). Files (`produces`) have none.
   */
  answer?: z.$ZodType;
  /**
   * The answer schema describes the whole body rather than `data.data`: sign-in puts the token at
   * the top level of the envelope (DESIGN §7), so its answer is written whole.
   */
  wholeAnswer?: true;
  /** Type-only: what `data.data` holds (the answer schema's type). Never read at run time. */
  readonly response?: TResponse;
}

export type EndpointBody<E> = E extends Endpoint<infer B, z.$ZodType | undefined, unknown> ? (B extends z.$ZodType ? z.input<B> : never) : never;
export type EndpointParsedBody<E> = E extends Endpoint<infer B, z.$ZodType | undefined, unknown> ? (B extends z.$ZodType ? z.output<B> : never) : never;
export type EndpointQuery<E> = E extends Endpoint<z.$ZodType | undefined, infer Q, unknown> ? (Q extends z.$ZodType ? z.input<Q> : never) : never;
export type EndpointParsedQuery<E> = E extends Endpoint<z.$ZodType | undefined, infer Q, unknown> ? (Q extends z.$ZodType ? z.output<Q> : never) : never;
export type EndpointResponse<E> = E extends Endpoint<z.$ZodType | undefined, z.$ZodType | undefined, infer R> ? R : never;

/** Declares an endpoint whose answer is a schema (the answer's type is the schema's). */
export function defineEndpoint<TBody extends z.$ZodType | undefined = undefined, TQuery extends z.$ZodType | undefined = undefined, TAnswer extends z.$ZodType = z.$ZodType>(
  endpoint: Omit<Endpoint<TBody, TQuery, z.output<TAnswer>>, 'response' | 'answer'> & { answer: TAnswer },
): Endpoint<TBody, TQuery, z.output<TAnswer>> & { answer: TAnswer };
/** Declares an endpoint that answers a file (`produces`), or whose answer is not built yet (the child wallets, issue 37). */
export function defineEndpoint<TBody extends z.$ZodType | undefined = undefined, TQuery extends z.$ZodType | undefined = undefined>(
  endpoint: Omit<Endpoint<TBody, TQuery, unknown>, 'response'>,
): Endpoint<TBody, TQuery, unknown>;
export function defineEndpoint(endpoint: Endpoint): Endpoint {
  return endpoint;
}

/**
 * A field the service checks itself (its rules need configuration, like an amount's limits), with
 * what the published document says it accepts: the schema lets the value through, the service
 * answers the field's message.
 */
export function checkedByService<S extends z.$ZodType>(schema: S, documented: Record<string, unknown>): S {
  globalRegistry.add(schema, documented as never);
  return schema;
}

/** An amount as the wallet reads it (ADR 0005): whole baisa from 1, or its digits. */
export const BAISA_AMOUNT_DOCUMENTED = {
  description: 'Baisa (1 OMR = 1000 baisa): a whole number from 1, or its digits; the wallet\'s configured minimum and maximum apply.',
  anyOf: [
    { type: 'integer', format: 'int64', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
    { type: 'string', pattern: '^[0-9]{1,16}$', maxLength: 16 },
  ],
} as const;

/** The path with its parameters filled in, for clients: `pathOf(e, { id })`. */
export function pathOf(endpoint: Pick<Endpoint, 'path'>, params: Record<string, string> = {}): string {
  return endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pathOf(${endpoint.path}): missing parameter ${name}`);
    return encodeURIComponent(value);
  });
}
