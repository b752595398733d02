import { isIP } from 'node:net';
import { z } from 'zod';

/** Every setting the server reads, validated once at start: a bad value stops the process naming the variable. */
const settingsSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Unset: the embedded PGlite database in DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Unset: in-memory Socket.IO adapter and rate limits (one process). */
  REDIS_URL: z.url().optional(),
  /** Prefix of Redis keys and streams, so several deployments (or test runs) share one Redis. */
  REDIS_PREFIX: z.string().min(1).default('hema'),
  /** Memory each replica may hold of read views (rings, categories, standings, tournament pages), in MB. */
  VIEW_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated origins allowed by CORS; empty = same origin only. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /**
   * Express `trust proxy`: the addresses of the proxies whose X-Forwarded-For to believe (the client address of
   * every per-address limit). Only addresses, CIDR ranges and Express's names: trusting everyone or a hop count
   * would let any client name its own address (docs/operations.md).
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .refine(
              isProxyAddress,
              'Name proxy addresses (IP, CIDR range, loopback, linklocal or uniquelocal); "true", "*" or a hop count would trust any client',
            ),
        )
        .min(1),
    ),
  /** Header set by a trusted proxy with the visitor's country (e.g. cf-ipcountry); empty = none trusted. */
  COUNTRY_HEADER: z.string().default(''),
  DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default('FI'),
  /** smtp://user:pass@host:port — unset: mail goes to the log and the development outbox. */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('HEMA Live <no-reply@hema.local>'),
  /**
   * The address people open the site at (https://hema.example.org): mails link to it, so it must be absolute.
   * Unset: http://localhost:PORT, right only on the machine itself.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'Give the absolute http(s) address the site is opened at' })
    .optional(),
  /**
   * The VAPID key pair Web Push is signed with (base64url, as `web-push generate-vapid-keys` prints them). Unset: a
   * pair is made on the first start and kept in DATA_DIR/vapid-keys.json. Replicas must share one pair (set both):
   * a browser's subscription is bound to the public key it subscribed with.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'A base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'A base64url P-256 private key')
    .optional(),
  /** Who push services may contact about this server's pushes: mailto: or an https address. Unset: MAIL_FROM's. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'Give a mailto: or https: address')
    .optional(),
  /**
   * `1`: browsers' push subscriptions may name a plain-http push service (a local one in tests). Off, only https
   * endpoints are kept: the server posts to whatever address a subscription names.
   */
  PUSH_ALLOW_PLAIN_HTTP: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
  /**
   * How often each replica looks for fights about to start to remind their fighters (ms); 0 turns the reminders off
   * (the server tests call the check themselves, so a timer never writes behind a test's back).
   */
  FIGHT_REMINDER_CHECK_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RECOVERY_CODE_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Failed sign-ins of one account from one address per window (docs/operations.md, "Sign-in limits"). */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  /** Failed sign-ins of one account from all addresses per window; beyond it only known addresses may try. */
  LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).max(10000).default(20),
  /** Failed sign-ins from one address over all accounts per window; beyond it each account gets one try there. */
  LOGIN_ADDRESS_MAX_FAILURES: z.coerce.number().int().min(1).max(100000).default(50),
  /** The window of the sign-in limits: failures older than this are forgotten. */
  LOGIN_BLOCK_SECONDS: z.coerce.number().int().min(1).max(86400).default(900),
  /** How long an address the account signed in from stays "known" (admitted while the account is attacked). */
  LOGIN_KNOWN_ADDRESS_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  /** Registrations and password-recovery requests per address per ADDRESS_LIMIT_SECONDS. */
  REGISTER_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(100000).default(30),
  RECOVERY_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(100000).default(10),
  ADDRESS_LIMIT_SECONDS: z.coerce.number().int().min(1).max(86400).default(3600),
  /**
   * Socket events allowed per connection and per client address within LIVE_RATE_WINDOW_SECONDS, counted per
   * process. Subscriptions: a page's rooms, resyncs after reconnects; the address limit is high because a
   * venue's spectators share one address. Commands: a judge's key presses and an outbox replayed after a network
   * loss; their own budget, so spectators' subscriptions from the venue address never throttle the judges.
   */
  /**
   * The open feed's public API (/api/public/v1): requests (a stream's connection counts as one) per minute from one
   * address without a key, and per API key with one. Counted across replicas in Redis when there is one.
   */
  PUBLIC_API_ANONYMOUS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  PUBLIC_API_KEY_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(1200),
  LIVE_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  LIVE_SUBSCRIBES_PER_SOCKET: z.coerce.number().int().min(1).max(1_000_000).default(30),
  LIVE_SUBSCRIBES_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000_000).default(1000),
  LIVE_COMMANDS_PER_SOCKET: z.coerce.number().int().min(1).max(1_000_000).default(300),
  LIVE_COMMANDS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000_000).default(3000),
  /**
   * How fight states reach spectators' sockets: `fast` writes the frame Socket.IO built once straight to each socket
   * when the installed libraries allow it (server/src/transport/), `plain` always takes Socket.IO's own write path
   * (slower; for comparing the two, or if the fast one is ever in doubt).
   */
  LIVE_FAN_OUT: z.enum(['fast', 'plain']).default('fast'),
  /** Seed the demo world on an empty embedded database (never on DATABASE_URL unless `npm run seed`). */
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  /** Folder of the built client; the server serves it with an SPA fallback when present. */
  CLIENT_DIST: z.string().optional(),
  CAPTION_DIST: z.string().optional(),
  /** `1`: every answer is checked against its endpoint's shared contract (integration tests). */
  CHECK_RESPONSES: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
});

/** PUBLIC_URL's default depends on PORT; trailing slashes go, so a link is always PUBLIC_URL + '/path'. */
const configSchema = settingsSchema
  .refine((c) => !c.VAPID_PUBLIC_KEY === !c.VAPID_PRIVATE_KEY, {
    message: 'Set both VAPID keys or neither',
    path: ['VAPID_PRIVATE_KEY'],
  })
  .transform((c) => ({
    ...c,
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
  }));

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [ip, bits, ...rest] = entry.split('/');
  const family = isIP(ip);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

export type AppConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
