import type { Stage } from '@hema/shared/contracts/stages';
import type { GroupTitle } from '@hema/shared/competition/group-title';
import { finalsLabel } from '@hema/shared/ui-rules/stage-title';
import { h } from './dom.js';
import type { FightBook, StreamFight } from './fight-book.js';
import { fightBox, fightLine, type FightLine } from './fight-line.js';
import type { Link } from './connectors.js';
import type { StreamWords } from './stream-words.js';

/** One column of the drawn bracket: a round (both halves), or the finals. */
export interface BracketColumn {
  key: string;
  title: GroupTitle;
  finals: boolean;
  fights: FightLine[];
}

export interface BracketModel {
  title: string;
  /** Upper bracket first, then the lower one (double elimination). */
  floors: BracketColumn[][];
  /** Winner paths between shown fights (`nextBracketKey`/`nextSlot` of the stage's rows), by the fight they leave. */
  links: Map<string, Link>;
}

/** Which shown fight each shown fight's winner goes to, and in which slot. */
export function bracketLinks(fights: readonly StreamFight[], shown: ReadonlySet<string>): Map<string, Link> {
  const byKey = new Map(fights.filter((f) => f.bracketKey !== null).map((f) => [f.bracketKey, f]));
  const links = new Map<string, Link>();
  for (const fight of fights) {
    const next = fight.nextBracketKey === null ? undefined : byKey.get(fight.nextBracketKey);
    if (!next || !shown.has(fight.fightId) || !shown.has(next.fightId)) continue;
    links.set(fight.fightId, { from: fight.fightId, to: next.fightId, slot: fight.nextSlot });
  }
  return links;
}

/**
 * The stage's bracket as columns, winners filled in from the live states. The columns are the stage's groups (spec
 * §3: floor, round, side), as the site's bracket page lays them out; `top` keeps only the columns with at most
 * top/2 fights (top 8 = quarter-finals on) and the finals (the final and the bronze fight), 0 keeps all.
 */
export function bracketModel(
  stage: Pick<Stage, 'pools' | 'type'>,
  book: FightBook,
  top: number,
  words: StreamWords,
  title = '',
): BracketModel {
  const floors = new Map<number, BracketColumn[]>();
  const pools = [...stage.pools].sort(
    (a, b) =>
      a.floor - b.floor ||
      (a.side === 2 ? 1 : 0) - (b.side === 2 ? 1 : 0) ||
      a.round - b.round ||
      a.side - b.side,
  );
  for (const pool of pools) {
    const fights = book
      .all()
      .filter((f) => f.poolId === pool._id)
      .sort((a, b) => a.index - b.index);
    const columns = floors.get(pool.floor) ?? [];
    floors.set(pool.floor, columns);
    const key = `${pool.floor}-${pool.side === 2 ? 'finals' : 'round'}-${pool.round}`;
    let column = columns.find((c) => c.key === key);
    if (!column) {
      column = { key, title: pool.group, finals: pool.side === 2, fights: [] };
      columns.push(column);
    }
    column.fights.push(...fights.map((fight) => fightLine(fight, words)));
  }
  const shown = [...floors.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, columns]) => columns.filter((c) => top === 0 || c.finals || c.fights.length <= top / 2))
    .filter((columns) => columns.length > 0);
  const ids = new Set(shown.flatMap((columns) => columns.flatMap((c) => c.fights.map((f) => f.fightId))));
  return { title, floors: shown, links: bracketLinks(book.all(), ids) };
}

function columnView(column: BracketColumn, model: BracketModel, words: StreamWords, medals: boolean) {
  return h(
    'div',
    { class: `column${column.finals ? ' finals' : ''}` },
    h('h2', { class: 'column-title' }, words.group(column.title)),
    h(
      'div',
      { class: 'column-fights' },
      column.fights.map((line, i) => {
        const box = fightBox(
          line,
          words,
          column.finals && medals && column.fights.length > 1
            ? finalsLabel(i) === 'gold'
              ? words.gold
              : words.bronze
            : undefined,
        );
        const link = model.links.get(line.fightId);
        if (link) {
          box.dataset.next = link.to;
          if (link.slot !== null) box.dataset.nextSlot = String(link.slot);
        }
        return box;
      }),
    ),
  );
}

/**
 * The rounds of each floor in a row (the upper bracket above the lower one), and the finals (the final and the
 * bronze fight, or the grand final) in one column on the right, across the floors: every winner's path then runs
 * left to right, and `drawConnectors` joins the boxes once the board is laid out.
 */
export function bracketView(model: BracketModel, words: StreamWords, medals: boolean): HTMLElement {
  const finals = model.floors.flatMap((columns) => columns.filter((c) => c.finals));
  const floors = model.floors
    .map((columns) => ({ floor: columns[0].key.split('-')[0], columns: columns.filter((c) => !c.finals) }))
    .filter((f) => f.columns.length > 0);
  return h(
    'section',
    { class: 'board bracket', 'aria-label': model.title || undefined },
    model.title ? h('h1', { class: 'board-title' }, model.title) : null,
    h(
      'div',
      { class: 'bracket-body' },
      floors.length > 0
        ? h(
            'div',
            { class: 'floors' },
            floors.map(({ floor, columns }) =>
              h(
                'div',
                { class: 'floor', 'data-floor': floor === '0' ? 'upper' : 'lower' },
                columns.map((column) => columnView(column, model, words, medals)),
              ),
            ),
          )
        : null,
      finals.length > 0
        ? h(
            'div',
            { class: 'floor finals-floor', 'data-floor': 'finals' },
            finals.map((column) => columnView(column, model, words, medals)),
          )
        : null,
    ),
  );
}
