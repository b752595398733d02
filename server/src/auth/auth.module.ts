import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../redis/redis.module.js';
import { AttemptStore, MemoryAttemptStore, RedisAttemptStore } from './attempt-store.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LoginLimiter } from './login-limiter.js';
import { OrganizerRequestsAdminController } from './organizer-requests-admin.controller.js';
import { ProfileController } from './profile.controller.js';
import { ProfileService } from './profile.service.js';

/** Accounts: sign-in, registration, recovery, sessions, organizer requests, the user's own profile. The app's guard resolves tokens here. */
@Module({
  controllers: [AuthController, OrganizerRequestsAdminController, ProfileController],
  providers: [
    AuthService,
    ProfileService,
    LoginLimiter,
    {
      // Shared by every replica through Redis when there is one; one process otherwise.
      provide: AttemptStore,
      inject: [REDIS],
      useFactory: (redis: Redis | null): AttemptStore =>
        redis ? new RedisAttemptStore(redis) : new MemoryAttemptStore(),
    },
  ],
  // The open feed's per-key rate limit counts in the same store (feed/public-access.ts).
  exports: [AuthService, AttemptStore],
})
export class AuthModule {}
