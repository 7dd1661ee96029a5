/**
 * Failures that say nothing about the request and pass by themselves: the database refused a
 * connection (its connection limit reached, restarting), a connection was lost, a lock was waited
 * on too long, SQLite was busy. An HTTP request answers 503 with a short Retry-After; an event
 * handler is retried.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_LOCK_WAIT_TIMEOUT',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
]);
/** 1040 too many connections, 1203 too many for the user, 1205 lock wait timeout. */
const UNAVAILABLE_ERRNOS = new Set([1040, 1203, 1205]);

export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; errno?: number; driverError?: { code?: string; errno?: number } };
  const code = e?.driverError?.code ?? e?.code;
  const errno = e?.driverError?.errno ?? e?.errno;
  return (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) || (typeof errno === 'number' && UNAVAILABLE_ERRNOS.has(errno));
}
