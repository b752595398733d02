import type { Generated } from 'kysely';
import type { Role } from '@hema/shared/auth/roles';
import type { TournamentStatus } from '@hema/shared/competition/tournament-status';
import type { FightResult, StageType } from '@hema/shared/domain-types';
import type { FightStatus } from '@hema/shared/fight/fight-context';
import type { PredictionSide } from '@hema/shared/rating/prediction-points';
import type { GroupTitleKey } from '@hema/shared/competition/group-title';
import type { NotificationChannel, NotificationLocale } from '@hema/shared/contracts/notifications';
import type { FighterColour } from '@hema/shared/ui-rules/fighter-colours';
import type { Exchange, ExchangeDecision } from '@hema/shared/fight/exchanges';
import type { PanelSeat } from '@hema/shared/fight/panel';
import type { AnnouncementAudience, AnnouncementLevel } from '@hema/shared/contracts/announcements';

/**
 * The tables as the migrations leave them, for typed SQL (Kysely). TypeORM's entities and migrations own the schema;
 * this file only describes it, and test/database-tables.test.ts compares every table, column, type, nullability and
 * default here with the migrated database's information_schema — so renaming or retyping a column without updating
 * this file fails a test, and every query that names the old column then fails to compile.
 *
 * A column is `'<Postgres type>[ null][ default]'`: `null` when it is nullable, `default` when an insert may leave it
 * out. Values arrive as node-postgres parses them (int8 as a string, date and timestamptz as Date).
 */
