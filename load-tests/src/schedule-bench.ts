/**
 * `npm run bench:schedule` (or `node load-tests/dist/schedule-bench.js --reseed N`): how good the live schedule's estimates are, on the demo history's event days.
 *
 * Builds every day of the demo history from the plan and the event-day model the seed writes the history with
 * (shared/src/schedule/demo-history-days.ts, event-day.ts — the same seeds, so the same fights and times as a fresh
 * start seeded today), then replays each day fight by fight: 30 minutes before a fight's real start it asks
 * estimateRing() for that fight's ring with what was known at that moment only — the tournament's finished fights,
 * the ring's running fight and its queue, the categories' rules, the published plan of the day (its start and the
 * lunch break) — and compares the estimate and its "not before" with the real start. No database, no server.
 * See docs/benchmarks.md "Schedule estimates".
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { historyEventDay, planDemoHistory } from '@hema/shared/schedule/demo-history-days';
import type { FoughtFight } from '@hema/shared/schedule/event-day';
import {
  estimateRing,
  type CategoryTiming,
  type FinishedSlot,
  type QueuedFight,
} from '@hema/shared/schedule/estimate';
import { percentile } from './stats.js';
import { REPO_ROOT } from './bench/children.js';

const MINUTE = 60_000;
const LEAD_MS = 30 * MINUTE;

interface Sample {
  weapon: string;
  /** Estimate minus the real start (ms). */
  error: number;
  /** The real start came before "not before". */
  early: boolean;
  /** Estimate minus "not before" (ms). */
  margin: number;
  /** The ring had started its day when the estimate was made. */
  underway: boolean;
  /** Fights before it on its ring at that moment (the running one included). */
  ahead: number;
}

/** Replays one day: one estimate per fight, made LEAD_MS before its real start. */
function replay(
  fights: readonly FoughtFight[],
  categories: ReadonlyMap<string, CategoryTiming & { weapon: string }>,
  breaks: readonly { from: number; to: number }[] | undefined,
): Sample[] {
  const byRing = new Map<number, FoughtFight[]>();
  for (const fight of fights) {
    const ring = byRing.get(fight.ring) ?? [];
    ring.push(fight);
    byRing.set(fight.ring, ring);
  }
  for (const list of byRing.values()) list.sort((a, b) => a.ringOrder - b.ringOrder);
  const samples: Sample[] = [];
  for (const fight of fights) {
    const now = fight.startedAt - LEAD_MS;
    const finished: FinishedSlot[] = fights
      .filter((f) => f.finishedAt <= now)
      .sort((a, b) => a.startedAt - b.startedAt)
      .map((f) => ({
        nominationId: f.nominationId,
        stageId: f.stageId,
        ringId: String(f.ring),
        startedAt: f.startedAt,
        finishedAt: f.finishedAt,
      }));
    const ring = byRing.get(fight.ring)!;
    const queue: QueuedFight[] = ring
      .filter((f) => f.finishedAt > now)
      .map((f) => ({
        fightId: f.fightId,
        nominationId: f.nominationId,
        stageId: f.stageId,
        startedAt: f.startedAt <= now ? f.startedAt : null,
      }));
    const estimate = estimateRing({ now, ringId: String(fight.ring), queue, finished, categories, breaks });
    const at = estimate.fights.findIndex((f) => f.fightId === fight.fightId);
    const mine = estimate.fights[at];
    if (mine?.estimatedStart == null || mine.notBefore == null)
      throw new Error(`no estimate for ${fight.fightId}`);
    samples.push({
      weapon: categories.get(fight.nominationId)!.weapon,
      error: mine.estimatedStart - fight.startedAt,
      early: fight.startedAt < mine.notBefore,
      margin: mine.estimatedStart - mine.notBefore,
      underway: ring[0].startedAt <= now,
      ahead: at,
    });
  }
  return samples;
}

interface Row {
  what: string;
  fights: number;
  medianAbsMin: number;
  p90AbsMin: number;
  biasMin: number;
  earlyPercent: number;
  marginMin: number;
}

function row(what: string, samples: readonly Sample[]): Row {
  const abs = Float64Array.from(samples, (s) => Math.abs(s.error)).sort();
  const signed = Float64Array.from(samples, (s) => s.error).sort();
  const margins = Float64Array.from(samples, (s) => s.margin).sort();
  return {
    what,
    fights: samples.length,
    medianAbsMin: percentile(abs, 50) / MINUTE,
    p90AbsMin: percentile(abs, 90) / MINUTE,
    biasMin: percentile(signed, 50) / MINUTE,
    earlyPercent: (100 * samples.filter((s) => s.early).length) / Math.max(1, samples.length),
    marginMin: percentile(margins, 50) / MINUTE,
  };
}

