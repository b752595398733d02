/**
 * The one error shape of the API: `{statusCode, code, message, errors?}` (architecture.md §7). `code` is a namespaced
 * constant clients may branch on; `message` is readable by a person.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
    /** More of the answer beside the error (a refused command's current fight state). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'bad-request', errors?: Record<string, string>) =>
  new AppError(400, code, message, errors);
export const unauthorized = (message = 'Sign in to continue', code = 'auth/unauthorized') =>
  new AppError(401, code, message);
export const forbidden = (message = 'You are not allowed to do this', code = 'auth/forbidden') =>
  new AppError(403, code, message);
export const notFound = (what: string, code = 'not-found') => new AppError(404, code, `${what} not found`);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);
/**
 * 429 with the wait in seconds: the body carries it as `retryAfter` and the exception filter sends it as the
 * `Retry-After` header, so people read the message and programs wait the right time.
 */
export const tooManyRequests = (message: string, retryAfterSeconds: number, code = 'auth/rate-limited') =>
  new AppError(429, code, message, undefined, { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) });
