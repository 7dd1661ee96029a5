import { applyDecorators, Body, Delete, Get, HttpCode, Patch, Post, Put, Query, SetMetadata, type PipeTransform } from '@nestjs/common';
import type { Endpoint, InternalCall } from '@cf/contracts';
import { AdminOnly, Public } from '../auth/decorators';
import { validateWithSchema } from '../errors/schema-validation';
import { RequireIdempotencyKey } from '../idempotency/idempotency.interceptor';

export const ENDPOINT_CONTRACT = 'cf:endpoint-contract';

const ROUTE = { GET: Get, POST: Post, PUT: Put, PATCH: Patch, DELETE: Delete } as const;

/**
 * Serves a REST contract from `@cf/contracts`: its method and path under `api/v1/`, its access
 * (`@Public()`, the default guard, or `@AdminOnly()`), its Idempotency-Key rule, and 200 for every
 * success (201 where the contract says `created`). Validate its body and query with `@EndpointBody(endpoint)` / `@EndpointQuery(endpoint)`.
 */
export function ServeEndpoint(endpoint: Endpoint, ...aliases: Endpoint[]): MethodDecorator {
  // Aliases: other paths of the same method answered by the same handler (A7.10 names a few twice).
  for (const alias of aliases)
    if (alias.method !== endpoint.method || alias.access !== endpoint.access) throw new Error(`${alias.path}: an alias must have the method and access of ${endpoint.path}`);
  const paths = [endpoint, ...aliases].map((e) => `api/v1/${e.path}`);
  const decorators: Array<MethodDecorator> = [ROUTE[endpoint.method](paths.length === 1 ? paths[0] : paths), HttpCode(endpoint.created ? 201 : 200), SetMetadata(ENDPOINT_CONTRACT, endpoint)];
  if (endpoint.access === 'public') decorators.push(Public());
  if (endpoint.access === 'admin') decorators.push(AdminOnly());
  if (endpoint.idempotencyKey === 'required') decorators.push(RequireIdempotencyKey());
  return applyDecorators(...decorators);
}

class SchemaPipe implements PipeTransform {
  constructor(private readonly schema: NonNullable<Endpoint['body']>) {}
  transform(value: unknown): unknown {
    return validateWithSchema(this.schema, value);
  }
}

/** The request body, parsed by the endpoint's schema (400 with translated field messages otherwise). */
export function EndpointBody(endpoint: Endpoint): ParameterDecorator {
  if (!endpoint.body) throw new Error(`${endpoint.method} ${endpoint.path} has no body schema`);
  return Body(new SchemaPipe(endpoint.body));
}

/** The query string, parsed by the endpoint's schema. */
export function EndpointQuery(endpoint: Endpoint): ParameterDecorator {
  if (!endpoint.query) throw new Error(`${endpoint.method} ${endpoint.path} has no query schema`);
  return Query(new SchemaPipe(endpoint.query));
}

/**
 * Serves a service-to-service call from `@cf/contracts` (`defineInternalCall`): its method and path,
 * 200 for every success, no person's token required (the controller checks the caller's credential).
 * The gateway routes nothing under /internal.
 */
export function ServeInternalCall(call: InternalCall): MethodDecorator {
  return applyDecorators(ROUTE[call.method](call.path), HttpCode(200), Public());
}

/** The call's body, parsed by its contract's schema (400 with the fields' messages otherwise). */
export function InternalCallBody(call: InternalCall): ParameterDecorator {
  if (!call.body) throw new Error(`${call.method} ${call.path} has no body schema`);
  return Body(new SchemaPipe(call.body));
}

/** The call's query string, parsed by its contract's schema. */
export function InternalCallQuery(call: InternalCall): ParameterDecorator {
  if (!call.query) throw new Error(`${call.method} ${call.path} has no query schema`);
  return Query(new SchemaPipe(call.query));
}
