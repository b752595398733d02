import { afterEach, beforeEach, jest } from '@jest/globals';

export interface RecordedCall {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

/**
 * Replaces fetch for the tests of one file. Each test sets `api.handle`; every call is recorded in `api.calls`.
 */
export function installFetchMock() {
  const state = {
    calls: [] as RecordedCall[],
    handle: (() => new Response(null, { status: 404 })) as Handler,
  };
  const original = globalThis.fetch;

  beforeEach(() => {
    state.calls = [];
    state.handle = () => new Response(null, { status: 404 });
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), window.location.origin);
      const call: RecordedCall = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        url,
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      state.calls.push(call);
      return state.handle(call);
    }) as typeof fetch;
  });

  afterEach(() => {
    globalThis.fetch = original;
  });

  return state;
}
