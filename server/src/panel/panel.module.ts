import { Module } from '@nestjs/common';
import { FightsModule } from '../fights/fights.module.js';
import { PanelController } from './panel.controller.js';
import { PanelService } from './panel.service.js';

/**
 * Several judges per ring (issue 33): panel seats, judges' calls and decisions. Decisions enter the fight only as
 * EXCHANGE commands through the fights module's command path.
 */
@Module({
  imports: [FightsModule],
  controllers: [PanelController],
  providers: [PanelService],
  // The live socket takes judges' calls too (live.gateway.ts).
  exports: [PanelService],
})
export class PanelModule {}
