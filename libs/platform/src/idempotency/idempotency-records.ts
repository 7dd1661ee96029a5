import { HttpStatus, Injectable, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { In } from 'typeorm';
import { canonicalJson } from '../events/event-chain';
import { Transactions } from '../database/transactions';
import { AppError } from '../errors/app-error';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import type { SuccessEnvelope } from '@cf/contracts';
import { successEnvelope } from '../http/response-envelope.interceptor';
import { IdempotencyRecord } from './idempotency-record.entity';

export const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A keyed request: the record's id (caller, method, path and key) and its body's hash. */
export interface IdempotencyScope {
  id: string;
  requestHash: string;
}

/** The scope of a request's Idempotency-Key, null without one; 400 for a malformed key. */
export function idempotencyScopeOf(request: FastifyRequest & { user?: AuthenticatedUser }, required = false): IdempotencyScope | null {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key && !required) return null;
  if (!key || !KEY_PATTERN.test(key)) throw new AppError('common.idempotencyKeyInvalid', HttpStatus.BAD_REQUEST);
  const path = request.url.split('?')[0];
  return { id: sha256(`${request.user?.id ?? 'anonymous'}|${request.method}|${path}|${key}`), requestHash: sha256(canonicalJson(request.body ?? null)) };
}

/** The request's idempotency scope, for a handler that records its answer itself (see `KeyedInService`). */
export const IdempotencyKeyScope = createParamDecorator((_: unknown, context: ExecutionContext) => idempotencyScopeOf(context.switchToHttp().getRequest()));

/** What a committed record answers to a retry with the same key: its first answer, or 422 for another body. */
export function replayOf(record: IdempotencyRecord, requestHash: string): { status: number; body: unknown } {
  if (record.requestHash !== requestHash) throw new AppError('common.idempotencyKeyReused', HttpStatus.UNPROCESSABLE_ENTITY);
  // Rows are committed "done" only; a "processing" one is a leftover of an earlier design, whose outcome is unknown.
  if (record.state !== 'done') throw AppError.conflict('common.idempotencyInProgress');
  return { status: record.responseStatus ?? 200, body: record.responseBody };
}

/** The same for a handler that records its answers itself: the payload inside the stored envelope (the envelope interceptor wraps it again). */
export function replayedPayloadOf(record: IdempotencyRecord, requestHash: string): { status: number; payload: unknown } {
  const replay = replayOf(record, requestHash);
  return { status: replay.status, payload: (replay.body as SuccessEnvelope<unknown> | null)?.data?.data ?? null };
}

/** Sends a replayed answer's status and marks it replayed; the body is the handler's to return. */
export function markReplayed(reply: FastifyReply, status: number): void {
  void reply.status(status).header('idempotent-replayed', 'true');
}

/**
 * SQL of idempotency_records, on the ambient transaction. A key's row is written in the transaction
 * of the request's effect, so both commit or neither does (the interceptor, or a service that
 * answers several requests in one transaction: investments' group commit).
 */
@Injectable()
export class IdempotencyRecords {
  constructor(private readonly transactions: Transactions) {}

  private get repository() {
    return this.transactions.manager.getRepository(IdempotencyRecord);
  }

  /** Claims many keys in one statement; answers the rows other requests committed first (their ids were not claimed). */
  async claimMany(scopes: IdempotencyScope[], now: string): Promise<Map<string, IdempotencyRecord>> {
    if (scopes.length === 0) return new Map();
    await this.repository
      .createQueryBuilder()
      .insert()
      .values(scopes.map((s) => ({ id: s.id, requestHash: s.requestHash, state: 'processing' as const, responseStatus: null, createdAt: now })))
      .orIgnore()
      .execute();
    // A locking read: rows other transactions committed (they waited for ours to insert nothing) and our own "processing" ones.
    const type = this.transactions.manager.connection.options.type;
    const rows = await this.repository.find({ where: { id: In(scopes.map((s) => s.id)) }, ...(type === 'mysql' || type === 'mariadb' ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    return new Map(rows.filter((r) => r.state === 'done').map((r) => [r.id, r]));
  }

  async insertProcessing(scope: IdempotencyScope, now: string): Promise<void> {
    await this.repository.insert({ id: scope.id, requestHash: scope.requestHash, state: 'processing', responseStatus: null, createdAt: now });
  }

  async finish(id: string, status: number, body: unknown): Promise<void> {
    await this.repository.update({ id }, { state: 'done', responseStatus: status, responseBody: body as object });
  }

  /**
   * Records many answers at once, each payload in the success envelope as the interceptor stores it:
   * the claimed rows are replaced by "done" rows in two statements.
   */
  async finishMany(answers: Array<{ scope: IdempotencyScope; status: number; payload: unknown }>, now: string): Promise<void> {
    if (answers.length === 0) return;
    await this.forget(answers.map((a) => a.scope.id));
    await this.repository.insert(
      answers.map((a) => ({ id: a.scope.id, requestHash: a.scope.requestHash, state: 'done' as const, responseStatus: a.status, responseBody: successEnvelope(a.payload) as object, createdAt: now })),
    );
  }

  /** Frees claimed keys whose requests were refused: a retry runs again (a refusal is not an answer to keep). */
  async forget(ids: string[]): Promise<void> {
    if (ids.length > 0) await this.repository.delete({ id: In(ids) });
  }

  findOne(id: string): Promise<IdempotencyRecord | null> {
    return this.repository.findOneBy({ id });
  }
}
