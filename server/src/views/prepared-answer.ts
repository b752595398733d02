import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';

/** Answers below this go as they are (api-compression.ts: compressing them costs more than it saves). */
const MIN_COMPRESSED_BYTES = 1024;

type Encoding = 'br' | 'gzip' | 'identity';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Header names and values in one list, as `res.writeHead` takes them: name, value, name, value … */
export type HeadList = readonly OutgoingHttpHeader[];

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
  /** What a 304 says, and a 200 begins with. */
  private readonly versionHead: HeadList;

  constructor(
    private readonly render: (now: number) => string,
    readonly etag: string,
    private readonly restampMs: number | null = null,
  ) {
    this.versionHead = ['ETag', etag, 'Vary', 'Accept-Encoding', 'Cache-Control', 'no-cache'];
  }

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
   * Answers the request through Express: 304 when its `If-None-Match` names this version, else the body in the best
   * encoding. A `Cache-Control` set before (`no-store` on a personal answer) stays.
   */
  send(req: IncomingMessage, res: ServerResponse, now = Date.now()): void {
    const { status, head, body } = this.answer(req, now, []);
    const keepCacheControl = res.hasHeader('Cache-Control');
    for (let i = 0; i < head.length; i += 2) {
      const name = head[i] as string;
      if (name !== 'Cache-Control' || !keepCacheControl) res.setHeader(name, head[i + 1]!);
    }
    res.statusCode = status;
    res.end(body);
  }

  /**
   * The same answer on a response nothing has set a header on yet (answer-from-memory.ts, before Express): the head
   * goes to `writeHead` as one list, which Node writes as it stands, instead of header by header through `setHeader`
   * and its map (a poller's 304 is the most frequent answer of event day). `fullAnswerHeaders`: the security headers
   * every API answer carries, none of the names set here.
   */
  sendUntouched(
    req: IncomingMessage,
    res: ServerResponse,
    fullAnswerHeaders: HeadList,
    now = Date.now(),
  ): void {
    const { status, head, body } = this.answer(req, now, fullAnswerHeaders);
    res.writeHead(status, head);
    res.end(body);
  }

  /**
   * 304 when the request names this version, with the version's headers only (ETag, Vary, Cache-Control; RFC 9110
   * §15.4.5: the browser keeps the stored answer's other headers); else 200 with the body in the best encoding, its
   * `Content-Encoding` set here so the API compressor leaves it alone, and `fullAnswerHeaders`.
   */
  private answer(
    req: IncomingMessage,
    now: number,
    fullAnswerHeaders: HeadList,
  ): { status: 200 | 304; head: OutgoingHttpHeader[]; body?: Buffer } {
    if (matches(req.headers['if-none-match'], this.etag))
      return { status: 304, head: this.versionHead as OutgoingHttpHeader[] };
    const encoding = this.encodingFor(req, now);
    const body = this.body(encoding, now);
    const head = [...this.versionHead, ...fullAnswerHeaders, 'Content-Type', JSON_TYPE];
    if (encoding !== 'identity') head.push('Content-Encoding', encoding);
    head.push('Content-Length', body.length);
    return { status: 200, head, body };
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
