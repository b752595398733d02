// Upward: common imports no domain module.
import { Tournament } from '../tournaments/tournament.entity.js';

export const anyTournament = (): Tournament => new Tournament();
