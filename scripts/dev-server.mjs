#!/usr/bin/env node
/** `npm run dev`: rebuild the server on change (tsc -b -w) and restart it (node --watch). */
import { spawn, spawnSync } from 'node:child_process';

spawnSync('npx', ['tsc', '-b', 'server'], { stdio: 'inherit' });

const tsc = spawn('npx', ['tsc', '-b', 'server', '-w', '--preserveWatchOutput'], { stdio: 'inherit' });
const node = spawn(
  process.execPath,
  ['--watch-path=server/dist', '--watch-path=shared/dist', 'server/dist/main.js'],
  {
    stdio: 'inherit',
    env: { ...process.env, CLIENT_DIST: '/nonexistent' },
  },
);
const stop = () => {
  tsc.kill();
  node.kill();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
