import { Global, Module } from '@nestjs/common';
import { ResultsJob } from './results-job.js';

/** Global so every module that changes results can schedule the results job without importing its steps. */
@Global()
@Module({ providers: [ResultsJob], exports: [ResultsJob] })
export class ResultsModule {}
