import { CallHandler, ExecutionContext, HttpStatus, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defer, from, lastValueFrom, Observable } from 'rxjs';
import { canonicalJson } from '../events/event-chain';
import { Transactions } from '../database/transactions';
import { AppError } from '../errors/app-error';
import { isUniqueViolation } from '../errors/unique-violation';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { IdempotencyRecord } from './idempotency-record.entity';

export const IDEMPOTENCY_REQUIRED = 'cf:idempotency-required';
/** Money-moving endpoints refuse a request without an Idempotency-Key header. */
export const RequireIdempotencyKey = (): MethodDecorator => SetMetadata(IDEMPOTENCY_REQUIRED, true);

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Another request with the same key committed first (its row exists); this one answers with its outcome. */
class KeyTaken extends Error {}

/**
 * Same Idempotency-Key + same request → the first answer, once; same key + another body → 422.
 *
 * The key is recorded in the same transaction as the request's effect (the handler's
 * `Transactions.run` joins the one opened here), so the answer is stored exactly when the effect
 * commits: a crash (SIGKILL) before the commit leaves neither, and the retry runs the request; a
 * crash after it leaves both, and the retry gets the stored answer. Nothing is ever left "in
 * progress". A duplicate sent while the first runs waits on the key's row (the database's unique
 * key) and then answers with the first one's outcome, or runs if the first rolled back.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly transactions: Transactions,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthenticatedUser }>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const header = request.headers['idempotency-key'];
    const key = Array.isArray(header) ? header[0] : header;
    const required = this.reflector.get<boolean>(IDEMPOTENCY_REQUIRED, context.getHandler());
    if (!MUTATING.has(request.method) || (!key && !required)) return next.handle();
    if (!key || !KEY_PATTERN.test(key)) throw new AppError('common.idempotencyKeyInvalid', HttpStatus.BAD_REQUEST);

    const path = request.url.split('?')[0];
    const id = sha256(`${request.user?.id ?? 'anonymous'}|${request.method}|${path}|${key}`);
    const requestHash = sha256(canonicalJson(request.body ?? null));
    // `next.handle()` is called per attempt: a deadlocked transaction runs the handler again.
    return defer(() => from(this.run(id, requestHash, reply, () => lastValueFrom(next.handle(), { defaultValue: null }))));
  }

  private get records() {
    return this.transactions.manager.getRepository(IdempotencyRecord);
  }

  private async run(id: string, requestHash: string, reply: FastifyReply, execute: () => Promise<unknown>): Promise<unknown> {
    // No look-up first: the insert below finds a committed key (or waits for one being written).
    try {
      return await this.transactions.run(async () => {
        try {
          await this.records.insert({ id, requestHash, state: 'processing', responseStatus: null, createdAt: new Date().toISOString() });
        } catch (error) {
          if (isUniqueViolation(error)) throw new KeyTaken();
          throw error;
        }
        const body = await execute();
        await this.records.update({ id }, { state: 'done', responseStatus: reply.statusCode, responseBody: body as object });
        return body;
      });
    } catch (error) {
      if (!(error instanceof KeyTaken)) throw error; // a failed attempt rolled back with its key: the client may retry
      const first = await this.settled(id);
      if (!first) throw AppError.conflict('common.idempotencyInProgress');
      return this.answer(first, requestHash, reply);
    }
  }

  /**
   * The key's committed row, if any. On SQLite (one connection) a read outside the transaction
   * sees another request's uncommitted "processing" row: wait until it is done or rolled back.
   */
  private async settled(id: string): Promise<IdempotencyRecord | null> {
    for (let waited = 0; ; waited += 50) {
      const record = await this.records.findOneBy({ id });
      if (!record || record.state === 'done' || waited >= 10_000) return record;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  private answer(record: IdempotencyRecord, requestHash: string, reply: FastifyReply): unknown {
    if (record.requestHash !== requestHash) throw new AppError('common.idempotencyKeyReused', HttpStatus.UNPROCESSABLE_ENTITY);
    // Rows are committed "done" only; a "processing" one is a leftover of the earlier design, whose outcome is unknown.
    if (record.state !== 'done') throw AppError.conflict('common.idempotencyInProgress');
    void reply.status(record.responseStatus ?? 200).header('idempotent-replayed', 'true');
    return record.responseBody;
  }
}
