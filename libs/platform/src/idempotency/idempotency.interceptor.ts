import { CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defer, from, lastValueFrom, Observable } from 'rxjs';
import { Transactions } from '../database/transactions';
import { AppError } from '../errors/app-error';
import { isUniqueViolation } from '../errors/unique-violation';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { IdempotencyRecords, idempotencyScopeOf, markReplayed, replayOf, type IdempotencyScope } from './idempotency-records';

export const IDEMPOTENCY_REQUIRED = 'cf:idempotency-required';
/** Money-moving endpoints refuse a request without an Idempotency-Key header. */
export const RequireIdempotencyKey = (): MethodDecorator => SetMetadata(IDEMPOTENCY_REQUIRED, true);

export const IDEMPOTENCY_IN_SERVICE = 'cf:idempotency-in-service';
/**
 * The handler records its keyed answers itself (`@IdempotencyKeyScope()` and `IdempotencyRecords`),
 * in the transaction that has its effect: e.g. a group commit answering many requests at once.
 */
export const KeyedInService = (): MethodDecorator => SetMetadata(IDEMPOTENCY_IN_SERVICE, true);

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
    private readonly records: IdempotencyRecords,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthenticatedUser }>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    if (!MUTATING.has(request.method) || this.reflector.get<boolean>(IDEMPOTENCY_IN_SERVICE, context.getHandler())) return next.handle();
    const scope = idempotencyScopeOf(request, this.reflector.get<boolean>(IDEMPOTENCY_REQUIRED, context.getHandler()));
    if (!scope) return next.handle();
    // `next.handle()` is called per attempt: a deadlocked transaction runs the handler again.
    return defer(() => from(this.run(scope, reply, () => lastValueFrom(next.handle(), { defaultValue: null }))));
  }

  private async run(scope: IdempotencyScope, reply: FastifyReply, execute: () => Promise<unknown>): Promise<unknown> {
    // No look-up first: the insert below finds a committed key (or waits for one being written).
    try {
      return await this.transactions.run(async () => {
        try {
          await this.records.insertProcessing(scope, new Date().toISOString());
        } catch (error) {
          if (isUniqueViolation(error)) throw new KeyTaken();
          throw error;
        }
        const body = await execute();
        await this.records.finish(scope.id, reply.statusCode, body);
        return body;
      });
    } catch (error) {
      if (!(error instanceof KeyTaken)) throw error; // a failed attempt rolled back with its key: the client may retry
      const first = await this.settled(scope.id);
      if (!first) throw AppError.conflict('common.idempotencyInProgress');
      const replay = replayOf(first, scope.requestHash);
      markReplayed(reply, replay.status);
      return replay.body;
    }
  }

  /**
   * The key's committed row, if any. On SQLite (one connection) a read outside the transaction
   * sees another request's uncommitted "processing" row: wait until it is done or rolled back.
   */
  private async settled(id: string) {
    for (let waited = 0; ; waited += 50) {
      const record = await this.records.findOne(id);
      if (!record || record.state === 'done' || waited >= 10_000) return record;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
