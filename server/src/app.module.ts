import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { AuthController, OrganizerRequestController } from './auth/auth.controller.js';
import { AuthGuard } from './auth/auth.guard.js';
import { AuthService } from './auth/auth.service.js';
import { LoginLimiter } from './auth/login-limiter.js';
import { OrganizerRequestsAdminController } from './auth/organizer-requests-admin.controller.js';
import { catalogController } from './catalog/crud-controller.js';
import { clubs, weaponTypes, weapons, zones } from './catalog/catalog.resources.js';
import { Clock } from './common/clock.js';
import { CompetitionModule } from './competition/competition.module.js';
import { AllExceptionsFilter } from './common/exception.filter.js';
import { APP_CONFIG, type AppConfig } from './config/config.js';
import { DatabaseModule } from './database/database.module.js';
import { GeoController } from './geo/geo.controller.js';
import { HealthController } from './health/health.controller.js';
import { MailModule } from './mail/mail.module.js';
import { RedisModule } from './redis/redis.module.js';
import { UsersController } from './users/users.controller.js';
import { LiveModule } from './live/live.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'res.headers.authorization', 'req.headers.cookie'],
            autoLogging: { ignore: (req) => req.url === '/api/health' },
            ...(config.NODE_ENV === 'development' && process.stdout.isTTY
              ? { transport: { target: 'pino-pretty', options: { singleLine: true } } }
              : {}),
          },
        }),
        DatabaseModule,
        RedisModule,
        MailModule,
        CompetitionModule,
        LiveModule,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        Clock,
        AuthService,
        LoginLimiter,
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
      controllers: [
        HealthController,
        AuthController,
        OrganizerRequestController,
        OrganizerRequestsAdminController,
        UsersController,
        GeoController,
        catalogController(clubs),
        catalogController(zones),
        catalogController(weaponTypes),
        catalogController(weapons),
      ],
      exports: [APP_CONFIG, Clock, AuthService],
    };
  }
}
