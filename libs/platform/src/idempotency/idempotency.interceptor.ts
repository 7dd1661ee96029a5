import { CallHandler, ExecutionContext, HttpStatus, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defer, from, lastValueFrom, Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import { canonicalJson } from '../events/event-chain';
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

/**
 * Same Idempotency-Key + same request → the first answer, once; same key + another body → 422.
 * A duplicate that arrives while the first is running waits for its answer.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly dataSource: DataSource,
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
    return defer(() => from(this.run(id, requestHash, reply, () => lastValueFrom(next.handle(), { defaultValue: null }))));
  }

  private async run(id: string, requestHash: string, reply: FastifyReply, execute: () => Promise<unknown>): Promise<unknown> {
    const repository = this.dataSource.getRepository(IdempotencyRecord);
    try {
      await repository.insert({ id, requestHash, state: 'processing', responseStatus: null, createdAt: new Date().toISOString() });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return this.replay(id, requestHash, reply);
    }
    try {
      const body = await execute();
      await repository.update({ id }, { state: 'done', responseStatus: reply.statusCode, responseBody: body as object });
      return body;
    } catch (error) {
      // A failed attempt leaves no trace, so the client may retry it.
      await repository.delete({ id });
      throw error;
    }
  }

  private async replay(id: string, requestHash: string, reply: FastifyReply): Promise<unknown> {
    const repository = this.dataSource.getRepository(IdempotencyRecord);
    for (let waited = 0; waited <= 10000; waited += 50) {
      const record = await repository.findOneBy({ id });
      if (!record) throw AppError.conflict('common.idempotencyInProgress');
      if (record.requestHash !== requestHash) throw new AppError('common.idempotencyKeyReused', HttpStatus.UNPROCESSABLE_ENTITY);
      if (record.state === 'done') {
        void reply.status(record.responseStatus ?? 200).header('idempotent-replayed', 'true');
        return record.responseBody;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw AppError.conflict('common.idempotencyInProgress');
  }
}

