import { IoAdapter } from '@nestjs/platform-socket.io';
import { Socket } from 'socket.io';
import { Adapter, ClusterAdapter } from 'socket.io-adapter';
import { fromServer, installedPackage, load, type InstalledPackage } from './installed.js';

/**
 * Every place the server reaches past the public API of Socket.IO, Engine.IO, `ws`, Nest's socket adapter or
 * Express, in one list. Each one is worth a measured gain (docs/decisions.md "Library shortcuts behind one door");
 * each is checked against the installed library code at start-up and, when that code is not there, is switched off
 * with one loud log line while the supported path serves — and `shortcuts.test.ts` fails, so a library update that
 * turns one off is noticed before it ships instead of quietly costing CPU on event day.
 *
 * Code outside `transport/` never touches these libraries' private members; it calls this folder (index.ts).
 */
export type ShortcutName =
  | 'prebuilt-frames'
  | 'remote-states-paced'
  | 'own-stream-entries-skipped'
  | 'plain-message-listeners'
  | 'answers-before-express'
  | 'feed-frames-to-socket';

export interface Shortcut {
  readonly name: ShortcutName;
  /** What it saves, and what serves without it. */
  readonly gain: string;
  /**
   * What of the library code it needs is missing or changed in the installed libraries; empty when it may run.
   * Shortcuts that hook an object someone else builds (an adapter, the HTTP server) check that object as well, when
   * they get it.
   */
  differences(): string[];
}

const method = (differences: string[], owner: string, target: unknown, name: string, arity: number) => {
  const fn = (target as Record<string, unknown> | undefined)?.[name];
  if (typeof fn !== 'function') differences.push(`${owner}.${name} is missing`);
  else if (fn.length !== arity)
    differences.push(`${owner}.${name} takes ${fn.length} arguments, not ${arity}`);
};

/** Socket.IO, the Engine.IO it loads, and the `ws` that Engine.IO writes frames with. */
function socketIoLibraries() {
  const socketIo = installedPackage(fromServer(), 'socket.io');
  const engine = socketIo && installedPackage(socketIo.require, 'engine.io');
  return { socketIo, engine, ws: engine && installedPackage(engine.require, 'ws') };
}

export const SHORTCUTS: readonly Shortcut[] = [
  {
    name: 'prebuilt-frames',
    gain:
      'a paced fight state is written to each spectator as the websocket frame socket.io-adapter built once, in ' +
      '4 ms slices, straight to the socket’s ws sender (user CPU per delivery 9.6 → 5.5 µs; judge and caption p99 ' +
      'stop growing with spectators). Without it: Socket.IO’s own write of the same pre-encoded packet, unsliced.',
    differences() {
      const differences: string[] = [];
      const { socketIo, engine } = socketIoLibraries();
      method(differences, 'socket.io-adapter Adapter', Adapter.prototype, '_encode', 2);
      method(differences, 'socket.io-adapter Adapter', Adapter.prototype, 'apply', 2);
      method(differences, 'socket.io-adapter Adapter', Adapter.prototype, 'broadcast', 2);
      method(differences, 'socket.io Socket', Socket.prototype, 'notifyOutgoingListeners', 1);
      const engineIo = load<{ transports?: { websocket?: { prototype: unknown } } }>(socketIo, 'engine.io');
      // Engine.IO's own route for a prebuilt frame is `socket._sender.sendFrame`: the shortcut takes the same one.
      method(
        differences,
        'engine.io WebSocket transport',
        engineIo?.transports?.websocket?.prototype,
        '_canSendPreEncodedFrame',
        1,
      );
      const sender = load<{ Sender?: { prototype: unknown } }>(engine, 'ws')?.Sender;
      method(differences, 'ws Sender', sender?.prototype, 'sendFrame', 2);
      return differences;
    },
  },
  {
    name: 'remote-states-paced',
    gain:
      'fight states another replica published through Redis are paced here too (latest wins per fight and rooms), ' +
      'by the cluster adapter’s onMessage. Without it: every remote state is written as it arrives.',
    differences() {
      const differences: string[] = [];
      method(differences, 'socket.io-adapter ClusterAdapter', ClusterAdapter.prototype, 'onMessage', 2);
      return differences;
    },
  },
  {
    name: 'own-stream-entries-skipped',
    gain:
      'a replica drops its own Redis stream entries before the streams adapter parses their JSON (each judge ' +
      'command is otherwise read back and parsed twice by the replica that sent it). Without it: the parse, then ' +
      'the cluster adapter drops them anyway.',
    // The streams adapter does not export its class: checked on each adapter instance (onRawMessage, uid).
    differences: () => [],
  },
  {
    name: 'plain-message-listeners',
    gain:
      'one plain listener per message name on each socket instead of Nest’s RxJS pipeline per name (memory per ' +
      'spectator 40–51 → 34–37 KB). Without it: Nest’s own binding, same contract.',
    differences() {
      const differences: string[] = [];
      method(differences, '@nestjs/platform-socket.io IoAdapter', IoAdapter.prototype, 'mapPayload', 1);
      method(
        differences,
        '@nestjs/platform-socket.io IoAdapter',
        IoAdapter.prototype,
        'bindMessageHandlers',
        3,
      );
      return differences;
    },
  },
  {
    name: 'answers-before-express',
    gain:
      'an anonymous GET of a view held in memory is answered from the HTTP server’s request event, before ' +
      'Express (a 304 to 1,000 pollers: 125 µs of CPU against 383 µs through Express). Without it: none — it ' +
      'needs only Node’s public `http` API and refuses to start when Express has not registered its listener.',
    differences: () => [],
  },
  {
    name: 'feed-frames-to-socket',
    gain:
      'an open feed event is written to each SSE client as one buffer built once for all of them, straight to its ' +
      'socket, the response not chunked (Connection: close) — no ServerResponse.write, chunk header or per-socket ' +
      'encoding per delivery (see docs/benchmarks.md, the end). Without it: res.write of the same text, Node’s framing.',
    // Node's http, checked on each stream's response (http/event-stream.ts) and by shortcuts.test.ts on the wire.
    differences: () => [],
  },
];

