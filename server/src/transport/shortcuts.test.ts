import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import express from 'express';
import { Server as SocketIoServer } from 'socket.io';
import { SessionAwareAdapter } from 'socket.io-adapter';
import { answerBeforeExpress } from './http/before-express.js';
import { EventFrame, openEventStream } from './http/event-stream.js';
import { REVIEWED_VERSIONS, SHORTCUTS, versionDifferences } from './shortcuts.js';
import { PacedFanOut } from './socket-io/paced-adapter.js';

/**
 * The tripwire for library updates: these fail when an installed Socket.IO, Engine.IO, ws, Nest socket adapter or
 * Express would switch a shortcut off (the server would still run, on the slower supported path). The fan-out tests
 * (server/test/live/fan-out-paths.test.ts) show with real sockets that each socket.io shortcut is taken.
 */
describe('library shortcuts', () => {
  it.each(SHORTCUTS.map((s) => [s.name, s] as const))(
    '%s finds the library code it relies on',
    (_name, shortcut) => {
      expect(shortcut.differences()).toEqual([]);
    },
  );

  it('were read against the installed library versions', () => {
    // A new version here: re-read what shortcuts.ts names in it, run the fan-out tests and `npm run bench:live`,
    // then add the version to REVIEWED_VERSIONS.
    expect(versionDifferences(REVIEWED_VERSIONS)).toEqual([]);
  });

  it('names every library whose installed version was not reviewed', () => {
    expect(
      versionDifferences({ ...REVIEWED_VERSIONS, 'engine.io': ['6.5.0'], ws: ['7.0.0', '7.1.0'] }),
    ).toEqual([
      expect.stringMatching(/^engine\.io \d+\.\d+\.\d+ \(reviewed: 6\.5\.0\)$/),
      expect.stringMatching(/^ws \d+\.\d+\.\d+ \(reviewed: 7\.0\.0 or 7\.1\.0\)$/),
    ]);
  });

  it('says so when a Redis streams adapter no longer lets its own entries be skipped', () => {
    const errors: string[] = [];
    const fanOut = new PacedFanOut({ error: (line) => errors.push(line), warn: () => undefined });
    // An adapter without onRawMessage, as if a streams adapter release had renamed it.
    const io = new SocketIoServer({ connectionStateRecovery: {} });
    io.adapter(fanOut.wrap((nsp) => new SessionAwareAdapter(nsp), { redisStreams: true }) as never);
    void io.of('/live').adapter.close();
    expect(fanOut.shortcutsOff).toEqual(['own-stream-entries-skipped']);
    expect(errors).toEqual([expect.stringMatching(/"own-stream-entries-skipped" OFF/)]);
    expect(fanOut.status.fanOutMode).toBe('fast');
  });
});

/** Closes a test's HTTP server with its open connections (none when the test made none). */
async function closeServer(open: Server | null): Promise<void> {
  if (!open) return;
  open.closeAllConnections();
  await new Promise((resolve) => open.close(resolve));
}

describe('answers before Express', () => {
  let server: Server | null = null;
  afterEach(async () => {
    await closeServer(server);
    server = null;
  });

  it('answers what it holds and hands everything else to Express unchanged', async () => {
    const app = express();
    app.get('/api/rings/:id', (req, res) => void res.send(`express ${req.params.id}`));
    server = createServer(app);
    answerBeforeExpress(server, (req, res) => {
      if (req.url !== '/api/rings/r1') return false;
      res.end('early r1');
      return true;
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    expect(await (await fetch(`${base}/api/rings/r1`)).text()).toBe('early r1');
    expect(await (await fetch(`${base}/api/rings/r2`)).text()).toBe('express r2');
  });

  it('refuses to start without Express behind it', () => {
    expect(() => answerBeforeExpress(createServer(), () => false)).toThrow(/no request listener/);
  });
});

describe('event stream frames straight to the socket', () => {
  let server: Server | null = null;
  afterEach(async () => {
    await closeServer(server);
    server = null;
  });

  it('sends the head unchunked and each frame as its own bytes, never through res.write', async () => {
    const off: string[][] = [];
    let resWrites = 0;
    const app = express();
    app.get('/feed', (_req, res) => {
      const write = res.write.bind(res);
      res.write = ((...args: Parameters<typeof res.write>) => (
        resWrites++,
        write(...args)
      )) as typeof res.write;
      const sink = openEventStream(res, { 'Content-Type': 'text/event-stream' }, (d) => off.push(d));
      sink.write(new EventFrame('data: één\n\n'));
      sink.write(new EventFrame(': heartbeat\n\n'));
      sink.end();
    });
    server = createServer(app);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    socket.write('GET /feed HTTP/1.1\r\nHost: x\r\n\r\n');
    const raw = await new Promise<string>((resolve, reject) => {
      const parts: Buffer[] = [];
      socket.on('data', (part: Buffer) => parts.push(part));
      socket.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
      socket.on('error', reject);
    });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head).toMatch(/\r\nConnection: close(\r\n|$)/i);
    expect(head).not.toMatch(/transfer-encoding/i);
    expect(head).not.toMatch(/content-length/i);
    expect(body).toBe('data: één\n\n: heartbeat\n\n');
    expect(off).toEqual([]);
    expect(resWrites).toBe(0);
  });
});
