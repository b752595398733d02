import { Controller, Logger, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  compareFeedPositions,
  feedContract,
  feedPositionSchema,
  type FeedMessage,
  type PublicRingFights,
  type PublicTournament,
} from '@hema/shared/contracts/feed';
import type { ParsedBodyOf, ParsedQueryOf } from '@hema/shared/contracts/endpoint';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { MAX_FIGHTS_PER_SUBSCRIBE } from '@hema/shared/realtime/live-limits';
import { room } from '@hema/shared/realtime/protocol';
import { AppError, notFound } from '../common/app-error.js';
import { CurrentUser } from '../common/current-user.decorator.js';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import { VIEW_BUILDER } from '../common/tournament-access.js';
import { parseId } from '../common/validation.js';
import { FightStateRepository, NO_SCOPES, toState } from '../fights/fight-state.repository.js';
import { areaView } from '../rings/area.view.js';
import { StageLookup } from '../stages/stage-lookup.js';
import { StandingsService } from '../standings/standings.service.js';
import { TournamentLookup } from '../tournaments/tournament-lookup.js';
import type { SessionUser } from '../users/user.view.js';
import { CachedReads, viewTournament, type KeptRead, type ReadBuild } from '../views/cached-reads.js';
import { openEventStream, reportShortcutOff } from '../transport/index.js';
import { etagOf, PreparedAnswer } from '../views/prepared-answer.js';
import { ApiKeysService } from './api-keys.service.js';
import { FeedLog, type Positioned } from './feed-log.js';
import { FeedReads } from './feed-reads.js';
import { FeedStream } from './feed-stream.js';
import { PublicAccess } from './public-access.js';

const TAG = 'open feed';
/** How old a kept fight's `serverTime` may get before it is stamped again (as fights.controller.ts). */
const RESTAMP_MS = 250;

/**
 * The open feed (issue 33 item 3): the Server-Sent Events stream and the read-only REST API of public tournaments
 * under /api/public/v1, and the organizer's API keys. Reads come from the view cache (ETag, 304) under the same keys
 * as the app's own reads where the shape is the same (a fight, a category's standings), so they cost nothing more.
 */
@Controller()
export class FeedController {
  private readonly logger = new Logger('FeedController');
  constructor(
    private readonly feedReads: FeedReads,
    private readonly reads: CachedReads,
    private readonly access: PublicAccess,
    private readonly log: FeedLog,
    private readonly keys: ApiKeysService,
    private readonly states: FightStateRepository,
    private readonly tournaments: TournamentLookup,
    private readonly stages: StageLookup,
    private readonly standings: StandingsService,
  ) {}

  @Endpoint(feedContract.tournament, TAG)
  async tournament(@Param('key') key: string, @Req() req: Request, @Res() res: Response) {
    await this.answer(req, res, `feed.tournament:${key}`, () => this.buildTournament(key));
  }

  @Endpoint(feedContract.rings, TAG)
  async rings(@Param('key') key: string, @Req() req: Request, @Res() res: Response) {
    await this.answer(req, res, `feed.rings:${key}`, async () => {
      const tournament = await this.tournaments.tournamentByKey(key);
      const items = (await this.feedReads.ringsOf(tournament.id)).map(areaView);
      return {
        answer: { items },
        tags: [room.tournament(tournament.id)],
        tournament: viewTournament(tournament),
      };
    });
  }

  @Endpoint(feedContract.ringFights, TAG)
  async ringFights(@Param('id') id: string, @Req() req: Request, @Res() res: Response) {
    const areaId = parseId(id, 'Ring');
    await this.answer(req, res, `feed.ringFights:${areaId}`, () => this.buildRing(areaId), 'Ring');
  }

  /** Kept under the app's own key of a fight's state (fights.controller.ts builds the same answer). */
  @Endpoint(feedContract.fight, TAG)
  async fight(@Param('id') id: string, @Req() req: Request, @Res() res: Response) {
    const fightId = parseId(id, 'Fight');
    await this.answer(
      req,
      res,
      `fights.state:${fightId}`,
      async () => {
        const [row] = await this.states.rowsByIds([fightId]);
        if (!row) throw notFound('Fight');
        const state = toState(row);
        return {
          answer: new PreparedAnswer(
            (now) => JSON.stringify({ ...state, serverTime: now }),
            etagOf(`${row.id}:${row.version}`),
            RESTAMP_MS,
          ),
          tags: [room.fight(fightId)],
          tournament: { id: row.tournamentId, authorId: row.authorId, status: row.tournamentStatus },
        };
      },
      'Fight',
    );
  }

