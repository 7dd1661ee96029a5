import type { FastifyReply } from 'fastify';

/**
 * The headers of a stored file's answer: its real type (never sniffed by the browser), and either
 * cached for a year by anyone (public images: keys never change) or by no one (private documents).
 * `fileName` names a download; the body is the caller's to return.
 */
export function fileReplyHeaders(reply: FastifyReply, contentType: string, caching: 'public-immutable' | 'private', fileName?: string): void {
  void reply
    .header('content-type', contentType)
    .header('cache-control', caching === 'public-immutable' ? 'public, max-age=31536000, immutable' : 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  if (fileName) void reply.header('content-disposition', `inline; filename="${fileName}"`);
}
