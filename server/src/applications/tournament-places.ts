import { Injectable, type OnModuleInit } from '@nestjs/common';
import { TournamentContents } from '../tournaments/tournament-contents.js';
import { placesTaken } from './application-places.js';

/** Tells the tournaments module (below this one) how many places of a category are taken, for its page. */
@Injectable()
export class TournamentPlacesPart implements OnModuleInit {
  constructor(private readonly contents: TournamentContents) {}

  onModuleInit(): void {
    this.contents.registerPlaces({ taken: placesTaken });
  }
}
