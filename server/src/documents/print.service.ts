import { Injectable } from '@nestjs/common';
import { finalLabel } from '@hema/shared/competition/elimination';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock.js';
import { RingLookup } from '../rings/ring-lookup.js';
import { StageLookup } from '../stages/stage-lookup.js';
import { Fight } from '../fights/fight.entity.js';
import { fighterDirectory, type FightRowView } from '../fights/fight.view.js';
import { areaFightsView } from '../rings/area.view.js';
import { poolViewsOf, stageViewsOf } from '../stages/stage.view.js';
import { fightStageNames } from '../stages/ring-fight-stages.js';
import { StandingsReader, type RankedLine } from '../stages/standings-reader.js';
import { assertCanViewTournament } from '../common/tournament-access.js';
import type { SessionUser } from '../users/user.view.js';
import { printedCriterion } from './printed-criteria.js';
import { categoryResultsPdf } from './pdf/category-results.js';
import { poolSheetPdf } from './pdf/pool-sheet.js';
import { ringSchedulePdf } from './pdf/ring-schedule.js';
import { readTeamPoolSheet } from './team-pool-sheet.reader.js';
import { stageBracketPdf, type PrintedFight } from './pdf/stage-bracket.js';
import type { PrintLanguagePack } from './print-language.js';

/** A print-out: its bytes and the file name it downloads under. */
export interface PrintedDocument {
  name: string;
  data: Buffer;
}

const BRACKETS = new Set(['ELIMINATION', 'ELIMINATION_DOUBLE']);

/**
 * The print-outs of spec §7 (`GET {resource}/{id}/print`): pool sheet, stage, ring schedule, category results. Each
 * is readable by whoever may read the resource itself (a hidden tournament's only by its organizer and admins).
 */
@Injectable()
export class PrintService {
  constructor(
    private readonly db: DataSource,
    private readonly lookup: StageLookup,
    private readonly rings: RingLookup,
    private readonly clock: Clock,
    private readonly reader: StandingsReader,
  ) {}

  async poolSheet(
    id: string,
    user: SessionUser | undefined,
    lang: PrintLanguagePack,
  ): Promise<PrintedDocument> {
    const { tournament, nomination, stage, pool } = await this.lookup.pool(id);
    assertCanViewTournament(user, tournament);
    const now = this.clock.now();
    const [view] = await poolViewsOf(this.db.manager, { poolIds: [pool.id] }, now.getTime());
    const position = new Map(view.fighters.map((f, i) => [f._id, i + 1]));
    const title = lang.group(view.group);
    const matches = view.fights.filter((f) => !f.isBye);
    const teams = nomination.isTeam
      ? await readTeamPoolSheet(
          this.db.manager,
          nomination,
          view.fighters.map((f) => f._id),
          matches.map((f) => f._id),
        )
      : undefined;
    const data = await poolSheetPdf(
      {
        tournament: tournament.title,
        category: nomination.title,
        stage: lang.stage({ type: stage.type, index: stage.index, label: stage.label || null }),
        pool: title,
        fighters: view.fighters.map((f) => ({ name: f.name, club: f.club?.title ?? '' })),
        bouts: matches.map((f) => ({
          position1: f.fighter1 ? (position.get(f.fighter1._id) ?? null) : null,
          position2: f.fighter2 ? (position.get(f.fighter2._id) ?? null) : null,
          name1: f.fighter1?.name ?? '',
          name2: f.fighter2?.name ?? '',
          ring: f.area?.title ?? '',
        })),
        ...(teams ? { teams } : {}),
      },
      lang,
      now,
    );
    return { name: `${nomination.title} ${title}`, data };
  }

  async stageBracket(
    id: string,
    user: SessionUser | undefined,
    lang: PrintLanguagePack,
  ): Promise<PrintedDocument> {
    const { tournament, nomination, stage } = await this.lookup.stage(id);
    assertCanViewTournament(user, tournament);
    const now = this.clock.now();
    const [view] = await stageViewsOf(this.db.manager, [stage], now.getTime());
    const stageTitle = lang.stage({ type: stage.type, index: stage.index, label: stage.label || null });
    const data = await stageBracketPdf(
      {
        tournament: tournament.title,
        category: nomination.title,
        stage: stageTitle,
        bracket: BRACKETS.has(stage.type),
        groups: view.pools.map((pool) => ({
          title: lang.group(pool.group),
          floor: pool.floor,
          round: pool.round,
          side: pool.side,
          fights: pool.fights.map((f) => ({
            ...this.printedFight(f, lang),
            // Single elimination's finals: the final is for gold, the other fight for bronze (spec §9 finalLabel).
            label:
              stage.type === 'ELIMINATION' && pool.side === 2 && f.bracketKey
                ? lang.labels[`${finalLabel(Number(f.bracketKey.split('-f')[1]))}Fight`]
                : '',
          })),
        })),
      },
      lang,
      now,
    );
    return { name: `${nomination.title} ${stageTitle}`, data };
  }