  /** Kept under the app's own key of a category's standings (standings.controller.ts builds the same answer). */
  @Endpoint(feedContract.standings, TAG)
  async standingsOf(@Param('id') id: string, @Req() req: Request, @Res() res: Response) {
    await this.answer(
      req,
      res,
      `standings.nomination:${id}`,
      async () => {
        const { tournament, nomination } = await this.stages.nomination(id);
        const answer = await this.standings.nomination(nomination.id, VIEW_BUILDER);
        return { answer, tags: [room.nomination(nomination.id)], tournament: viewTournament(tournament) };
      },
      'Category',
    );
  }

  /**
   * The stream. Without a position: `ready`, the current state of the rings in scope (each ring and its fights, all
   * at the position the stream starts from), then every change. With one (`Last-Event-ID`, else `?from=`): `ready`,
   * every change after it, then on live; `reset` and the fresh start when the position cannot be resumed here.
   */
  @Endpoint(feedContract.feed, TAG)
  async feed(
    @Param('key') key: string,
    @ValidQuery() query: ParsedQueryOf<typeof feedContract.feed>,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    const tournament = await this.tournaments.tournamentByKey(key);
    await this.access.admit(req, tournament);
    const ringId = query.ring ? await this.feedReads.ringOf(tournament.id, query.ring) : null;
    const from = this.positionOf(req, query.from);
    await this.log.whenReady();

    const sink = openEventStream(
      res,
      {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        // nginx would otherwise hold the messages back to fill its buffer.
        'X-Accel-Buffering': 'no',
      },
      (differences) => reportShortcutOff(this.logger, 'feed-frames-to-socket', differences),
    );

    // Entries that arrive while the start is read wait here, so none falls between the start and the live part.
    let waiting: Positioned[] | null = [];
    let sentUpTo: string;
    const stream = new FeedStream(sink, () => unlisten());
    const inScope = (entry: Positioned) =>
      ringId === null ||
      (entry.type === 'fight' && entry.rings.includes(ringId)) ||
      (entry.type === 'ring' && entry.ringId === ringId) ||
      entry.type === 'standings' ||
      entry.type === 'hidden';
    const deliver = (entry: Positioned) => {
      if (entry.type === 'hidden') {
        stream.send(reset(entry.position, 'tournament-hidden'));
        stream.close();
      } else if (inScope(entry)) stream.send(entry);
    };
    /** Set while live entries may still be ones the client had (this replica behind the position it named). */
    let seen: string | null = null;
    const unlisten = this.log.listen(tournament.id, (entry) => {
      if (entry.type === 'interrupted') {
        stream.send(reset(entry.position, 'feed-interrupted'));
        stream.close();
      } else if (waiting) waiting.push(entry);
      else if (seen === null || compareFeedPositions(entry.position, seen) > 0) {
        seen = null;
        deliver(entry);
      }
    });
    req.on('close', () => stream.close());

    try {
      const head = this.log.head();
      const resumed = from === null ? null : this.log.since(tournament.id, from);
      if (resumed) {
        stream.send({ type: 'ready', position: from!, tournamentId: tournament.id, ringId, resumed: true });
        for (const entry of resumed) deliver(entry);
        sentUpTo = resumed[resumed.length - 1]?.position ?? from!;
      } else {
        if (from !== null) stream.send(reset(head, 'position-too-old'));
        stream.send({ type: 'ready', position: head, tournamentId: tournament.id, ringId, resumed: false });
        for (const message of await this.snapshot(tournament.id, ringId, head)) stream.send(message);
        sentUpTo = head;
      }
      const queued = waiting;
      waiting = null;
      seen = sentUpTo;
      for (const entry of queued) if (compareFeedPositions(entry.position, sentUpTo) > 0) deliver(entry);
    } catch (error) {
      // The stream has begun: no error answer can follow it. The client reconnects and starts again.
      this.logger.error(`open feed stream failed: ${error instanceof Error ? error.message : String(error)}`);
      stream.close();
    }
  }

