import { Module } from '@nestjs/common';
import { LicenceRequestsController } from './licence-requests.controller.js';
import { LicenceRequestsService } from './licence-requests.service.js';

/** Organizers' licences beyond the trial: extension requests and their decisions. */
@Module({
  controllers: [LicenceRequestsController],
  providers: [LicenceRequestsService],
})
export class LicencesModule {}
