/**
 * Records the platform binaries of optional native packages (@swc/core, unrs-resolver) in package-lock.json.
 * The registry this project installs from lacks most non-linux-x64 binaries, so npm leaves them out of the lock, and
 * `npm ci` then refuses the lock as out of sync. Run after every `npm install`: node scripts/complete-lockfile.mjs package-lock.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
const lockPath = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const entry of Object.values(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key]) continue;
    const parts = name.split('/').pop().split('-');
    const os = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony'].find((o) =>
      parts.includes(o),
    );
    const cpu = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'loong64', 'riscv64'].find((c) =>
      parts.includes(c),
    );
    if (!os || !cpu) continue;
    const libc = parts.some((p) => p.startsWith('musl'))
      ? ['musl']
      : parts.some((p) => p.startsWith('gnu')) && os === 'linux'
        ? ['glibc']
        : undefined;
    packages[key] = {
      version,
      cpu: [cpu],
      ...(libc ? { libc } : {}),
      dev: entry.dev,
      optional: true,
      os: [os],
    };
    added++;
  }
}
writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
console.log(`added ${added} platform entries`);
