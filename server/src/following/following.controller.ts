import { Controller, Param } from '@nestjs/common';
import type { ParsedBodyOf } from '@hema/shared/contracts/endpoint';
import { followingContract } from '@hema/shared/contracts/following';
import { CurrentUser } from '../common/current-user.decorator.js';
import { Endpoint, ValidBody } from '../common/endpoint.decorator.js';
import { ScheduleService } from '../schedule/schedule.service.js';
import type { SessionUser } from '../users/user.view.js';
import { FollowingService } from './following.service.js';

const c = followingContract;

/** `/my/following`: the caller's followed fighters and clubs, and groups of fighters. */
@Controller()
export class FollowingController {
  constructor(
    private readonly service: FollowingService,
    private readonly schedule: ScheduleService,
  ) {}

  @Endpoint(c.mine, 'following')
  mine(@CurrentUser() user: SessionUser) {
    return this.service.mine(user);
  }

  @Endpoint(c.followFighter, 'following')
  followFighter(@Param('id') id: string, @CurrentUser() user: SessionUser) {
    return this.service.followFighter(id, user);
  }

  @Endpoint(c.unfollowFighter, 'following')
  unfollowFighter(@Param('id') id: string, @CurrentUser() user: SessionUser) {
    return this.service.unfollowFighter(id, user);
  }

  @Endpoint(c.followClub, 'following')
  followClub(@Param('id') id: string, @CurrentUser() user: SessionUser) {
    return this.service.followClub(id, user);
  }

  @Endpoint(c.unfollowClub, 'following')
  unfollowClub(@Param('id') id: string, @CurrentUser() user: SessionUser) {
    return this.service.unfollowClub(id, user);
  }

  @Endpoint(c.createGroup, 'following')
  createGroup(@ValidBody() body: ParsedBodyOf<typeof c.createGroup>, @CurrentUser() user: SessionUser) {
    return this.service.createGroup(body, user);
  }

  @Endpoint(c.group, 'following')
  group(@Param('id') id: string, @CurrentUser() user: SessionUser) {
    return this.service.group(id, user);
  }

  @Endpoint(c.renameGroup, 'following')
  renameGroup(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof c.renameGroup>,
    @CurrentUser() user: SessionUser,
  ) {
    return this.service.renameGroup(id, body, user);
  }

  @Endpoint(c.removeGroup, 'following')
  removeGroup(@Param('id') id: string, @CurrentUser() user: SessionUser) {
    return this.service.removeGroup(id, user);
  }

  @Endpoint(c.addMember, 'following')
  addMember(
    @Param('id') id: string,
    @Param('fighterId') fighterId: string,
    @CurrentUser() user: SessionUser,
  ) {
    return this.service.addMember(id, fighterId, user);
  }

  @Endpoint(c.removeMember, 'following')
  removeMember(
    @Param('id') id: string,
    @Param('fighterId') fighterId: string,
    @CurrentUser() user: SessionUser,
  ) {
    return this.service.removeMember(id, fighterId, user);
  }

  /** The group's members' fights not over: the owner's group only (the members are read first, 404 otherwise). */
  @Endpoint(c.groupSchedule, 'following')
  async groupSchedule(@Param('id') id: string, @CurrentUser() user: SessionUser) {
    return this.schedule.fighters(await this.service.memberIds(id, user), user);
  }
}
