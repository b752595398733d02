import type { ServerResponse } from 'node:http';

/**
 * A Server-Sent Events frame (or comment line) as text and as the bytes every stream writes, each built once: the
 * same frame goes to every client of a tournament, so per client it is one socket write of a shared buffer.
 */
export class EventFrame {
  private bytes: Buffer | undefined;
  constructor(readonly text: string) {}

  /** The frame's bytes, identical on every socket (the response is not chunked: see {@link openEventStream}). */
  get body(): Buffer {
    return (this.bytes ??= Buffer.from(this.text, 'utf8'));
  }
}

/** Where a stream writes its frames. */
export interface EventSink {
  write(frame: EventFrame): void;
  end(): void;
  /** Bytes written but not yet taken by the client's connection. */
  readonly writableLength: number;
  readonly writableEnded: boolean;
}

/** The shortcut's loud line, once per process (shortcuts.ts reportShortcutOff). */
export type ShortcutOff = (differences: string[]) => void;

let reportedOff = false;

/**
 * Starts an event stream on `res` with `headers` and answers where its frames go.
 *
 * The response is sent without chunked transfer encoding and with `Connection: close`, its body delimited by the
 * connection's end (HTTP/1.1 allows it, RFC 9112 §6.3; an event stream has no length and is never followed by another
 * request on its connection, so keep-alive gains nothing). Node's public API does it (`Connection: close` and
 * `removeHeader('Transfer-Encoding')`). Every frame's bytes are then the same on every socket: once the head is on
 * the socket, frames are written straight to it (`res.socket.write` of the shared buffer) instead of through
 * `ServerResponse.write`, its chunk header and trailer and bookkeeping per write. `res.end()` still closes the response,
 * so Node's own state stays right.
 *
 * Checked per stream: the head must be on the socket already (nothing buffered in the response) and Node must have
 * left out chunked encoding. When Node chunks anyway (a changed `http`), the shortcut reports itself off once and
 * frames go through `res.write` (same stream for the client, Node's framing); `shortcuts.test.ts` reads the raw bytes
 * of a real response and fails then.
 */
export function openEventStream(
  res: ServerResponse,
  headers: Readonly<Record<string, string>>,
  off: ShortcutOff,
): EventSink {
  res.statusCode = 200;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Connection', 'close');
  res.removeHeader('Transfer-Encoding');
  res.flushHeaders();
  const socket = res.socket;
  if (res.chunkedEncoding) {
    if (!reportedOff) {
      reportedOff = true;
      off(['Node chunks an event stream without Transfer-Encoding (ServerResponse.chunkedEncoding is true)']);
    }
  } else if (socket && res.writableLength === socket.writableLength) {
    return over(socket, (frame) => void socket.write(frame.body));
  }
  // The supported path: a head still waiting in the response (a pipelined request before it) or Node's framing.
  return over(res, (frame) => void res.write(frame.text));

  /** The stream writing through `out` (the socket or the response), ended and told as ended by the response. */
  function over(out: { readonly writableLength: number }, write: (frame: EventFrame) => void): EventSink {
    return {
      write,
      end: () => res.end(),
      get writableLength() {
        return out.writableLength;
      },
      get writableEnded() {
        return res.writableEnded;
      },
    };
  }
}
