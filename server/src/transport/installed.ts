import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface InstalledPackage {
  version: string;
  /** Resolves from inside the package, as its own code does. */
  require: NodeJS.Require;
}

/** Resolves packages from this folder, as the server's own imports do. */
export const fromServer = (): NodeJS.Require => createRequire(import.meta.url);

/** The package `name` as `from` resolves it, read from its package.json (not every package exports that file). */
export function installedPackage(from: NodeJS.Require, name: string): InstalledPackage | null {
  let entry: string;
  try {
    entry = from.resolve(name);
  } catch {
    return null;
  }
  for (let dir = dirname(entry); dirname(dir) !== dir; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    try {
      const json = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown };
      if (json.name === name) return { version: String(json.version), require: createRequire(file) };
    } catch {
      return null;
    }
  }
  return null;
}

/** The module `name` as the package `by` loads it. */
export function load<T>(by: InstalledPackage | null, name: string): T | null {
  try {
    return by ? (by.require(name) as T) : null;
  } catch {
    return null;
  }
}

/** Whether `fn` is a function declaring `arity` parameters (a changed signature is a changed library). */
export function hasArity(fn: unknown, arity: number): boolean {
  return typeof fn === 'function' && fn.length === arity;
}
