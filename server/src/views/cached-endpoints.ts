import { fightsContract } from '@hema/shared/contracts/fights';
import { poolsContract, stagesContract } from '@hema/shared/contracts/stages';
import { standingsContract } from '@hema/shared/contracts/standings';
import { tournamentsContract } from '@hema/shared/contracts/tournaments';

/**
 * The reads answered from memory (CachedReads.serve): the documented read endpoints spectators, overlays and
 * third-party graphics poll. Each is a GET with one route parameter and no query, so its path names its view.
 */
export const CACHED_ENDPOINTS = [
  fightsContract.ringPolling,
  fightsContract.state,
  stagesContract.list,
  stagesContract.get,
  poolsContract.get,
  standingsContract.pool,
  standingsContract.stage,
  standingsContract.nomination,
  standingsContract.statistics,
  standingsContract.summary,
  tournamentsContract.get,
] as const;
