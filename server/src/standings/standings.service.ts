import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import { categoryFigures, fightersFigures } from '@hema/shared/competition/statistics';
import type {
  stageStandingsSchema,
  standingsTableSchema,
  statisticsSchema,
  summarySchema,
} from '@hema/shared/contracts/standings';
import { StageLookup } from '../stages/stage-lookup.js';
import { fighterDirectory, type FighterView } from '../fights/fight.view.js';
import { FightsRepository } from '../fights/fights.repository.js';
import { Nomination } from '../nominations/nomination.entity.js';
import { groupTitleOf } from '../stages/pool.entity.js';
import { stageRef } from '../stages/stage.view.js';
import { assertCanViewTournament, type Viewer } from '../common/tournament-access.js';
import { StandingsReader, type RankedTable } from '../stages/standings-reader.js';

type TableView = z.input<typeof standingsTableSchema>;

const nobody = (id: string): FighterView => ({ _id: id, name: '', club: null });

/** Public reads of results: pool tables, stage tables, the category's standings and statistics, the summary. */
@Injectable()
export class StandingsService {
  constructor(
    private readonly db: DataSource,
    private readonly lookup: StageLookup,
    private readonly reader: StandingsReader,
    private readonly fights: FightsRepository,
  ) {}

  async pool(id: string, user: Viewer | undefined): Promise<TableView> {
    const { tournament, nomination, stage, pool } = await this.lookup.pool(id);
    assertCanViewTournament(user, tournament);
    const table = await this.reader.poolTable(pool, stage, nomination);
    return (await this.tableViews([table], nomination))[0];
  }

  async stage(id: string, user: Viewer | undefined): Promise<z.input<typeof stageStandingsSchema>> {
    const { tournament, nomination, stage } = await this.lookup.stage(id);
    assertCanViewTournament(user, tournament);
    const tables = await this.reader.stageTables(stage, nomination);
    return { stageId: stage.id, type: stage.type, tables: await this.tableViews(tables, nomination) };
  }

  async nomination(id: string, user: Viewer | undefined): Promise<TableView> {
    const { tournament, nomination } = await this.lookup.nomination(id);
    assertCanViewTournament(user, tournament);
    const table = await this.reader.categoryTable(nomination);
    return (await this.tableViews([table], nomination))[0];
  }

  async statistics(id: string, user: Viewer | undefined): Promise<z.input<typeof statisticsSchema>> {
    const { tournament, nomination } = await this.lookup.nomination(id);
    assertCanViewTournament(user, tournament);
    const [entrants, results] = await Promise.all([
      this.reader.entrants(nomination.id),
      this.fights.results({ nominationId: nomination.id }),
    ]);
    const records = results.map((r) => r.record);
    const figures = fightersFigures(entrants, records);
    const dropped = new Set(entrants.filter((e) => e.droppedOut).map((e) => e.id));
    const names = await fighterDirectory(
      this.db.manager,
      figures.map((f) => f.fighterId),
    );
    return {
      category: categoryFigures(records),
      fighters: figures
        .map(({ fighterId, ...rest }) => ({
          fighter: names.get(fighterId) ?? nobody(fighterId),
          ...rest,
          droppedOut: dropped.has(fighterId),
        }))
        // Most fights first, then the better win rate: the people the category was about come first.
        .sort(
          (a, b) =>
            b.fights - a.fights || b.winRate - a.winRate || a.fighter.name.localeCompare(b.fighter.name),
        ),
    };
  }

  /**
   * Each category's medallists from its stage marked "to the finals" (the last one so marked) and the final places:
   * the finals stage places its fighters, the others follow by the last stage they fought in (shared/'s
   * categoryPlaces).
   */
  async summary(key: string, user: Viewer | undefined): Promise<z.input<typeof summarySchema>> {
    const tournament = await this.lookup.tournamentByKey(key);
    assertCanViewTournament(user, tournament);
    const nominations = await this.db.manager.find(Nomination, {
      where: { tournamentId: tournament.id },
      order: { index: 'ASC', createdAt: 'ASC' },
    });
    const categories = [];
    for (const nomination of nominations)
      categories.push(await this.categorySummary(this.db.manager, nomination));
    return { categories };
  }

  /**
   * One category's medallists and final places (shared/'s categoryResults through the reader): the summary, the
   * results job (ratings, achievements) and print-outs read this.
   */
  async categorySummary(manager: EntityManager, nomination: Nomination) {
    const { stages, results } = await this.reader.categoryResults(nomination, manager);
    const names = await fighterDirectory(
      manager,
      results.places.map((p) => p.fighterId),
    );
    const view = (p: (typeof results.places)[number]) => ({
      fighter: names.get(p.fighterId) ?? nobody(p.fighterId),
      place: p.place,
      stage: stageRef(stages[p.stage]),
    });
    return {
      nomination: { _id: nomination.id, title: nomination.title },
      finalsStage: results.finalsStage === null ? null : stageRef(stages[results.finalsStage]),
      finished: results.finished,
      medallists: results.medallists.map(view),
      places: results.places.map(view),
    };
  }

  async tableViews(tables: RankedTable[], nomination: Nomination): Promise<TableView[]> {
    const entrants = await this.reader.entrants(nomination.id);
    const dropped = new Set(entrants.filter((e) => e.droppedOut).map((e) => e.id));
    const names = await fighterDirectory(
      this.db.manager,
      tables.flatMap((t) => t.rows.map((r) => r.fighterId)),
    );
    return tables.map((table) => ({
      poolId: table.pool?.id ?? null,
      group: table.pool ? groupTitleOf(table.pool) : null,
      ranking: table.ranking,
      mode: nomination.ratingMode,
      criteria: table.criteria,
      combined: table.combined,
      fights: table.fights,
      finished: table.finished,
      rows: table.rows.map(({ fighterId, stats, ...row }) => {
        const { fighterId: _same, ...figures } = stats;
        return {
          fighter: names.get(fighterId) ?? nobody(fighterId),
          ...row,
          stats: figures,
          droppedOut: dropped.has(fighterId),
        };
      }),
    }));
  }
}