export const TABLES = {
  /** Owned by achievements/. */
  achievement: {
    id: 'uuid default',
    title: 'varchar',
    description: 'text default',
    icon: 'varchar',
    kind: 'varchar',
    rule: 'varchar',
    params: 'jsonb',
    zoneId: 'uuid null',
    createdAt: 'timestamptz default',
    updatedAt: 'timestamptz default',
  },
  /** Owned by achievements/. */
  achievement_award: {
    id: 'uuid default',
    achievementId: 'uuid',
    userId: 'uuid',
    season: 'varchar default',
    awardedAt: 'timestamptz default',
  },
  /** Owned by announcements/. */
  announcement: {
    id: 'uuid default',
    tournamentId: 'uuid',
    authorId: 'uuid null',
    level: 'varchar',
    audience: 'varchar',
    nominationId: 'uuid null',
    text: 'text',
    createdAt: 'timestamptz default',
    withdrawnAt: 'timestamptz null',
  },
  /** Owned by feed/. */
  api_key: {
    id: 'uuid default',
    tournamentId: 'uuid',
    createdById: 'uuid null',
    name: 'varchar',
    prefix: 'varchar',
    hash: 'varchar',
    idempotencyKey: 'varchar null',
    createdAt: 'timestamptz default',
    revokedAt: 'timestamptz null',
  },
  /** Owned by applications/. */
  application: {
    id: 'uuid default',
    tournamentId: 'uuid',
    nominationId: 'uuid',
    userId: 'uuid',
    state: 'varchar',
    paid: 'bool default',
    present: 'bool default',
    answers: 'jsonb default',
    refusalReason: 'text null',
    createdAt: 'timestamptz default',
    changedAt: 'timestamptz default',
    seenAt: 'timestamptz null',
    teamId: 'uuid null',
  },
  /** Owned by rings/. */
  area: {
    id: 'uuid default',
    tournamentId: 'uuid',
    title: 'varchar',
    index: 'int4 default',
    createdAt: 'timestamptz default',
  },
  /** Owned by catalog/. */
  club: {
    id: 'uuid default',
    title: 'varchar',
    country: 'varchar null',
    city: 'varchar null',
    deleted: 'bool default',
    createdAt: 'timestamptz default',
    updatedAt: 'timestamptz default',
  },
  /** Owned by fights/. */
  fight: {
    id: 'uuid default',
    poolId: 'uuid',
    stageId: 'uuid',
    nominationId: 'uuid',
    tournamentId: 'uuid',
    index: 'int4',
    bracketKey: 'varchar null',
    nextBracketKey: 'varchar null',
    nextSlot: 'int2 null',
    loserNextBracketKey: 'varchar null',
    loserNextSlot: 'int2 null',
    fighter1Id: 'uuid null',
    fighter2Id: 'uuid null',
    areaId: 'uuid null',
    areaOrder: 'int4 null',
    snapshot: 'jsonb',
    version: 'int4 default',
    status: 'varchar default',
    score1: 'int4 default',
    score2: 'int4 default',
    result: 'varchar default',
    isBye: 'bool default',
    createdAt: 'timestamptz default',
    updatedAt: 'timestamptz default',
    matchId: 'uuid null',
    startedAt: 'timestamptz null',
    finishedAt: 'timestamptz null',
  },
  /** Owned by fights/. */
  fight_event: {
    id: 'int8 default',
    fightId: 'uuid',
    commandId: 'varchar',
    userId: 'uuid null',
    event: 'jsonb',
    version: 'int4',
    applied: 'bool',
    reason: 'varchar null',
    createdAt: 'timestamptz default',
    console: 'varchar null',
    score1: 'int4 null',
    score2: 'int4 null',
  },
  /** Owned by following/. */
  follow: {
    id: 'uuid default',
    userId: 'uuid',
    fighterId: 'uuid null',
    clubId: 'uuid null',
    createdAt: 'timestamptz default',
  },
  /** Owned by following/. */
  follow_group: {
    id: 'uuid default',
    ownerId: 'uuid',
    name: 'varchar',
    createdAt: 'timestamptz default',
    updatedAt: 'timestamptz default',
  },
  /** Owned by following/. */
  follow_group_member: {
    groupId: 'uuid',
    fighterId: 'uuid',
    createdAt: 'timestamptz default',
  },
  /** Owned by licences/. */
  licence_request: {
    id: 'uuid default',
    userId: 'uuid',
    status: 'varchar default',
    message: 'text default',
    createdAt: 'timestamptz default',
    decidedAt: 'timestamptz null',
    decidedById: 'uuid null',
    grantedTill: 'timestamptz null',
    refusalReason: 'text null',
  },
  /** Owned by nominations/. */
  nomination: {
    id: 'uuid default',
    tournamentId: 'uuid',
    idString: 'varchar',
    title: 'varchar',
    weaponId: 'uuid null',
    fighterLimit: 'int4 null',
    registrationNote: 'text default',
    colorLeft: 'varchar default',
    colorRight: 'varchar default',
    redSide: 'int2 default',
    ratingMode: 'varchar default',
    isFighting: 'bool default',
    isTeam: 'bool default',
    teamMembers: 'int4 null',
    scoringPlacement: 'varchar default',
    rules: 'jsonb default',
    index: 'int4 default',
    createdAt: 'timestamptz default',
    updatedAt: 'timestamptz default',
    teamRated: 'bool default',
  },
  /** Owned by ratings/. */
  nomination_result: {
    nominationId: 'uuid',
    userId: 'uuid',
    place: 'int4 null',
    fights: 'int4',
    wins: 'int4',
    losses: 'int4',
    draws: 'int4',
    nowins: 'int4',
    pointsFor: 'int4',
    pointsAgainst: 'int4',
    doubles: 'int4 default',
    medal: 'int2 null',
  },
  /** Owned by ratings/. */
  weapon_rating_digest: {
    weaponId: 'uuid',
    zoneId: 'uuid',
    part: 'text',
    digest: 'text',
  },
  /** Owned by ratings/. */
  nomination_result_source: {
    nominationId: 'uuid',
    fingerprint: 'text',
  },
  /** Owned by ratings/: written by triggers (migration NominationChanges), read and emptied by the results job. */
  nomination_change: {
    id: 'int8 default',
    nominationId: 'uuid',
  },
  /** Owned by auth/. */
  organizer_request: {
    id: 'uuid default',
    userId: 'uuid',
    status: 'varchar default',
    message: 'text default',
    createdAt: 'timestamptz default',
    decidedAt: 'timestamptz null',
    decidedById: 'uuid null',
    refusalReason: 'text null',
  },
  /** Owned by notifications/. */
  notification_sent: {
    key: 'varchar',
    sentAt: 'timestamptz default',
  },
  /** Owned by notifications/. */
  notification_setting: {
    userId: 'uuid',
    kind: 'varchar',
    channel: 'varchar',
  },
  /** Owned by notifications/. */
  notification_profile: {
    userId: 'uuid',
    locale: 'varchar default',
  },
  /** Owned by nominations/. */
  participant: {
    id: 'uuid default',
    nominationId: 'uuid',
    userId: 'uuid',
    seed: 'int4 null',
    droppedOut: 'bool default',
    droppedOutReason: 'varchar null',
    createdAt: 'timestamptz default',
  },
  /** Owned by stages/. */
  pool: {
    id: 'uuid default',
    stageId: 'uuid',
    index: 'int4',
    round: 'int4 default',
    side: 'int2 default',
    floor: 'int2 default',
    isTeam: 'bool default',
    title: 'varchar default',
    fighters: '_uuid default',
    titleKey: 'varchar default',
    titleNumber: 'int4 null',
  },
  /** Owned by predictions/. */
  prediction: {
    id: 'uuid default',
    userId: 'uuid',
    fightId: 'uuid',
    winner: 'int2',
    expected: 'float8 default',
    createdAt: 'timestamptz default',
    updatedAt: 'timestamptz default',
  },
  /** Owned by notifications/. */
  push_subscription: {
    id: 'uuid default',
    userId: 'uuid',
    endpoint: 'text',
    p256dh: 'varchar',
    auth: 'varchar',
    userAgent: 'varchar default',
    locale: 'varchar default',
    createdAt: 'timestamptz default',
  },
  /** Owned by auth/. */
  recovery_code: {
    id: 'uuid default',
    userId: 'uuid',
    codeHash: 'varchar',
    createdAt: 'timestamptz default',
    expiresAt: 'timestamptz',
    usedAt: 'timestamptz null',
    attempts: 'int4 default',
  },
  /** Owned by results/. */
  results_job: {
    id: 'varchar',
    requested: 'int4 default',
    completed: 'int4 default',
    running: 'bool default',
    reason: 'text null',
    step: 'varchar null',
    done: 'int4 default',
    total: 'int4 default',
    runs: 'int4 default',
    startedAt: 'timestamptz null',
    finishedAt: 'timestamptz null',
    error: 'text null',
  },
  /** Owned by panel/. */
  judge_call: {
    id: 'varchar',
    fightId: 'uuid',
    userId: 'uuid',
    seat: 'varchar',
    exchange: 'jsonb',
    pressedAt: 'timestamptz',
    receivedAt: 'timestamptz default',
    decisionId: 'varchar null',
    late: 'bool default',
  },
  /** Owned by panel/. */
  panel_decision: {
    id: 'varchar',
    fightId: 'uuid',
    exchangeId: 'varchar',
    exchange: 'jsonb',
    decision: 'jsonb',
    openedAt: 'timestamptz',
    decidedAt: 'timestamptz default',
    decidedById: 'uuid null',
    fightVersion: 'int4 null',
    refusal: 'varchar null',
    replacedById: 'varchar null',
  },
  /** Owned by panel/. */
  panel_seat: {
    areaId: 'uuid',
    seat: 'varchar',
    userId: 'uuid',
    takenAt: 'timestamptz default',
  },
  /** Owned by rings/. */
  ring_judge: {
    id: 'uuid default',
    areaId: 'uuid',
    tournamentId: 'uuid',
    userId: 'uuid',
    addedById: 'uuid null',
    inviteCode: 'varchar null',
    createdAt: 'timestamptz default',
    revokedAt: 'timestamptz null',
    revokedById: 'uuid null',
  },
  /** Owned by rings/. */
  ring_judge_invite: {
    code: 'varchar',
    areaId: 'uuid',
    createdById: 'uuid null',
    createdAt: 'timestamptz default',
    expiresAt: 'timestamptz',
    usedAt: 'timestamptz null',
    usedById: 'uuid null',
  },
  /** Owned by auth/. */
  session: {
    id: 'uuid default',
    userId: 'uuid',
    tokenHash: 'varchar',
    createdAt: 'timestamptz default',
    expiresAt: 'timestamptz',
    revokedAt: 'timestamptz null',
    userAgent: 'varchar null',
  },
  /** Owned by stages/. */
  stage: {
    id: 'uuid default',
    nominationId: 'uuid',
    index: 'int4',
    type: 'varchar',
    label: 'varchar default',
    settings: 'jsonb default',
    createdAt: 'timestamptz default',
  },
  /** Owned by teams/. */
  team: {
    id: 'uuid default',
    nominationId: 'uuid',
    name: 'varchar',
    clubId: 'uuid null',
    captainId: 'uuid null',
    memberIds: '_uuid default',
    seed: 'int4 null',
    droppedOut: 'bool default',
    entered: 'bool default',
    createdAt: 'timestamptz default',
    updatedAt: 'timestamptz default',
    invitedIds: '_uuid default',
  },
  /** Owned by tournaments/. */
  tournament: {
    id: 'uuid default',
    idString: 'varchar',
    title: 'varchar',
    description: 'text default',
    descriptionPayment: 'text default',
    stream: 'varchar default',
    link: 'jsonb default',
    linkRules: 'jsonb default',
    authorId: 'uuid',
    zoneId: 'uuid null',
    country: 'varchar null',
    city: 'varchar null',
    state: 'varchar null',
    address: 'varchar null',
    status: 'varchar default',
    dateStart: 'date',
    dateEnd: 'date',
    registrationDateStart: 'timestamptz null',
    registrationDateEnd: 'timestamptz null',
    registrationEnabled: 'bool default',
    registrationFields: 'jsonb default',
    registrationText: 'text default',
    applicationsAccess: 'varchar default',
    applicationsShowPayments: 'bool default',
    applicationsShowWaitingList: 'bool default',
    imported: 'bool default',
    approved: 'bool default',
    isTest: 'bool default',
    createdAt: 'timestamptz default',
    updatedAt: 'timestamptz default',
    coverType: 'varchar null',
    coverUpdatedAt: 'timestamptz null',
    registrationNominationIds: 'jsonb null',
    statusBeforeStart: 'varchar null',
    staleRingMinutes: 'int4 null',
    timeZone: 'varchar null',
    dayStartsAt: 'varchar null',
    dayEndsAt: 'varchar null',
    lunchFrom: 'varchar null',
    lunchTo: 'varchar null',
    stageBreakMinutes: 'int4 null',
  },
  /** Owned by tournaments/. */
  tournament_cover: {
    tournamentId: 'uuid',
    data: 'bytea',
  },
  /** Owned by imports/. */
  tournament_import: {
    id: 'uuid default',
    uploaderId: 'uuid',
    status: 'varchar default',
    fileName: 'varchar',
    title: 'varchar',
    dateStart: 'date',
    content: 'jsonb',
    refusalReason: 'text null',
    decidedById: 'uuid null',
    decidedAt: 'timestamptz null',
    tournamentId: 'uuid null',
    createdAt: 'timestamptz default',
    contentHash: 'varchar null',
    createdUserIds: '_uuid default',
    createdClubIds: '_uuid default',
  },
  /** Owned by users/. */
  user: {
    id: 'uuid default',
    firstName: 'varchar',
    lastName: 'varchar',
    middleName: 'varchar null',
    name: 'varchar',
    username: 'varchar',
    email: 'varchar null',
    passwordHash: 'varchar',
    role: 'varchar default',
    licenseFrom: 'timestamptz null',
    licenseTill: 'timestamptz null',
    country: 'varchar null',
    city: 'varchar null',
    clubId: 'uuid null',
    zones: '_uuid default',
    tester: 'bool default',
    favouriteWeapons: '_uuid default',
    deleted: 'bool default',
    createdAt: 'timestamptz default',
    updatedAt: 'timestamptz default',
  },
  /** Owned by users/. */
  user_merge: {
    id: 'uuid default',
    keptUserId: 'uuid null',
    removedUserId: 'uuid',
    removedName: 'varchar',
    mergedById: 'uuid null',
    moves: 'jsonb default',
    createdAt: 'timestamptz default',
  },
  /** Owned by catalog/. */
  weapon: {
    id: 'uuid default',
    title: 'varchar',
    weaponTypeId: 'uuid',
    deleted: 'bool default',
    createdAt: 'timestamptz default',
    updatedAt: 'timestamptz default',
  },
  /** Owned by ratings/. */
  weapon_rating: {
    weaponId: 'uuid',
    zoneId: 'uuid',
    userId: 'uuid',
    rating: 'float8',
    rd: 'float8',
    volatility: 'float8',
    weightedRating: 'float8',
    rank: 'int4',
    fights: 'int4',
    lastNominationId: 'uuid null',
    lastDate: 'date null',
  },
  /** Owned by ratings/. */
  weapon_rating_history: {
    weaponId: 'uuid',
    zoneId: 'uuid',
    userId: 'uuid',
    tournamentId: 'uuid',
    date: 'date',
    rating: 'float8',
    rd: 'float8',
  },
  /** Owned by catalog/. */
  weapon_type: {
    id: 'uuid default',
    title: 'varchar',
    deleted: 'bool default',
    createdAt: 'timestamptz default',
    updatedAt: 'timestamptz default',
  },
  /** Owned by catalog/. */
  zone: {
    id: 'uuid default',
    slug: 'varchar',
    title: 'varchar',
    description: 'text default',
    isInRussia: 'bool default',
    deleted: 'bool default',
    createdAt: 'timestamptz default',
    updatedAt: 'timestamptz default',
  },
} as const satisfies Record<string, Record<string, ColumnSpec>>;

