import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import { currentContext } from '../context/request-context';

/** One JSON logger per service; every line carries the correlation id of the work in progress. */
export function createLogger(serviceName: string, level: string): Logger {
  return pino({
    level,
    base: { service: serviceName },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const context = currentContext();
      return context?.correlationId ? { correlationId: context.correlationId } : {};
    },
  });
}

/** Nest's own log calls (bootstrap, errors) go through the same pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string): void {
    this.write('info', message, context);
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.write('error', message, context, trace);
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }
  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, context?: string, trace?: string): void {
    if (typeof message === 'object' && message !== null) this.logger[level]({ context, trace, ...(message as object) });
    else this.logger[level]({ context, trace }, String(message));
  }
}