  @Endpoint(feedContract.listKeys, TAG)
  listKeys(@Param('id') id: string, @ValidQuery() query: ListQueryParams, @CurrentUser() user?: SessionUser) {
    return this.keys.list(id, user, query);
  }

  @Endpoint(feedContract.createKey, TAG)
  createKey(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof feedContract.createKey>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.keys.create(id, user, body);
  }

  @Endpoint(feedContract.revokeKey, TAG)
  revokeKey(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.keys.revoke(id, user);
  }

  /** A kept public read: the tournament must be public and the request within its limit, then 304 or the body. */
  private async answer(
    req: Request,
    res: Response,
    key: string,
    build: () => Promise<ReadBuild>,
    missing = 'Tournament',
  ) {
    const kept: KeptRead = await this.reads.read(key, build);
    await this.access.admit(req, kept.tournament, missing);
    kept.answer.send(req, res);
  }

  private async buildTournament(key: string): Promise<ReadBuild> {
    const tournament = await this.tournaments.tournamentByKey(key);
    const categories = await this.feedReads.categoriesOf(tournament.id);
    const answer: PublicTournament = {
      _id: tournament.id,
      idString: tournament.idString,
      title: tournament.title,
      status: tournament.status,
      dateStart: tournament.dateStart,
      dateEnd: tournament.dateEnd,
      rings: (await this.feedReads.ringsOf(tournament.id)).map(areaView),
      categories: categories.map((n) => ({ _id: n.id, title: n.title })),
    };
    return { answer, tags: [room.tournament(tournament.id)], tournament: viewTournament(tournament) };
  }

  private async buildRing(areaId: string): Promise<ReadBuild> {
    const { area, tournament } = await this.feedReads.ringWithTournament(areaId);
    const { rows } = await this.states.live({ ...NO_SCOPES, areas: [areaId] }, MAX_FIGHTS_PER_SUBSCRIBE);
    const answer: PublicRingFights = { ring: areaView(area), fights: rows.map(toState) };
    const json = JSON.stringify(answer);
    // From the ring and the fights' versions, so every replica names a version of the ring alike.
    const etag = etagOf([area.title, area.index, ...rows.map((row) => `${row.id}:${row.version}`)].join(','));
    return {
      answer: new PreparedAnswer(() => json, etag),
      tags: [room.area(areaId)],
      tournament: viewTournament(tournament),
    };
  }

  /** The state a stream without a position starts from: the rings in scope and their fights, read now. */
  private async snapshot(
    tournamentId: string,
    ringId: string | null,
    position: string,
  ): Promise<FeedMessage[]> {
    const rings = (await this.feedReads.ringsOf(tournamentId)).filter(
      (ring) => ringId === null || ring.id === ringId,
    );
    if (rings.length === 0) return [];
    const { rows } = await this.states.live(
      { ...NO_SCOPES, areas: rings.map((ring) => ring.id) },
      MAX_FIGHTS_PER_SUBSCRIBE,
    );
    return [
      ...rings.map((ring): FeedMessage => ({
        type: 'ring',
        position,
        tournamentId,
        ringId: ring.id,
        ring: areaView(ring),
      })),
      ...rows.map((row): FeedMessage => ({
        type: 'fight',
        position,
        tournamentId,
        fightId: row.id,
        version: row.version,
        rings: row.areaId ? [row.areaId] : [],
        state: toState(row),
      })),
    ];
  }

  /** The position to resume after: the Last-Event-ID header (what EventSource sends), else `?from=`. */
  private positionOf(req: Request, from: string | undefined): string | null {
    const header = req.headers['last-event-id'];
    const value = typeof header === 'string' && header !== '' ? header : from;
    if (value === undefined) return null;
    const parsed = feedPositionSchema.safeParse(value);
    if (!parsed.success)
      throw new AppError(
        400,
        'feed/bad-position',
        `${value.slice(0, 40)} is not a feed position (like 1764421234567-0)`,
      );
    return parsed.data;
  }
}

function reset(
  position: string,
  reason: 'position-too-old' | 'feed-interrupted' | 'tournament-hidden',
): FeedMessage {
  const messages = {
    'position-too-old': 'The feed cannot continue from that position: start again from the current state',
    'feed-interrupted': 'The feed lost track of changes: fetch the state again over REST and reconnect',
    'tournament-hidden': 'The tournament is no longer public',
  };
  return { type: 'reset', position, reason, message: messages[reason] };
}