/** The Postgres types the schema uses, as node-postgres hands their values over. */
export interface PgValues {
  uuid: string;
  _uuid: string[];
  varchar: string;
  text: string;
  bool: boolean;
  int2: number;
  int4: number;
  int8: string;
  float8: number;
  date: Date;
  timestamptz: Date;
  jsonb: unknown;
  bytea: Buffer;
}

type PgType = keyof PgValues;
export type ColumnSpec = `${PgType}${'' | ' null'}${'' | ' default'}`;
export type TableName = keyof typeof TABLES;
type Spec<T extends TableName, C extends keyof (typeof TABLES)[T]> = (typeof TABLES)[T][C];

type PgTypeOf<S> = S extends `${infer P} ${string}` ? P : S;
type WithNull<S, V> = S extends `${string} null${string}` ? V | null : V;
type WithDefault<S, V> = S extends `${string} default` ? Generated<V> : V;

/**
 * Columns whose values are narrower than their Postgres type: varchar columns that hold one of a closed set of
 * words, JSON columns with a known shape. Only the TypeScript type narrows; the test above still checks the column.
 */
export interface Narrowed {
  fight: { result: FightResult; status: FightStatus };
  tournament: { status: TournamentStatus };
  prediction: { winner: PredictionSide };
  pool: { titleKey: GroupTitleKey };
  nomination: { colorLeft: FighterColour; colorRight: FighterColour };
  stage: { type: StageType };
  user: { role: Role };
  notification_setting: { channel: NotificationChannel };
  notification_profile: { locale: NotificationLocale };

