import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import webpush from 'web-push';
import type { AppConfig } from '../config/config.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: — whom a push service may contact about our pushes. */
  subject: string;
}

export const VAPID_KEYS = Symbol('VAPID_KEYS');

const FILE = 'vapid-keys.json';

/**
 * The key pair pushes are signed with: the configured one, else the one kept in DATA_DIR, else a new one written
 * there on the first start (so `npm start` sends pushes with nothing configured). Two processes starting on one
 * fresh folder both try to write it; `wx` lets one win and the other reads the winner's pair.
 */
export async function loadVapidKeys(config: AppConfig): Promise<VapidKeys> {
  const subject = config.VAPID_SUBJECT ?? subjectOf(config.MAIL_FROM);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  const file = resolve(config.DATA_DIR, FILE);
  const kept = await readKeys(file);
  if (kept) return { ...kept, subject };
  const fresh = webpush.generateVAPIDKeys();
  await mkdir(config.DATA_DIR, { recursive: true });
  try {
    await writeFile(file, JSON.stringify(fresh, null, 2), { flag: 'wx', mode: 0o600 });
    return { ...fresh, subject };
  } catch (error) {
    const other = (error as NodeJS.ErrnoException).code === 'EEXIST' ? await readKeys(file) : null;
    if (!other) throw error;
    return { ...other, subject };
  }
}

async function readKeys(file: string): Promise<{ publicKey: string; privateKey: string } | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  if (!text) return null;
  const keys = JSON.parse(text) as { publicKey?: unknown; privateKey?: unknown };
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string')
    throw new Error(`${file} holds no VAPID key pair: remove it to make a new one`);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/** `HEMA Live <no-reply@hema.local>` → `mailto:no-reply@hema.local`. */
function subjectOf(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address.includes('@') ? address : 'no-reply@hema.local'}`;
}
