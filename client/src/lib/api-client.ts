import { currentLanguage } from '../i18n/i18n';
import { browser } from './browser';
import { LICENCE_EXPIRED_CODE, reportLicenceLapse } from './licence-lapse';
import { clearStoredSession, readToken } from './storage';

/** Base address of the API (spec §7): same origin by default, `VITE_API_URL` to point elsewhere. */
export const API_BASE: string = import.meta.env?.VITE_API_URL ?? '/api';

/** The server's one error shape (architecture.md §7). */
export interface ApiErrorBody {
  statusCode?: number;
  code?: string;
  message?: string | string[];
  errors?: Record<string, string>;
  /** Seconds to wait before trying again (a 429; also the `Retry-After` header). */
  retryAfter?: number;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when no answer arrived (network failure). */
    readonly status: number,
    readonly body: ApiErrorBody | null,
    /** True when this answer ended the session (401/403) and the page is reloading. */
    readonly sessionEnded = false,
    options?: { cause?: unknown },
  ) {
    super(serverMessageOf(body) ?? (status ? `HTTP ${status}` : 'Network error'), options);
  }

  /** Namespaced error code such as `auth/invalid-credentials`. */
  get code(): string | undefined {
    return this.body?.code;
  }

  /** The user-readable message the server sent, if any. */
  get serverMessage(): string | undefined {
    return serverMessageOf(this.body);
  }

  /** Seconds to wait before trying again, when the server said (a 429 of a limit). */
  get retryAfterSeconds(): number | undefined {
    const seconds = this.body?.retryAfter;
    return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
  }

  /** Field → message for validation answers. */
  get fieldErrors(): Record<string, string> {
    return this.body?.errors ?? {};
  }
}

function serverMessageOf(body: ApiErrorBody | null): string | undefined {
  const message = body?.message;
  if (Array.isArray(message)) return message.filter(Boolean).join('. ') || undefined;
  return message || undefined;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /**
   * What a 401/403 answer means. `end-session` (default, spec §8): the stored token is dropped and the page
   * reloads. `throw`: the caller handles it — login, whose 401 means "wrong password", and the start-up check.
   */
  onUnauthorized?: 'end-session' | 'throw';
  /** `blob`: a successful answer is a file (a print-out, an export) and is read as bytes; errors stay JSON. */
  responseType?: 'json' | 'blob';
}

export interface ApiResponse<T> {
  status: number;
  data: T;
  headers: Headers;
}

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const isErrorBody = (value: unknown): value is ApiErrorBody => typeof value === 'object' && value !== null;

/**
 * Every call to the API goes through here (spec §7): the stored token in `Authorization`, the interface
 * language in `Accept-Language`, JSON both ways (a Blob body is sent as the file itself), and failures as
 * {@link ApiError}.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiResponse<T>> {
  const {
    method = 'GET',
    body,
    query,
    signal,
    onUnauthorized = 'end-session',
    responseType = 'json',
  } = options;
  const token = readToken();
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  if (token) headers.set('Authorization', token);
  // A file (a cover image) goes as itself with its own type; a form (an upload) as multipart with the boundary the
  // browser writes into its Content-Type; everything else as JSON.
  const file = typeof Blob !== 'undefined' && body instanceof Blob ? body : null;
  const form = typeof FormData !== 'undefined' && body instanceof FormData ? body : null;
  if (body !== undefined && !form) headers.set('Content-Type', file ? file.type : 'application/json');

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : (form ?? file ?? JSON.stringify(body)),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, null, false, { cause: error });
  }

  const data = response.ok && responseType === 'blob' ? await response.blob() : await readBody(response);
  if (!response.ok) {
    // Only a request that carried a token can end a session; without one a reload would loop forever. A licence
    // that has ended refuses writes, not the person: they stay signed in and see the licence-expired notice.
    const licenceLapsed = response.status === 403 && isErrorBody(data) && data.code === LICENCE_EXPIRED_CODE;
    if (licenceLapsed) reportLicenceLapse();
    const endsSession =
      (response.status === 401 || response.status === 403) &&
      !licenceLapsed &&
      onUnauthorized === 'end-session' &&
      !!token;
    if (endsSession) {
      clearStoredSession();
      browser.reload();
    }
    throw new ApiError(response.status, isErrorBody(data) ? data : null, endsSession);
  }
  return { status: response.status, data: data as T, headers: response.headers };
}
