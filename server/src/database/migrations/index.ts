import { InitialSchema1795315632753 } from './1795315632753-initial-schema.js';
import { Competition1795316763890 } from './1795316763890-competition.js';
import { GroupTitles1795400000000 } from './1795400000000-group-titles.js';
import { TournamentCover1795600000000 } from './1795600000000-tournament-cover.js';

/** Every migration, oldest first. Generated with generate-migration.ts, reviewed, never edited after commit. */
export const MIGRATIONS: Function[] = [
  InitialSchema1795315632753,
  Competition1795316763890,
  GroupTitles1795400000000,
  TournamentCover1795600000000,
];
