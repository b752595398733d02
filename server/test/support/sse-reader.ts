import { get, type IncomingMessage } from 'node:http';

/** One Server-Sent Events message as a client reads it. */
export interface SseMessage {
  id?: string;
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: IncomingMessage['headers'];
  /** Every message so far, comments left out. */
  messages: SseMessage[];
  /** Comment lines so far (heartbeats). */
  comments: string[];
  /** Resolves with the first message (from the start) that `match` accepts, once it has arrived. */
  until(match: (message: SseMessage) => boolean): Promise<SseMessage>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** A minimal SSE reader over node:http (what any language's HTTP client can do), for the feed's tests. */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { Accept: 'text/event-stream', ...headers } }, (res) => {
      const waiters: { match: (m: SseMessage) => boolean; done: (m: SseMessage) => void }[] = [];
      let buffer = '';
      let endedResolve: () => void = () => undefined;
      const stream: SseStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        messages: [],
        comments: [],
        until(match) {
          const found = stream.messages.find(match);
          if (found) return Promise.resolve(found);
          return new Promise((done) => waiters.push({ match, done }));
        },
        ended: new Promise((done) => (endedResolve = done)),
        close: () => request.destroy(),
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message: SseMessage = { event: 'message', data: '' };
          let isMessage = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) stream.comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) message.id = line.slice(4);
            else if (line.startsWith('event: ')) message.event = line.slice(7);
            else if (line.startsWith('data: ')) {
              message.data += line.slice(6);
              isMessage = true;
            }
          }
          if (!isMessage) continue;
          stream.messages.push(message);
          for (const waiter of [...waiters])
            if (waiter.match(message)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.done(message);
            }
        }
      });
      res.on('end', () => endedResolve());
      res.on('close', () => endedResolve());
      resolve(stream);
    });
    request.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
  });
}
