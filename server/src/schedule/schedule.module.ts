import { Module } from '@nestjs/common';
import { ScheduleController } from './schedule.controller.js';
import { ScheduleInputsReader } from './schedule-inputs.js';
import { ScheduleService } from './schedule.service.js';

/**
 * The live schedule (issue 32): reads fights, rings, categories and the tournament as rows and estimates with the
 * shared estimator, so it sits above the modules it reads. The notifications use ScheduleService.startingWithin.
 */
@Module({
  controllers: [ScheduleController],
  providers: [ScheduleInputsReader, ScheduleService],
  exports: [ScheduleService],
})
export class ScheduleModule {}
