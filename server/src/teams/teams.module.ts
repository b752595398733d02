import { Module } from '@nestjs/common';
import { FightsModule } from '../fights/fights.module.js';
import { TournamentsModule } from '../tournaments/tournaments.module.js';
import { TeamsController } from './teams.controller.js';
import { TeamsService } from './teams.service.js';
import { NominationLookup } from '../nominations/nomination-lookup.js';

/** Teams of team categories; their matches' bouts live in the fights module like every fight. */
@Module({
  imports: [TournamentsModule, FightsModule],
  controllers: [TeamsController],
  providers: [NominationLookup, TeamsService],
})
export class TeamsModule {}
