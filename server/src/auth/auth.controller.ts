import { Body, Controller, Get, HttpCode, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import { ROUTE_ROLES } from '@hema/shared/auth/roles';
import {
  loginSchema,
  recoveryCodeRequestSchema,
  recoveryCodeVerifySchema,
  registerSchema,
  setPasswordSchema,
} from '@hema/shared/schemas/auth';
import { parse } from '../common/validation.js';
import { openApiSchema } from '../common/openapi.js';
import type { SessionUser } from '../users/user.view.js';
import type { AuthedRequest } from './auth.guard.js';
import { AuthService } from './auth.service.js';
import { CurrentUser } from './current-user.decorator.js';
import { Roles } from './roles.decorator.js';

const userAgent = (req: AuthedRequest) =>
  typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : null;

/** Spec §7 `/auth/*`: the token travels in the `authorization` response header; the body is the user. */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('register')
  @ApiBody({ schema: openApiSchema(registerSchema) })
  async register(
    @Body() body: unknown,
    @Req() req: AuthedRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionUser> {
    const { passwordConfirm: _, ...input } = parse(registerSchema, body);
    const { token, user } = await this.auth.register(input, userAgent(req));
    res.setHeader('authorization', token);
    return user;
  }

  @Post('login')
  @ApiBody({ schema: openApiSchema(loginSchema) })
  @HttpCode(200)
  async login(
    @Body() body: unknown,
    @Req() req: AuthedRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionUser> {
    const { email, password } = parse(loginSchema, body);
    const { token, user } = await this.auth.login(email, password, req.ip ?? 'unknown', userAgent(req));
    res.setHeader('authorization', token);
    return user;
  }

  @Get('current')
  @Roles(...ROUTE_ROLES.signedIn)
  current(@CurrentUser() user: SessionUser): SessionUser {
    return user;
  }

  @Post('logout')
  @HttpCode(204)
  @Roles(...ROUTE_ROLES.signedIn)
  async logout(@Req() req: AuthedRequest): Promise<void> {
    await this.auth.logout(req.token!);
  }

  @Post('recovery-code')
  @ApiBody({ schema: openApiSchema(recoveryCodeRequestSchema) })
  @HttpCode(204)
  async recoveryCode(@Body() body: unknown): Promise<void> {
    const { email } = parse(recoveryCodeRequestSchema, body);
    await this.auth.sendRecoveryCode(email);
  }

  @Get('recovery-code-verify')
  @ApiQuery({ name: 'email', type: String })
  @ApiQuery({ name: 'code', type: String })
  async verify(@Query() query: Record<string, unknown>): Promise<{ valid: true }> {
    const { email, code } = parse(recoveryCodeVerifySchema, query);
    await this.auth.verifyRecoveryCode(email, code);
    return { valid: true };
  }

  @Put('set-password')
  @ApiBody({ schema: openApiSchema(setPasswordSchema) })
  @HttpCode(204)
  async setPassword(@Body() body: unknown): Promise<void> {
    const { email, code, password } = parse(setPasswordSchema, body);
    await this.auth.setPassword(email, code, password);
  }
}

const organizerRequestSchema = z.object({ message: z.string().trim().max(2000).default('') });

@ApiTags('organizer access')
@Controller('organizer-requests')
export class OrganizerRequestController {
  constructor(private readonly auth: AuthService) {}

  /** A signed-in user asks for organizer access. */
  @Post()
  @Roles(...ROUTE_ROLES.signedIn)
  async request(@Body() body: unknown, @CurrentUser() user: SessionUser) {
    const { message } = parse(organizerRequestSchema, body);
    const request = await this.auth.requestOrganizerAccess(user, message);
    return { _id: request.id, status: request.status, createdAt: request.createdAt };
  }
}
