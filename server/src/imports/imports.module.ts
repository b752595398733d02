import { Module } from '@nestjs/common';
import { FightsModule } from '../fights/fights.module.js';
import { ImportsController } from './imports.controller.js';
import { ImportsService } from './imports.service.js';

/** Tournament imports: the zip of four CSV files, its review and the imported tournament. */
@Module({
  imports: [FightsModule],
  controllers: [ImportsController],
  providers: [ImportsService],
})
export class ImportsModule {}
