import { z } from 'zod';
import { ROOM_KINDS } from '../realtime/protocol.js';
import { REFUSAL_REASONS, REFUSALS, DECISIVE_EVENTS } from '../realtime/refusals.js';
import {
  MAX_FIGHTS_PER_SUBSCRIBE,
  MAX_KNOWN_VERSIONS,
  MAX_ROOMS_PER_SOCKET,
  MAX_ROOMS_PER_SUBSCRIBE,
  SUBSCRIBE_REFUSAL_MESSAGES,
  SUBSCRIBE_REFUSALS,
} from '../realtime/live-limits.js';
import type { Endpoint } from './endpoint.js';
import type { SocketEventContract } from './live.js';

/**
 * The reference part of docs/api.md, written from the contracts (scripts/api-docs.mjs), so the document lists every
 * endpoint and socket event exactly as the server routes and validates them; a test keeps the file current.
 */

const ROLE_TEXT: Record<string, string> = {
  ADMIN: 'admin',
  'ORGANIZER,ADMIN': 'organizer (licensed, not trial), admin',
  'ORGANIZER_TRIAL,ORGANIZER,ADMIN': 'organizer (trial too), admin',
  'USER,ORGANIZER_TRIAL,ORGANIZER,ADMIN': 'signed in',
};

function who(e: Endpoint): string {
  return e.roles ? (ROLE_TEXT[[...e.roles].join(',')] ?? e.roles.join(', ')) : 'anyone';
}

/** A compact type of a schema for a table cell: `{title, idString, dateStart?, …}`. */
export function schemaSummary(schema: z.ZodType | undefined, depth = 0): string {
  if (!schema) return '';
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return summarize(json, depth);
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** Fields shown of an object before the rest is elided (the OpenAPI document has them all). */
const MAX_KEYS = 8;

function summarize(schema: JsonSchema, depth: number): string {
  if (schema.properties) {
    if (depth > 0) return 'object';
    const required = new Set(schema.required ?? []);
    const keys = Object.keys(schema.properties).map((key) => (required.has(key) ? key : `${key}?`));
    const shown = keys.length > MAX_KEYS ? [...keys.slice(0, MAX_KEYS), '…'] : keys;
    return `{${shown.join(', ')}}`;
  }
  if (schema.type === 'array' && schema.items) return `[${summarize(schema.items, depth + 1)}]`;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.map((o) => summarize(o, depth)).join(' | ');
  if (schema.enum) return schema.enum.map(String).join(' | ');
  if (schema.const !== undefined) return String(schema.const);
  return Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function restReference(modules: Record<string, Record<string, Endpoint>>): string {
  const lines: string[] = [];
  for (const [name, contract] of Object.entries(modules)) {
    lines.push(
      `### ${name}`,
      '',
      '| method | path | who | body | answer | what |',
      '|---|---|---|---|---|---|',
    );
    for (const e of Object.values(contract)) {
      const status = e.status ?? (e.method === 'POST' ? 201 : 200);
      const item = (e as Endpoint & { item?: z.ZodType }).item;
      const shape = e.file
        ? `file (${e.file.join(' or ')})`
        : item
          ? `{items: [${schemaSummary(item)}], count}`
          : schemaSummary(e.response);
      const answer = status === 204 ? '204' : `${status} ${shape}`;
      lines.push(
        `| ${e.method} | \`${e.path}\` | ${who(e)} | ${cell(schemaSummary(e.body))} | ${cell(answer)} | ${cell(e.summary)} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

export function socketReference(events: Record<string, SocketEventContract>): string {
  const lines = [
    '| event | sent by | payload | acknowledgment | what |',
    '|---|---|---|---|---|',
    ...Object.entries(events).map(
      ([name, e]) =>
        `| \`${name}\` | ${e.from}${e.auth ? ` (${cell(e.auth)})` : ''} | ${cell(schemaSummary(e.payload))} | ${cell(
          e.ack ? schemaSummary(e.ack) : '—',
        )} | ${cell(e.summary)} |`,
    ),
    '',
    `Rooms: ${ROOM_KINDS.map((kind) => `\`${kind}:<id>\``).join(', ')} (the caption room of a ring gets each state first).`,
    '',
    '#### Refusal codes',
    '',
    `Every refused command is final unless its code is retryable. Decisive events (${DECISIVE_EVENTS.join(', ')}) answer \`conflict\` when the version the judge saw (\`expectedVersion\`) is stale; counter and clock events apply on top of newer versions. Over REST a refusal is the status below with \`{statusCode, code, message, state?}\`.`,
    '',
    '| code | HTTP | retryable | message |',
    '|---|---|---|---|',
    ...REFUSAL_REASONS.map((reason) => {
      const info = REFUSALS[reason];
      return `| \`${reason}\` | ${info.status} | ${info.retryable ? 'yes' : 'no'} | ${cell(info.message)} |`;
    }),
    '',
    '#### Subscription refusals',
    '',
    `A subscription refused as a whole answers \`{ok: false, reason, message, retryAfterMs?}\` and joins nothing; a single room that does not exist or that the caller may not see is listed in \`refused\` and not joined. At most ${MAX_ROOMS_PER_SUBSCRIBE} room names per message (a name listed twice is read and joined once), ${MAX_ROOMS_PER_SOCKET} per connection, ${MAX_FIGHTS_PER_SUBSCRIBE} fights per answer, ${MAX_KNOWN_VERSIONS} known versions.`,
    '',
    '| code | message |',
    '|---|---|',
    ...Object.values(SUBSCRIBE_REFUSALS).map(
      (reason) => `| \`${reason}\` | ${cell(SUBSCRIBE_REFUSAL_MESSAGES[reason])} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

export const GENERATED_START =
  '<!-- reference: generated by `npm run docs:api` from shared/src/contracts; do not edit -->';
export const GENERATED_END = '<!-- end of generated reference -->';

export function apiReference(
  modules: Record<string, Record<string, Endpoint>>,
  events: Record<string, SocketEventContract>,
): string {
  return [
    GENERATED_START,
    '',
    '## REST endpoints',
    '',
    restReference(modules),
    '## Socket protocol (namespace `/live`)',
    '',
    socketReference(events),
    GENERATED_END,
  ].join('\n');
}
