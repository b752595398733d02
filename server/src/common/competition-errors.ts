/**
 * Error codes of the competition API (namespaced, stable: clients may branch on them). The messages travel with
 * the AppError that carries the code.
 */
export const COMPETITION_ERRORS = {
  /** Spec §6: the organizer may not use this zone (a Russian zone without Russia or an assigned Russian zone). */
  zoneNotAllowed: 'competition/zone-not-allowed',
  /** The tournament belongs to another organizer. */
  notYourTournament: 'competition/not-your-tournament',
  /** The organizer's licence (or trial) has ended: reading is fine, writing is not. */
  licenseExpired: 'competition/license-expired',
  /** Another tournament already uses this idString. */
  tournamentAddressTaken: 'competition/tournament-address-taken',
  /** Another category of the tournament already uses this idString. */
  nominationAddressTaken: 'competition/nomination-address-taken',
  /** The status action is not allowed in the tournament's current status. */
  statusTransition: 'competition/status-transition',
  /** "Start" before the tournament's first day without the organizer's confirmation. */
  earlyStart: 'competition/early-start',
  /** "Back to …" once a fight of the tournament has started. */
  tournamentFightsStarted: 'competition/tournament-fights-started',
  /** Accepting or declining a team invitation the fencer does not have. */
  teamInvitation: 'competition/team-invitation',
  /** Spec §4 guard: a tournament with categories cannot be deleted. */
  tournamentHasNominations: 'competition/tournament-has-nominations',
  /** Spec §4 guard: a category with stages cannot be deleted. */
  nominationHasStages: 'competition/nomination-has-stages',
  /** The fighter is already entered in the category. */
  participantExists: 'competition/participant-exists',
  /** The fighter has fights in the category: drop them out instead of removing them. */
  participantHasFights: 'competition/participant-has-fights',
  /** Fights of the stage have started: it cannot be generated again, changed in type, or deleted. */
  stageStarted: 'competition/stage-started',
  /** The stage cannot be generated (too few fighters, previous stage unfinished, settings missing). */
  stageNotGeneratable: 'competition/stage-not-generatable',
  /** Advancing needs every fight of the stage finished or cancelled. */
  stageNotFinished: 'competition/stage-not-finished',
  /** Advancing needs a stage after this one. */
  noNextStage: 'competition/no-next-stage',
  /** A pool of more than 7 fighters (spec §5). */
  poolTooLarge: 'competition/pool-too-large',
  /** The pool's fighters cannot change (not a pool stage, or its fights have started). */
  poolLocked: 'competition/pool-locked',
  /** A fight named for a ring belongs to another tournament or does not exist. */
  foreignFight: 'competition/foreign-fight',
  /** Another ring of the tournament already has this title. */
  ringTitleTaken: 'competition/ring-title-taken',
  /** "Next round" on a stage that is not swiss (brackets advance by themselves). */
  notRoundByRound: 'competition/not-round-by-round',
  /** "Next round" before the stage's first round was generated. */
  stageNotGenerated: 'competition/stage-not-generated',
  /** "Next round" while a fight of the current round has no result. */
  roundNotFinished: 'competition/round-not-finished',
  /** "Next round" when the stage already has its rounds count. */
  allRoundsBuilt: 'competition/all-rounds-built',
  /** "Next round" with fewer than two fighters left to pair (swiss with hits: the others are out of HP). */
  stageDecided: 'competition/stage-decided',
  /** A fencer of the line-up is already in another team of the category. */
  teamMemberTaken: 'competition/team-member-taken',
  /** The team has matches in the category: drop it out instead of removing it. */
  teamHasFights: 'competition/team-has-fights',
  /** Spec §4: the HEMA Ratings export is there only once the tournament is finished. */
  tournamentNotFinished: 'competition/tournament-not-finished',
  /** A bracket result would move a fighter into a fight that has already started. */
  nextFightStarted: 'bracket/next-fight-started',
} as const;
