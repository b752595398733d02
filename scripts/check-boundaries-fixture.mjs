// Proves that the boundary rules of .dependency-cruiser.cjs catch what they promise. The fixture holds two allowed
// imports (a module importing a lower layer, a client feature importing another feature's api/ module) and three
// forbidden ones (a module importing a higher layer, common importing a domain module, a client feature importing
// another feature's component); dependency-cruiser must report exactly the forbidden three.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fixture = join(root, 'scripts', 'boundaries-fixture');
const cli = join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

let output;
try {
  output = execFileSync(
    process.execPath,
    [
      cli,
      'server/src',
      'client/src',
      '--config',
      join(root, '.dependency-cruiser.cjs'),
      '--output-type',
      'json',
    ],
    { cwd: fixture, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
} catch (error) {
  // dependency-cruiser exits non-zero when it finds violations, which is what the fixture expects.
  output = error.stdout;
}
const found = JSON.parse(output)
  .summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)
  .sort();
const expected = [
  'client-feature-imports-feature: client/src/features/live/components/RingBoard.tsx -> client/src/features/judge/components/JudgeKeys.tsx',
  'server-layer-common: server/src/common/reaches-into-domain.ts -> server/src/tournaments/tournament.entity.ts',
  'server-layer-tournaments: server/src/tournaments/tournament-page.ts -> server/src/nominations/nomination.entity.ts',
];
if (JSON.stringify(found) !== JSON.stringify(expected)) {
  console.error('The boundary rules no longer catch what the fixture expects.');
  console.error(`expected:\n  ${expected.join('\n  ')}\nfound:\n  ${found.join('\n  ') || '(nothing)'}`);
  process.exit(1);
}
console.log(
  `boundary rules: the fixture's ${expected.length} forbidden imports are reported, the allowed ones are not`,
);
