import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FailEnvelope } from '@cf/contracts';
import { resolveLanguage, translate } from '@cf/platform';

/** Answers the fail envelope of DESIGN.md §7 with the message in the caller's language. */
export function sendFail(request: FastifyRequest, reply: FastifyReply, status: number, messageKey: string): FastifyReply {
  const language = resolveLanguage(request.query as Record<string, unknown> | undefined, request.headers['accept-language']);
  const body: FailEnvelope = { status: 'fail', message: translate(messageKey, language) };
  return reply.code(status).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(body));
}
