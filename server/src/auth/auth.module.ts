import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LoginLimiter } from './login-limiter.js';
import { OrganizerRequestsAdminController } from './organizer-requests-admin.controller.js';

/** Accounts: sign-in, registration, recovery, sessions, organizer requests. The app's guard resolves tokens here. */
@Module({
  controllers: [AuthController, OrganizerRequestsAdminController],
  providers: [AuthService, LoginLimiter],
  exports: [AuthService],
})
export class AuthModule {}
