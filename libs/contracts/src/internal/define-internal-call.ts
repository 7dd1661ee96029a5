import type * as z from 'zod/v4/core';

/**
 * One service-to-service call (under `/internal`, never routed by the gateway), written once: the
 * serving service validates its request with these schemas, the platform's `InternalClient` sends it
 * and types the answer. The caller authenticates with its own credential (`x-internal-token`).
 */
export interface InternalCall<TBody extends z.$ZodType | undefined = z.$ZodType | undefined, TQuery extends z.$ZodType | undefined = z.$ZodType | undefined, TAnswer extends z.$ZodType = z.$ZodType> {
  /** The serving service. */
  service: string;
  method: 'GET' | 'POST';
  /** From the service's root, with `:name` parameters: `internal/ledger/holds/:holdId/post`. */
  path: string;
  summary: string;
  body?: TBody;
  query?: TQuery;
  /** What the call answers (`data.data` of the success envelope). */
  answer: TAnswer;
  /** How long the answer may take (a batch of 10,000 credits is one large transaction). */
  timeoutMs: number;
  /**
   * `idempotent`: the same call may be sent again after no answer or a 5xx and finds the first
   * outcome (its ids make it so); the client retries it with growing pauses.
   */
  retry: 'idempotent' | 'never';
  /** The refusals (4xx) a caller acts on, by status: the name the client's error carries. */
  refusals?: Partial<Record<400 | 404 | 409 | 422, string>>;
}

export function defineInternalCall<TBody extends z.$ZodType | undefined = undefined, TQuery extends z.$ZodType | undefined = undefined, TAnswer extends z.$ZodType = z.$ZodType>(
  call: InternalCall<TBody, TQuery, TAnswer>,
): InternalCall<TBody, TQuery, TAnswer> {
  return call;
}

export type InternalCallBody<C> = C extends InternalCall<infer B, z.$ZodType | undefined, z.$ZodType> ? (B extends z.$ZodType ? z.input<B> : never) : never;
export type InternalCallParsedBody<C> = C extends InternalCall<infer B, z.$ZodType | undefined, z.$ZodType> ? (B extends z.$ZodType ? z.output<B> : never) : never;
export type InternalCallQuery<C> = C extends InternalCall<z.$ZodType | undefined, infer Q, z.$ZodType> ? (Q extends z.$ZodType ? z.input<Q> : never) : never;
export type InternalCallParsedQuery<C> = C extends InternalCall<z.$ZodType | undefined, infer Q, z.$ZodType> ? (Q extends z.$ZodType ? z.output<Q> : never) : never;
export type InternalCallAnswer<C> = C extends InternalCall<z.$ZodType | undefined, z.$ZodType | undefined, infer A> ? z.output<A> : never;
