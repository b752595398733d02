import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock.js';
import { CompetitionLookup } from '../common/competition-lookup.js';
import { Fight } from '../fights/fight.entity.js';
import type { FightRowView } from '../fights/fight.view.js';
import { areaFightsView } from '../rings/area.view.js';
import { poolViewsOf, stageViewsOf } from '../stages/stage.view.js';
import { assertCanViewTournament } from '../tournaments/tournament-access.js';
import type { SessionUser } from '../users/user.view.js';
import { readCategoryStandings } from './category-results.reader.js';
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
    private readonly lookup: CompetitionLookup,
    private readonly clock: Clock,
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
          fights: pool.fights.map((f) => this.printedFight(f, lang)),
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
    const { tournament, area } = await this.lookup.area(id);
    assertCanViewTournament(user, tournament);
    const now = this.clock.now();
    const fights = await this.db
      .getRepository(Fight)
      .find({ where: { areaId: area.id }, order: { areaOrder: 'ASC', index: 'ASC' } });
    const view = await areaFightsView(this.db.manager, tournament, area, fights, now.getTime());
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

  async categoryResults(
    id: string,
    user: SessionUser | undefined,
    lang: PrintLanguagePack,
  ): Promise<PrintedDocument> {
    const { tournament, nomination } = await this.lookup.nomination(id);
    assertCanViewTournament(user, tournament);
    const standings = await readCategoryStandings(this.db.manager, nomination);
    const criterion = (key: string) => standings.criterion(key, lang.language);
    const nameOf = new Map(standings.rows.map((r) => [r.fighterId, r.fighter.name]));
    const data = await categoryResultsPdf(
      {
        tournament: tournament.title,
        category: nomination.title,
        ratingMode: lang.ratingMode(standings.mode),
        criteria: standings.rows[0]
          ? Object.keys(standings.rows[0].values).map((key) => criterion(key).label)
          : [],
        rows: standings.rows.map((row) => ({
          place: row.place,
          name: row.fighter.name,
          club: row.fighter.club?.title ?? '',
          fights: row.stats.fights,
          wins: row.stats.wins,
          losses: row.stats.losses,
          draws: row.stats.draws,
          pointsFor: row.stats.pointsFor,
          pointsAgainst: row.stats.pointsAgainst,
          why: row.separation
            ? `${criterion(row.separation.criterion).better} (${round(row.separation.value)} / ${round(
                row.separation.nextValue,
              )}) — ${nameOf.get(row.separation.nextFighterId) ?? ''}`
            : row.tiedWith.length > 0
              ? `${lang.labels.tiedWith}: ${row.tiedWith.map((id) => nameOf.get(id) ?? '').join(', ')}`
              : '',
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
