// Allowed: nominations sit above tournaments.
import { Tournament } from '../tournaments/tournament.entity.js';

export class Nomination {
  tournament = new Tournament();
}
