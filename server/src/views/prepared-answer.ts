import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Answers below this go as they are (api-compression.ts: compressing them costs more than it saves). */
const MIN_COMPRESSED_BYTES = 1024;

type Encoding = 'br' | 'gzip' | 'identity';

/** A header name and value, as `res.setHeader` takes them. */
export type Header = [string, string | number | readonly string[]];

interface SendOptions {
  now?: number;
  /**
   * Headers a 200 carries and a 304 does not: a 304 names the version only (ETag, Vary, Cache-Control; RFC 9110
   * §15.4.5), the browser keeps the stored answer's other headers, and a poller's most frequent answer stays small.
   */
  fullAnswerHeaders?: readonly Header[];
}

/**
 * A read answer built once per version: its JSON, its ETag and its compressed twins (made on the first request that
 * accepts each). `render(now)` lets an answer carry the server's time (the ring polling answer's `serverTime`, which
 * clients measure their clock offset with): the body is rendered again at most once per `restampMs`; a stamp that old
 * only reads as a slower network to the client's offset filter (it keeps the latest sample).
 */
export class PreparedAnswer {
  private json = '';
  private stampedAt = -Infinity;
  private readonly bodies = new Map<Encoding, Buffer>();

  constructor(
    private readonly render: (now: number) => string,
    readonly etag: string,
    private readonly restampMs: number | null = null,
  ) {}

  /** A JSON value that carries no time. */
  static of(value: unknown): PreparedAnswer {
    const json = JSON.stringify(value);
    return new PreparedAnswer(() => json, etagOf(json));
  }

  /** Bytes held once every encoding was asked for, roughly: the JSON and its two twins. */
  get bytes(): number {
    return Math.ceil(this.body('identity', Date.now()).length * 1.5);
  }

  /**
   * Answers the request: 304 when its `If-None-Match` names this version, else the body in the best encoding. Plain
   * Node request and response, so it serves through Express and before it alike (answer-from-memory.ts).
   */
  send(
    req: IncomingMessage,
    res: ServerResponse,
    { now = Date.now(), fullAnswerHeaders = [] }: SendOptions = {},
  ): void {
    res.setHeader('ETag', this.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
    if (matches(req.headers['if-none-match'], this.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    for (const [name, value] of fullAnswerHeaders) res.setHeader(name, value);
    const encoding = this.encodingFor(req, now);
    const body = this.body(encoding, now);
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    // Set here, so the API compressor leaves the body alone (it skips an encoded answer).
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(body);
  }

  /** The JSON as it would be sent now. */
  text(now: number): string {
    return this.body('identity', now).toString();
  }

  private encodingFor(req: IncomingMessage, now: number): Encoding {
    if (this.body('identity', now).length < MIN_COMPRESSED_BYTES) return 'identity';
    const accepted = String(req.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) return 'br';
    if (/\bgzip\b/.test(accepted)) return 'gzip';
    return 'identity';
  }

  private body(encoding: Encoding, now: number): Buffer {
    if (this.restampMs !== null && now - this.stampedAt >= this.restampMs) {
      this.bodies.clear();
      this.json = '';
    }
    if (!this.json) {
      this.json = this.render(now);
      this.stampedAt = now;
    }
    let body = this.bodies.get(encoding);
    if (!body) {
      const plain = Buffer.from(this.json);
      body =
        encoding === 'br'
          ? brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : encoding === 'gzip'
            ? gzipSync(plain, { level: 6 })
            : plain;
      this.bodies.set(encoding, body);
    }
    return body;
  }
}

/** A strong ETag naming the content. */
export function etagOf(text: string): string {
  return `"${createHash('sha1').update(text).digest('base64url')}"`;
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true; // a poller sends back the one ETag it was given
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
