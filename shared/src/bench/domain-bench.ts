/**
 * Times the domain engine's heavy builders for a 256-fighter field. A benchmark, not a test:
 *   npm run bench:domain          (from the repository root)
 * Prints median and p95 over repeated runs; figures go to docs/benchmarks.md.
 */
import { performance } from 'node:perf_hooks';
import type { Entrant, FightRecord } from '../domain-types.js';
import { composePools } from '../competition/pools.js';
import { poolFights } from '../competition/pool-bout-order.js';
import { buildDoubleElimination } from '../competition/double-elimination.js';
import { buildSingleElimination } from '../competition/elimination.js';
import { pairSwissRound } from '../competition/swiss.js';
import { pairSwissHitsRound } from '../competition/swiss-hits.js';

const N = 256;
const RUNS = 30;

function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const random = lcg(2026);
const fighters: Entrant[] = Array.from({ length: N }, (_, i) => ({
  id: `f${i + 1}`,
  seed: i + 1,
  clubId: `c${Math.floor(random() * 40)}`,
}));

/** Three swiss rounds already fought with random results, so round 4 has real score groups and rematches to avoid. */
function swissHistory(): FightRecord[] {
  const history: FightRecord[] = [];
  for (let round = 1; round <= 3; round++) {
    const { pairs } = pairSwissRound({ fighters, history, round });
    for (const [i, p] of pairs.entries()) {
      const s1 = Math.floor(random() * 6);
      const s2 = Math.floor(random() * 6);
      history.push({
        id: `r${round}-${i}`,
        fighter1: p.fighter1,
        fighter2: p.fighter2,
        score1: s1,
        score2: s2,
        result: s1 > s2 ? 'F1_WIN' : s2 > s1 ? 'F2_WIN' : 'DRAW',
      });
    }
  }
  return history;
}

function time(name: string, work: () => unknown): { name: string; medianMs: number; p95Ms: number } {
  work(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { name, medianMs: samples[Math.floor(RUNS / 2)], p95Ms: samples[Math.ceil(RUNS * 0.95) - 1] };
}

const history = swissHistory();
const results = [
  time('pools: compose 256 fighters + bout orders', () =>
    composePools(fighters).map((pool) => poolFights(pool)),
  ),
  time('single elimination bracket, 256', () => buildSingleElimination(fighters, { bronze: true })),
  time('double elimination bracket, 256', () => buildDoubleElimination(fighters, { grandFinalReset: true })),
  time('swiss round 4 pairing, 256', () => pairSwissRound({ fighters, history, round: 4 })),
  time('swiss-with-hits round 4 pairing, 256', () =>
    pairSwissHitsRound({ fighters, history, round: 4, initialHp: 10 }),
  ),
];
console.log(`Domain benchmark — ${N} fighters, ${RUNS} runs each, node ${process.version}`);
console.log('| operation | median ms | p95 ms |\n|---|---|---|');
for (const r of results) console.log(`| ${r.name} | ${r.medianMs.toFixed(2)} | ${r.p95Ms.toFixed(2)} |`);
