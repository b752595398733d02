import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { openDatabase, type Database } from './database.js';

export const DATABASE = Symbol('DATABASE');

@Global()
@Module({
  providers: [
    { provide: DATABASE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => openDatabase(config) },
    { provide: DataSource, inject: [DATABASE], useFactory: (db: Database) => db.dataSource },
  ],
  exports: [DATABASE, DataSource],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  async onApplicationShutdown(): Promise<void> {
    await this.database.close();
  }
}
