import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { AppError } from './app-error.js';
import { databaseRefusal } from './database-errors.js';

interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  errors?: Record<string, string>;
  [extra: string]: unknown;
}

const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.too.large': 'The request body is too large',
  'entity.parse.failed': 'The request body is not valid JSON',
  'encoding.unsupported': 'Unsupported request encoding',
  'charset.unsupported': 'Unsupported request charset',
};

/** Maps every error to the API's one shape; only a real fault becomes a 500, and it is logged. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    if (host.getType() !== 'http' || !response || typeof response.status !== 'function') return;
    const refusal = databaseRefusal(exception);
    // A constraint the service did not check first (a race, a rule only the schema knows): a readable 4xx, and a
    // warning for whoever can add the check.
    if (refusal) this.logger.warn(`${refusal.code}: ${exception instanceof Error ? exception.message : ''}`);
    const body = this.toBody(refusal ?? exception);
    if (body.statusCode >= 500)
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (response.headersSent) return;
    if (body.statusCode === 429 && typeof body.retryAfter === 'number')
      response.setHeader('Retry-After', String(body.retryAfter));
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof AppError) {
      return {
        ...exception.extra,
        statusCode: exception.statusCode,
        code: exception.code,
        message: exception.message,
        ...(exception.errors ? { errors: exception.errors } : {}),
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const res = exception.getResponse();
      const message =
        typeof res === 'string'
          ? res
          : typeof (res as { message?: unknown }).message === 'string'
            ? (res as { message: string }).message
            : exception.message;
      return {
        statusCode: status,
        code: status === 404 ? 'not-found' : `http/${status}`,
        message: status === 404 ? 'Not found' : message,
      };
    }
    const e = exception as { status?: unknown; type?: unknown; message?: unknown };
    if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
      const message = (typeof e.type === 'string' && BODY_PARSER_MESSAGES[e.type]) || 'Bad request';
      return { statusCode: e.status, code: 'bad-request', message };
    }
    return {
      statusCode: 500,
      code: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    };
  }
}