/** The shortcut by name. */
export function shortcut(name: ShortcutName): Shortcut {
  return SHORTCUTS.find((s) => s.name === name)!;
}

export interface ShortcutLog {
  error(message: string): void;
}

/**
 * The loud line for a shortcut that is off; the supported path serves meanwhile. Everything that turns a shortcut
 * off says it through here, so an operator reads one kind of line whichever it is.
 */
export function reportShortcutOff(
  log: ShortcutLog,
  name: ShortcutName,
  differences: readonly string[],
): void {
  log.error(
    `Library shortcut "${name}" OFF, the supported (slower) path serves: ${differences.join('; ')}. ` +
      `What it saves: ${shortcut(name).gain} Re-check server/src/transport/ against the installed libraries.`,
  );
}

type Library =
  | 'socket.io'
  | 'socket.io-adapter'
  | 'engine.io'
  | 'ws'
  | '@socket.io/redis-streams-adapter'
  | '@nestjs/platform-socket.io'
  | 'express';

/**
 * The versions whose code the shortcuts were last read against. Not a gate (the start-up checks above decide what
 * runs): `shortcuts.test.ts` fails on any other version, so whoever updates one of these re-reads the code the
 * shortcuts rely on, runs the fan-out tests and `npm run bench:live`, and adds the version here.
 */
export const REVIEWED_VERSIONS: Readonly<Record<Library, readonly string[]>> = {
  'socket.io': ['4.8.3'],
  'socket.io-adapter': ['2.5.8'],
  'engine.io': ['6.6.12'],
  ws: ['8.21.3'],
  '@socket.io/redis-streams-adapter': ['0.3.1'],
  '@nestjs/platform-socket.io': ['12.1.1'],
  express: ['5.3.0'],
};

/** The installed versions that differ from `reviewed` (as Node resolves each package for the code that uses it). */
export function versionDifferences(reviewed: Readonly<Record<Library, readonly string[]>>): string[] {
  const differences: string[] = [];
  const here = fromServer();
  const { socketIo, engine, ws } = socketIoLibraries();
  const adapter = installedPackage(here, 'socket.io-adapter');
  const version = (name: Library, found: InstalledPackage | null) => {
    if (!found) differences.push(`${name} not found`);
    else if (!reviewed[name].includes(found.version))
      differences.push(`${name} ${found.version} (reviewed: ${reviewed[name].join(' or ')})`);
  };
  version('socket.io', socketIo);
  version('socket.io-adapter', adapter);
  if (socketIo) version('socket.io-adapter', installedPackage(socketIo.require, 'socket.io-adapter'));
  version('engine.io', engine);
  // The ws that writes the frames (Engine.IO's) and the one that builds them (socket.io-adapter's).
  version('ws', ws);
  if (adapter) version('ws', installedPackage(adapter.require, 'ws'));
  version('@socket.io/redis-streams-adapter', installedPackage(here, '@socket.io/redis-streams-adapter'));
  version('@nestjs/platform-socket.io', installedPackage(here, '@nestjs/platform-socket.io'));
  version('express', installedPackage(here, 'express'));
  return [...new Set(differences)];
}
