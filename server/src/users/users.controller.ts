import { Controller, Inject, Param } from '@nestjs/common';
import type { ParsedBodyOf, ResponseOf } from '@hema/shared/contracts/endpoint';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { usersContract } from '@hema/shared/contracts/users';
import { CurrentUser } from '../common/current-user.decorator.js';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import { FIGHTER_RECORD, type FighterRecord } from './fighter-record.js';
import { audienceOf, userViewFor } from './user-access.js';
import type { SessionUser } from './user.view.js';
import { UsersService } from './users.service.js';

@Controller()
export class UsersController {
  constructor(
    private readonly users: UsersService,
    @Inject(FIGHTER_RECORD) private readonly fighterData: FighterRecord,
  ) {}

  @Endpoint(usersContract.list, 'users')
  list(
    @ValidQuery() query: ListQueryParams,
    @CurrentUser() viewer: SessionUser | undefined,
  ): Promise<ResponseOf<typeof usersContract.list>> {
    return this.users.list(query, viewer);
  }

  @Endpoint(usersContract.get, 'users')
  async get(
    @Param('key') key: string,
    @CurrentUser() viewer: SessionUser | undefined,
  ): Promise<ResponseOf<typeof usersContract.get>> {
    const user = await this.users.lookup(key, viewer);
    return { ...userViewFor(audienceOf(viewer))(user), ...(await this.fighterData.profile(user.id)) };
  }

  @Endpoint(usersContract.analytics, 'users')
  async analytics(
    @Param('key') key: string,
    @CurrentUser() viewer: SessionUser | undefined,
  ): Promise<ResponseOf<typeof usersContract.analytics>> {
    return this.fighterData.analytics((await this.users.lookup(key, viewer)).id);
  }

  @Endpoint(usersContract.fights, 'users')
  async fights(
    @Param('key') key: string,
    @CurrentUser() viewer: SessionUser | undefined,
  ): Promise<ResponseOf<typeof usersContract.fights>> {
    return this.fighterData.fightStats((await this.users.lookup(key, viewer)).id);
  }

  /** A fighter without an account, entered by an organizer (spec §2 /organizer/users); same rules as on the spot. */
  @Endpoint(usersContract.create, 'users')
  create(
    @ValidBody() values: ParsedBodyOf<typeof usersContract.create>,
    @CurrentUser() viewer?: SessionUser,
  ): Promise<ResponseOf<typeof usersContract.create>> {
    return this.users.create(values, viewer);
  }

  @Endpoint(usersContract.update, 'users')
  update(
    @Param('id') id: string,
    @ValidBody() values: ParsedBodyOf<typeof usersContract.update>,
    @CurrentUser() viewer?: SessionUser,
  ): Promise<ResponseOf<typeof usersContract.update>> {
    return this.users.update(id, values, viewer);
  }

  /** Users are referenced by results everywhere: removal is soft. */
  @Endpoint(usersContract.remove, 'users')
  remove(@Param('id') id: string, @CurrentUser() actor: SessionUser): Promise<void> {
    return this.users.remove(id, actor);
  }

  @Endpoint(usersContract.restore, 'users')
  restore(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof usersContract.restore>,
  ): Promise<ResponseOf<typeof usersContract.restore>> {
    return this.users.restore(id, body);
  }

  /** Frees the e-mail of a deleted account so its owner can register again. */
  @Endpoint(usersContract.releaseEmail, 'users')
  releaseEmail(@Param('id') id: string): Promise<ResponseOf<typeof usersContract.releaseEmail>> {
    return this.users.releaseEmail(id);
  }
}
