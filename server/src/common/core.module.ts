import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Clock } from './clock.js';

/**
 * Infrastructure every module reads: the validated configuration and the clock. Global like the database, Redis
 * and mail modules (they carry no domain rules, so no domain dependency hides behind them).
 */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CoreModule,
      providers: [{ provide: APP_CONFIG, useValue: config }, Clock],
      exports: [APP_CONFIG, Clock],
    };
  }
}
