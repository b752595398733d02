import type { LoggerService } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { pino, type Level, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { AppConfig } from '../config/config.js';

/**
 * One pino logger for the process: Nest's own messages and every `new Logger(context)` of ours go through
 * `NestPino`, each request is logged once by `requestLogging` (pino-http, `req.log` bound to the request's id).
 *
 * Deliberately without AsyncLocalStorage (nestjs-pino's request-bound logger): on Node 20 a store switches on the
 * async hooks for every socket write, timer and promise of the process, and with 10,000 idle spectators their
 * heartbeats cost 48–52 ms of CPU a second with it against 36–38 without (docs/decisions.md). A service's log line
 * therefore names its context, not the request; the request's own line carries the id, status and time.
 */
export function createLogger(config: Pick<AppConfig, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  return pino({
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'res.headers.authorization', 'req.headers.cookie'],
    ...(config.NODE_ENV === 'development' && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { singleLine: true } } }
      : {}),
  });
}

/** Logs each request that reaches Express when it is answered (health checks are not logged). */
export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp({ logger, autoLogging: { ignore: (req) => req.url === '/api/health' } }) as RequestHandler;
}

/** Nest's LoggerService on pino: the last optional parameter is Nest's context, an Error goes to `err`. */
export class NestPino implements LoggerService {
  constructor(private readonly logger: Logger) {}

  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(level: Level, message: unknown, rest: unknown[]): void {
    if (!this.logger.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = {};
    const params = [...rest];
    if (params.length > 0) fields.context = params.pop();
    // Nest's exception handlers call error(message, stack, context).
    if (
      level === 'error' &&
      typeof message === 'string' &&
      params.length === 1 &&
      typeof params[0] === 'string'
    ) {
      const err = new Error(message);
      err.stack = params[0];
      this.logger.error({ ...fields, err });
      return;
    }
    if (message instanceof Error) this.logger[level]({ ...fields, err: message }, message.message, ...params);
    else if (typeof message === 'object' && message !== null)
      this.logger[level]({ ...fields, ...message }, ...(params as []));
    else this.logger[level](fields, String(message), ...params);
  }
}