  announcement: { level: AnnouncementLevel; audience: AnnouncementAudience };
  judge_call: { seat: PanelSeat; exchange: Exchange };
  panel_decision: { exchange: Exchange; decision: ExchangeDecision };
  panel_seat: { seat: PanelSeat };
}

type ValueOf<T extends TableName, C extends keyof (typeof TABLES)[T]> = T extends keyof Narrowed
  ? C extends keyof Narrowed[T]
    ? Narrowed[T][C]
    : PgValues[PgTypeOf<Spec<T, C>> & PgType]
  : PgValues[PgTypeOf<Spec<T, C>> & PgType];

type Column<T extends TableName, C extends keyof (typeof TABLES)[T]> = WithDefault<
  Spec<T, C>,
  WithNull<Spec<T, C>, ValueOf<T, C>>
>;

/** The `Database` interface Kysely is typed with: every table, every column. */
export type Tables = { [T in TableName]: { [C in keyof (typeof TABLES)[T]]: Column<T, C> } };

/** A narrowed column that the schema does not have fails to compile here. */
type UnknownNarrowedColumns = {
  [T in keyof Narrowed]: Exclude<keyof Narrowed[T], keyof (typeof TABLES)[T]>;
}[keyof Narrowed];
export const NARROWED_COLUMNS_EXIST: [UnknownNarrowedColumns] extends [never] ? true : never = true;
