import { Controller, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import { authContract } from '@hema/shared/contracts/auth';
import type { ParsedBodyOf, ParsedQueryOf, ResponseOf } from '@hema/shared/contracts/endpoint';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import type { AuthedRequest } from '../common/session-user.js';
import { AuthService } from './auth.service.js';
import { addressKey } from './client-address.js';
import { CurrentUser } from '../common/current-user.decorator.js';

const userAgent = (req: AuthedRequest) =>
  typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : null;

/** The client's address as `trust proxy` (config TRUST_PROXY) resolves it, keyed for the per-address limits. */
const clientAddress = (req: AuthedRequest) => addressKey(req.ip);

const TAG = 'auth';

/** Spec §7 `/auth/*`: the token travels in the `authorization` response header; the body is the user. */
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Endpoint(authContract.register, TAG)
  async register(
    @ValidBody() body: ParsedBodyOf<typeof authContract.register>,
    @Req() req: AuthedRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionUser> {
    const { passwordConfirm: _, ...input } = body;
    const { token, user } = await this.auth.register(input, userAgent(req), clientAddress(req));
    res.setHeader('authorization', token);
    return user;
  }

  @Endpoint(authContract.login, TAG)
  async login(
    @ValidBody() { email, password }: ParsedBodyOf<typeof authContract.login>,
    @Req() req: AuthedRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionUser> {
    const { token, user } = await this.auth.login(email, password, clientAddress(req), userAgent(req));
    res.setHeader('authorization', token);
    return user;
  }

  @Endpoint(authContract.current, TAG)
  current(@CurrentUser() user: SessionUser): SessionUser {
    return user;
  }

  @Endpoint(authContract.logout, TAG)
  async logout(@Req() req: AuthedRequest): Promise<void> {
    await this.auth.logout(req.token!);
  }

  @Endpoint(authContract.recoveryCode, TAG)
  async recoveryCode(
    @ValidBody() { email }: ParsedBodyOf<typeof authContract.recoveryCode>,
    @Req() req: AuthedRequest,
  ): Promise<void> {
    await this.auth.sendRecoveryCode(email, clientAddress(req));
  }

  @Endpoint(authContract.recoveryCodeVerify, TAG)
  async verify(
    @ValidQuery() { email, code }: ParsedQueryOf<typeof authContract.recoveryCodeVerify>,
  ): Promise<ResponseOf<typeof authContract.recoveryCodeVerify>> {
    await this.auth.verifyRecoveryCode(email, code);
    return { valid: true };
  }

  @Endpoint(authContract.setPassword, TAG)
  async setPassword(
    @ValidBody() { email, code, password }: ParsedBodyOf<typeof authContract.setPassword>,
  ): Promise<void> {
    await this.auth.setPassword(email, code, password);
  }

  /** A signed-in user asks for organizer access. */
  @Endpoint(authContract.requestOrganizerAccess, 'organizer access')
  async requestOrganizerAccess(
    @ValidBody() { message }: ParsedBodyOf<typeof authContract.requestOrganizerAccess>,
    @CurrentUser() user: SessionUser,
  ): Promise<ResponseOf<typeof authContract.requestOrganizerAccess>> {
    const request = await this.auth.requestOrganizerAccess(user, message);
    return { _id: request.id, status: request.status, createdAt: request.createdAt.toISOString() };
  }
}
