import type { Stage } from '@hema/shared/contracts/stages';
import type { GroupTitle } from '@hema/shared/competition/group-title';
import type { LiveFighter } from '@hema/shared/realtime/protocol';
import { h } from './dom.js';
import type { FightBook, StreamFight } from './fight-book.js';
import { fightLine, type FightLine } from './fight-line.js';
import type { StreamWords } from './stream-words.js';

export interface PathStep {
  group: GroupTitle | null;
  line: FightLine;
  /** The fighter's side in this fight. */
  own: 1 | 2;
  /** The fighter's next fight (the first one not over). */
  next: boolean;
}

export interface PathModel {
  fighter: LiveFighter | null;
  steps: PathStep[];
  /** Where the path ended: still in, out, or the bracket's winner. */
  outcome: 'in' | 'eliminated' | 'champion';
}

const has = (fight: StreamFight, fighterId: string) =>
  fight.fighter1?._id === fighterId ? 1 : fight.fighter2?._id === fighterId ? 2 : 0;

/** The bracket's last fight: the first of the finals (the gold fight, spec §9) that feeds no other. */
const isFinal = (fight: StreamFight, pool: Stage['pools'][number] | undefined) =>
  pool?.side === 2 && fight.index === 0 && fight.nextBracketKey === null;

/**
 * A fighter's path through the stage's bracket: their fights round by round with the results, and the next one.
 * The bracket moves a winner into the next fight's slot as soon as a fight ends (shared/competition/elimination.ts),
 * so the fights that name the fighter are their path; byes are left out, as nobody fought them.
 */
export function pathModel(
  stage: Pick<Stage, 'pools'>,
  book: FightBook,
  fighterId: string,
  words: StreamWords,
): PathModel {
  const pools = new Map(stage.pools.map((pool) => [pool._id, pool]));
  const order = (f: StreamFight) => {
    const pool = pools.get(f.poolId);
    // Upper rounds, then lower rounds, finals last: the order the fighter met them in.
    return pool ? [pool.side === 2 ? 1 : 0, pool.round, pool.floor, f.index] : [2, 0, 0, f.index];
  };
  const fights = book
    .all()
    .filter((f) => pools.has(f.poolId) && has(f, fighterId) && !f.isBye && f.view.status !== 'cancelled')
    .sort((a, b) => {
      const [x, y] = [order(a), order(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || x[3] - y[3];
    });
  const nextAt = fights.findIndex((f) => f.view.status !== 'finished');
  const steps = fights.map((fight, i) => ({
    group: pools.get(fight.poolId)?.group ?? null,
    line: fightLine(fight, words),
    own: has(fight, fighterId) as 1 | 2,
    next: i === nextAt,
  }));
  const fighter =
    fights.map((f) => (has(f, fighterId) === 1 ? f.fighter1 : f.fighter2)).find(Boolean) ?? null;
  const last = steps.at(-1);
  const outcome =
    nextAt >= 0 || !last
      ? 'in'
      : last.line.sides[last.own - 1].lost
        ? 'eliminated'
        : isFinal(fights.at(-1)!, pools.get(fights.at(-1)!.poolId))
          ? 'champion'
          : 'in';
  return { fighter, steps, outcome };
}

export function pathView(model: PathModel, words: StreamWords): HTMLElement {
  return h(
    'section',
    { class: 'board path', 'data-outcome': model.outcome },
    h(
      'header',
      { class: 'board-title path-title' },
      h('span', { class: 'path-name' }, model.fighter?.name ?? ''),
      model.fighter?.club ? h('span', { class: 'path-club' }, model.fighter.club) : null,
      h('span', { class: 'path-kind' }, words.pathTitle),
    ),
    h(
      'ol',
      { class: 'steps' },
      model.steps.map((step) => {
        const own = step.line.sides[step.own - 1];
        const other = step.line.sides[2 - step.own];
        const state = own.won ? 'won' : own.lost ? 'lost' : step.next ? 'next' : 'other';
        return h(
          'li',
          { class: `step ${state}`, 'data-phase': step.line.phase },
          h('span', { class: 'step-round' }, step.group ? words.group(step.group) : ''),
          h(
            'span',
            { class: 'step-opponent' },
            other.fighter ? other.fighter.name : step.next ? words.waiting : other.placeholder,
          ),
          h(
            'span',
            { class: 'step-score' },
            own.score === null ? (step.next ? words.next : '') : `${own.score} : ${other.score ?? 0}`,
          ),
          step.line.phase === 'live' ? h('span', { class: 'live-mark' }, words.live) : null,
        );
      }),
    ),
    model.outcome !== 'in'
      ? h(
          'p',
          { class: `path-outcome ${model.outcome}` },
          model.outcome === 'champion' ? words.champion : words.eliminated,
        )
      : null,
  );
}
