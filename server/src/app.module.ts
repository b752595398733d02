import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { AchievementsModule } from './achievements/achievements.module.js';
import { AdminModule } from './admin/admin.module.js';
import { AnnouncementsModule } from './announcements/announcements.module.js';
import { PanelModule } from './panel/panel.module.js';
import { ApplicationsModule } from './applications/applications.module.js';
import { AuthGuard } from './auth/auth.guard.js';
import { AuthModule } from './auth/auth.module.js';
import { FeedModule } from './feed/feed.module.js';
import { CatalogRecords } from './catalog/catalog-records.js';
import { catalogController } from './catalog/crud-controller.js';
import { clubs, weaponTypes, weapons, zones } from './catalog/catalog.resources.js';
import { CoreModule } from './common/core.module.js';
import { AllExceptionsFilter } from './common/exception.filter.js';
import { ResponseContractInterceptor } from './common/response-contract.interceptor.js';
import type { AppConfig } from './config/config.js';
import { DatabaseModule } from './database/database.module.js';
import { DocumentsModule } from './documents/documents.module.js';
import { EventsModule } from './events/events.module.js';
import { GeoController } from './geo/geo.controller.js';
import { HealthController } from './health/health.controller.js';
import { ImportsModule } from './imports/imports.module.js';
import { LicencesModule } from './licences/licences.module.js';
import { MailModule } from './mail/mail.module.js';
import { RatingsModule } from './ratings/ratings.module.js';
import { RedisModule } from './redis/redis.module.js';
import { ResultsModule } from './results/results.module.js';
import { FightsModule } from './fights/fights.module.js';
import { FollowingModule } from './following/following.module.js';
import { LiveModule } from './live/live.module.js';
import { NominationsModule } from './nominations/nominations.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { PredictionsModule } from './predictions/predictions.module.js';
import { TeamsModule } from './teams/teams.module.js';
import { RingsModule } from './rings/rings.module.js';
import { ScheduleModule } from './schedule/schedule.module.js';
import { StagesModule } from './stages/stages.module.js';
import { StandingsModule } from './standings/standings.module.js';
import { TournamentsModule } from './tournaments/tournaments.module.js';
import { UsersController } from './users/users.controller.js';
import { UsersService } from './users/users.service.js';
import { ViewsModule } from './views/views.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        DatabaseModule,
        EventsModule,
        RedisModule,
        ViewsModule,
        MailModule,
        ResultsModule,
        RatingsModule,
        AuthModule,
        LicencesModule,
        TournamentsModule,
        NominationsModule,
        TeamsModule,
        ApplicationsModule,
        AnnouncementsModule,
        FeedModule,
        PanelModule,
        ScheduleModule,
        StagesModule,
        StandingsModule,
        RingsModule,
        FightsModule,
        LiveModule,
        DocumentsModule,
        ImportsModule,
        NotificationsModule,
        PredictionsModule,
        AchievementsModule,
        FollowingModule,
        AdminModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: AuthGuard },
        UsersService,
        CatalogRecords,
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        ...(config.CHECK_RESPONSES
          ? [{ provide: APP_INTERCEPTOR, useClass: ResponseContractInterceptor }]
          : []),
      ],
      controllers: [
        HealthController,
        UsersController,
        GeoController,
        catalogController(clubs),
        catalogController(zones),
        catalogController(weaponTypes),
        catalogController(weapons),
      ],
    };
  }
}