  async ringSchedule(
    id: string,
    user: SessionUser | undefined,
    lang: PrintLanguagePack,
  ): Promise<PrintedDocument> {
    const { tournament, area } = await this.rings.area(id);
    assertCanViewTournament(user, tournament);
    const now = this.clock.now();
    const fights = await this.db
      .getRepository(Fight)
      .find({ where: { areaId: area.id }, order: { areaOrder: 'ASC', index: 'ASC' } });
    const view = await areaFightsView(
      this.db.manager,
      tournament,
      area,
      fights,
      now.getTime(),
      fightStageNames,
    );
    const data = await ringSchedulePdf(
      {
        tournament: tournament.title,
        ring: area.title,
        fights: view.fights.map((f) => ({
          category: f.nomination?.title ?? '',
          where: [
            f.stage ? lang.stage({ type: f.stage.type, index: f.stage.index, label: f.stage.label }) : '',
            f.pool ? lang.group(f.pool.group) : '',
          ]
            .filter(Boolean)
            .join(' · '),
          name1: f.fighter1?.name ?? '',
          name2: f.fighter2?.name ?? '',
          status: lang.status(f.status),
          score: f.status === 'scheduled' ? '' : `${f.score1} : ${f.score2}`,
        })),
      },
      lang,
      now,
    );
    return { name: `${tournament.title} ${area.title}`, data };
  }

  /**
   * A category's results: the same table as its Standings tab (StandingsReader.categoryTable) — the final places
   * and medals of categoryResults once any is decided, else the live ranking by the rating mode — with why.
   */
  async categoryResults(
    id: string,
    user: SessionUser | undefined,
    lang: PrintLanguagePack,
  ): Promise<PrintedDocument> {
    const { tournament, nomination } = await this.lookup.nomination(id);
    assertCanViewTournament(user, tournament);
    const table = await this.reader.categoryTable(nomination);
    const names = await fighterDirectory(
      this.db.manager,
      table.rows.map((r) => r.fighterId),
    );
    const nameOf = (fighterId: string) => names.get(fighterId)?.name ?? '';
    const criterion = (key: string) => printedCriterion(nomination.ratingMode, key, lang.language);
    const l = lang.labels;
    const orderedBy =
      table.ranking === 'CATEGORY'
        ? l.finalPlaces
        : `${l.ratingMode}: ${lang.ratingMode(nomination.ratingMode)} — ${l.orderedBy}: ${table.criteria
            .map((c) => criterion(c.key).label)
            .join(', ')}`;
    const why = (row: RankedLine): string => {
      if (row.bracket) {
        const { reason, round: outIn, floor } = row.bracket;
        if (reason === 'final') return row.place === 1 ? l.wonFinal : l.lostFinal;
        if (reason === 'bronze') return row.place === 3 ? l.wonBronze : l.lostBronze;
        if (reason === 'eliminated') return `${floor ? l.outInLowerRound : l.outInRound} ${outIn ?? ''}`;
        return l.stillIn;
      }
      if (row.separation)
        return `${criterion(row.separation.criterion).better} (${round(row.separation.value)} / ${round(
          row.separation.nextValue,
        )}) — ${nameOf(row.separation.nextFighterId)}`;
      if (row.tiedWith.length > 0) return `${l.tiedWith}: ${row.tiedWith.map(nameOf).join(', ')}`;
      return '';
    };
    const data = await categoryResultsPdf(
      {
        tournament: tournament.title,
        category: nomination.title,
        orderedBy,
        rows: table.rows.map((row) => ({
          place: row.place,
          name: nameOf(row.fighterId),
          club: names.get(row.fighterId)?.club?.title ?? '',
          fights: row.stats.fights,
          wins: row.stats.wins,
          losses: row.stats.losses,
          draws: row.stats.draws,
          pointsFor: row.stats.pointsFor,
          pointsAgainst: row.stats.pointsAgainst,
          why: [row.medal ? l[row.medal] : '', why(row)].filter(Boolean).join(' — '),
        })),
      },
      lang,
      this.clock.now(),
    );
    return { name: `${tournament.title} ${nomination.title}`, data };
  }

  private printedFight(f: FightRowView, lang: PrintLanguagePack): PrintedFight {
    const name1 = f.fighter1?.name ?? '';
    const name2 = f.fighter2?.name ?? '';
    return {
      name1,
      name2,
      score1: f.score1,
      score2: f.score2,
      isBye: f.isBye,
      outcome:
        f.status === 'cancelled'
          ? lang.status('cancelled')
          : f.status === 'finished'
            ? lang.result(f.result, name1, name2)
            : '',
    };
  }
}

function round(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}
