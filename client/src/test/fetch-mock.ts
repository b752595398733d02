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
 * The shell asks these once at start (spec §4 zone and language rule). They are answered like any other call but
 * left out of `calls`, so a test lists only what its own screen sent; `allCalls` has everything.
 */
export function isStartupCall(call: Pick<RecordedCall, 'method' | 'url'>): boolean {
  if (call.method !== 'GET') return false;
  if (call.url.pathname === '/api/geo/country') return true;
  return call.url.pathname === '/api/zones' && call.url.search === '?perPage=all';
}

/**
 * Replaces fetch for the tests of one file. Each test sets `api.handle`; every call is recorded in `api.allCalls`
 * and, unless it is a start-up call of the shell, in `api.calls`.
 */
export function installFetchMock() {
  const state = {
    allCalls: [] as RecordedCall[],
    get calls(): RecordedCall[] {
      return state.allCalls.filter((call) => !isStartupCall(call));
    },
    handle: (() => new Response(null, { status: 404 })) as Handler,
  };
  const original = globalThis.fetch;

  beforeEach(() => {
    state.allCalls = [];
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
      state.allCalls.push(call);
      return state.handle(call);
    }) as typeof fetch;
  });

  afterEach(() => {
    globalThis.fetch = original;
  });

  return state;
}