/** Every day of the history replayed; `reseed` draws the same days' fights from another stream. */
function replayHistory(reseed: number): {
  withPlan: Sample[];
  withoutPlan: Sample[];
  days: number;
  rings: number;
} {
  const plans = planDemoHistory(new Date());
  const withPlan: Sample[] = [];
  const withoutPlan: Sample[] = [];
  let rings = 0;
  for (const plan of plans) {
    const categories = plan.categories.map((category) => {
      const nominationId = `${plan.idString}/${category.weapon}`;
      const bouts = (category.size * (category.size - 1)) / 2;
      return {
        nominationId,
        stageId: `${nominationId}/pool`,
        fightIds: Array.from({ length: bouts }, (_, i) => `${nominationId}/${i}`),
        durationMs: category.durationMs,
        weapon: category.weapon,
      };
    });
    const fights = historyEventDay(
      reseed ? { ...plan, seed: plan.seed ^ Math.imul(reseed, 0x9e3779b1) } : plan,
      categories,
    );
    const timing = new Map(
      categories.map((c) => [c.nominationId, { durationMs: c.durationMs, weapon: c.weapon }]),
    );
    // The published plan: nothing starts before the day's start, nor during lunch.
    const breaks = [{ from: plan.dayStart - 24 * 60 * MINUTE, to: plan.dayStart }, plan.lunch];
    withPlan.push(...replay(fights, timing, breaks));
    if (!reseed) withoutPlan.push(...replay(fights, timing, undefined));
    rings += plan.rings;
  }
  return { withPlan, withoutPlan, days: plans.length, rings };
}

function main(): void {
  const started = performance.now();
  // `--reseed N`: also replay the history's days N times with other draws of the same model (not reported as the
  // history's figures; shows how much they owe to one draw).
  const reseedAt = process.argv.indexOf('--reseed');
  const reseeds = reseedAt > 0 ? Number(process.argv[reseedAt + 1] ?? 0) : 0;
  const { withPlan, withoutPlan, days, rings } = replayHistory(0);
  const rows: Row[] = [
    row('all fights (published day start and lunch known)', withPlan),
    row(
      '  ring under way when estimated',
      withPlan.filter((s) => s.underway),
    ),
    row(
      '  ring not started yet when estimated',
      withPlan.filter((s) => !s.underway),
    ),
    ...['Longsword', 'Sabre', 'Rapier', 'Messer'].map((weapon) =>
      row(
        `  ${weapon}`,
        withPlan.filter((s) => s.weapon === weapon),
      ),
    ),
    row('all fights, estimator not told the day start or lunch', withoutPlan),
  ];
  const fmt = (n: number) => n.toFixed(2);
  console.log(
    `Schedule estimates: ${days} event days, ${rings} ring-days, ${withPlan.length} fights; each estimated ` +
      `${LEAD_MS / MINUTE} minutes before its real start (${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
  );
  console.log(
    '| fights | n | median abs. error, min | p90 abs. error, min | median error, min | started before "not before" | median margin, min |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.what} | ${r.fights} | ${fmt(r.medianAbsMin)} | ${fmt(r.p90AbsMin)} | ${fmt(r.biasMin)} | ${r.earlyPercent.toFixed(1)} % | ${fmt(r.marginMin)} |`,
    );
  const main = rows[0];
  const pass = main.medianAbsMin <= 4 && main.earlyPercent <= 5;
  console.log(
    `\nTargets (issue 32): median absolute error ≤ 4 min: ${fmt(main.medianAbsMin)}; started before "not before" ≤ 5 %: ` +
      `${main.earlyPercent.toFixed(1)} % — ${pass ? 'met' : 'NOT met'}`,
  );
  if (reseeds > 0) {
    console.log(`\nThe same days drawn ${reseeds} more times (all fights, published plan known):`);
    for (let k = 1; k <= reseeds; k++) {
      const other = row(`draw ${k}`, replayHistory(k).withPlan);
      console.log(
        `  draw ${k}: median abs. error ${fmt(other.medianAbsMin)} min, p90 ${fmt(other.p90AbsMin)} min, ` +
          `before "not before" ${other.earlyPercent.toFixed(1)} %`,
      );
    }
  }
  const dir = join(REPO_ROOT, 'load-tests', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `schedule-${new Date().toISOString().slice(0, 10)}.json`),
    JSON.stringify(rows, null, 2),
  );
  if (!pass) process.exitCode = 1;
}

main();
