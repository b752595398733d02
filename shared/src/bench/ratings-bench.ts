/**
 * Times a full weapon-rating recomputation for 100,000 fights of 5,000 fighters, and the recomputation
 * after one more tournament. A benchmark, not a test:
 *   npm run bench:ratings          (from the repository root)
 * The server's ratings step does exactly this computation (one computeWeaponRatings call per weapon and zone, one
 * rating period per tournament) between reading the fights and writing the table; figures go to docs/benchmarks.md.
 */
import { performance } from 'node:perf_hooks';
import type { FightResult } from '../domain-types.js';
import {
  computeWeaponRatings,
  type RatedFightResult,
  type WeaponZoneRatings,
} from '../rating/weapon-ratings.js';
import { RatingLedger } from '../rating/rating-lists.js';

const FIGHTERS = 5_000;
const FIGHTS = 100_000;
const FIGHTS_PER_TOURNAMENT = 100;
const WEAPONS = ['longsword', 'sabre', 'rapier'];
const ZONES = ['EU', 'RU'];

function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}
const random = lcg(2021);

/** Fighters belong to a zone; a tournament draws its field from its zone, weapon by weapon. */
const skill = Array.from({ length: FIGHTERS }, () => (random() - 0.5) * 4);
const zoneOf = (fighter: number) => ZONES[fighter % ZONES.length];

function tournament(index: number, date: string): RatedFightResult[] {
  const zone = ZONES[index % ZONES.length];
  const weaponId = WEAPONS[index % WEAPONS.length];
  const field: number[] = [];
  while (field.length < 40) {
    const fighter = Math.floor(random() * FIGHTERS);
    if (zoneOf(fighter) === zone || random() < 0.1) field.push(fighter);
  }
  const bouts: RatedFightResult[] = [];
  for (let i = 0; i < FIGHTS_PER_TOURNAMENT; i++) {
    const a = field[Math.floor(random() * field.length)];
    let b = field[Math.floor(random() * field.length)];
    if (a === b) b = field[(field.indexOf(a) + 1) % field.length];
    const p = 1 / (1 + Math.exp(skill[b] - skill[a]));
    const roll = random();
    const result: FightResult = roll < 0.05 ? 'DRAW' : roll < 0.05 + 0.95 * p ? 'F1_WIN' : 'F2_WIN';
    const base = {
      fighter1: `f${a}`,
      fighter2: `f${b}`,
      result,
      weaponId,
      date,
      nominationId: `n${index}`,
      tournamentId: `t${index}`,
    };
    // As the server does: each fight counts in the world zone and in its tournament's zone.
    bouts.push({ ...base, zoneId: 'W' }, { ...base, zoneId: zone });
  }
  return bouts;
}

const TOURNAMENTS = FIGHTS / FIGHTS_PER_TOURNAMENT;
const START = Date.parse('2021-01-01');
const SPAN = Date.parse('2026-10-01') - START;
const dateOf = (i: number) =>
  new Date(START + Math.floor((SPAN * i) / TOURNAMENTS)).toISOString().slice(0, 10);
const history: RatedFightResult[] = [];
for (let i = 0; i < TOURNAMENTS; i++) history.push(...tournament(i, dateOf(i)));

/** What the ratings step does: group by weapon and zone, then one list at a time. */
function recompute(bouts: readonly RatedFightResult[]): WeaponZoneRatings[] {
  const groups = new Map<string, RatedFightResult[]>();
  for (const bout of bouts) {
    const key = `${bout.weaponId}:${bout.zoneId}`;
    const list = groups.get(key);
    if (list) list.push(bout);
    else groups.set(key, [bout]);
  }
  const lists: WeaponZoneRatings[] = [];
  for (const group of groups.values()) lists.push(...computeWeaponRatings(group, { perTournament: true }));
  return lists;
}

function measure(label: string, bouts: readonly RatedFightResult[]) {
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const lists = recompute(bouts);
  const ms = performance.now() - started;
  const heapAfter = process.memoryUsage().heapUsed;
  const rows = lists.reduce((n, l) => n + l.rows.length, 0);
  const points = lists.reduce((n, l) => n + l.history.length, 0);
  console.log(
    `${label}: ${(ms / 1000).toFixed(2)} s, ${lists.length} lists, ${rows} ratings, ${points} history points, ` +
      `heap +${((heapAfter - heapBefore) / 2 ** 20).toFixed(0)} MB, rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`,
  );
}

console.log(
  `${FIGHTS} fights (${history.length} rated bouts with the world zone), ${FIGHTERS} fighters, ${TOURNAMENTS} tournaments`,
);
measure('full recomputation', history);
measure('full recomputation (warm)', history);
const more = [...history, ...tournament(TOURNAMENTS, '2026-10-15')];
measure('after one more tournament', more);

/**
 * What the rating worker does: a RatingLedger kept between runs, told every tournament with a digest and given the
 * rows of those whose digest changed (all of them the first time).
 */
const ledger = new RatingLedger();
const digests = new Map<string, string>();
function measureLedger(label: string, bouts: readonly RatedFightResult[]) {
  global.gc?.();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const tournaments = [...new Set(bouts.map((b) => b.tournamentId!))].map((tournamentId) => ({
    tournamentId,
    digest: digests.get(tournamentId) ?? 'v1',
  }));
  const read = new Set(ledger.toRead(tournaments));
  const run = ledger.update(
    tournaments,
    bouts.filter((b) => read.has(b.tournamentId!)),
  );
  const ms = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  console.log(
    `${label}: ${(ms / 1000).toFixed(3)} s (CPU ${((user + system) / 1e6).toFixed(3)} s), ${run.tournamentsCounted} tournaments counted, ${run.periodsRated} of ` +
      `${run.periods} periods rated, rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`,
  );
}
measureLedger('ledger, nothing kept', history);
measureLedger('ledger, nothing changed', history);
measureLedger('ledger, one more tournament', more);
const fixed = more.map((bout, index) =>
  index < 2
    ? { ...bout, result: bout.result === 'F1_WIN' ? ('F2_WIN' as const) : ('F1_WIN' as const) }
    : bout,
);
digests.set('t0', 'v2');
measureLedger('ledger, a result of the first tournament fixed', fixed);
