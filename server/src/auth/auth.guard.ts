import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { roleAllowed, type Role } from '@hema/shared/auth/roles';
import { forbidden, unauthorized } from '../common/app-error.js';
import type { AuthedRequest } from '../common/session-user.js';
import { AuthService } from './auth.service.js';
import { ROLES_KEY } from '../common/roles.decorator.js';
import { SESSION_ENDED_MESSAGE, tokenFromHeader } from './tokens.js';

/**
 * Resolves the token on every request and enforces `@Roles` (spec §6): no token on a guarded route → 401,
 * a role outside the allowed list → 403. Public routes still see the user when a valid token is sent.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const token = tokenFromHeader(request.headers.authorization);
    if (token) {
      const user = await this.auth.resolveToken(token);
      if (user) {
        request.user = user;
        request.token = token;
      }
    }
    const allowed = this.reflector.getAllAndOverride<readonly Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!allowed) return true;
    if (!request.user) throw unauthorized(token ? SESSION_ENDED_MESSAGE : 'Sign in to continue');
    if (!roleAllowed(request.user.role, allowed)) throw forbidden();
    return true;
  }
}
