import { Controller, Req } from '@nestjs/common';
import { authContract } from '@hema/shared/contracts/auth';
import type { ParsedBodyOf, ParsedQueryOf, ResponseOf } from '@hema/shared/contracts/endpoint';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import type { AuthedRequest } from '../common/session-user.js';
import { addressKey } from './client-address.js';
import { CurrentUser } from '../common/current-user.decorator.js';
import { ProfileService } from './profile.service.js';

const TAG = 'profile';

/** `/my/settings`: the signed-in user's own profile, e-mail and password; and the registration's namesake check. */
@Controller()
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @Endpoint(authContract.updateProfile, TAG)
  updateProfile(
    @ValidBody() body: ParsedBodyOf<typeof authContract.updateProfile>,
    @CurrentUser() me: SessionUser,
  ): Promise<SessionUser> {
    return this.profile.updateProfile(me, body);
  }

  @Endpoint(authContract.changePassword, TAG)
  async changePassword(
    @ValidBody() { oldPassword, password }: ParsedBodyOf<typeof authContract.changePassword>,
    @CurrentUser() me: SessionUser,
    @Req() req: AuthedRequest,
  ): Promise<void> {
    await this.profile.changePassword(me, oldPassword, password, addressKey(req.ip), req.token!);
  }

  @Endpoint(authContract.signOutEverywhere, TAG)
  async signOutEverywhere(@CurrentUser() me: SessionUser): Promise<void> {
    await this.profile.signOutEverywhere(me);
  }

  @Endpoint(authContract.changeEmail, TAG)
  changeEmail(
    @ValidBody() { email, password }: ParsedBodyOf<typeof authContract.changeEmail>,
    @CurrentUser() me: SessionUser,
    @Req() req: AuthedRequest,
  ): Promise<SessionUser> {
    return this.profile.changeEmail(me, email, password, addressKey(req.ip), req.token!);
  }

  @Endpoint(authContract.namesake, TAG)
  async namesake(
    @ValidQuery() { firstName, lastName }: ParsedQueryOf<typeof authContract.namesake>,
  ): Promise<ResponseOf<typeof authContract.namesake>> {
    return { exists: await this.profile.namesakeExists(firstName, lastName) };
  }
}
