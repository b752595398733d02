import { Controller, Param } from '@nestjs/common';
import { achievementsContract } from '@hema/shared/contracts/achievements';
import type { ParsedBodyOf, ParsedQueryOf } from '@hema/shared/contracts/endpoint';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import { AchievementsService } from './achievements.service.js';

const c = achievementsContract;

/** Achievements: admins define them; everyone sees who holds them. */
@Controller()
export class AchievementsController {
  constructor(private readonly service: AchievementsService) {}

  @Endpoint(c.holders, 'achievements')
  holders(@ValidQuery() query: ParsedQueryOf<typeof c.holders>) {
    return this.service.holders(query);
  }

  @Endpoint(c.user, 'achievements')
  user(@Param('id') id: string, @ValidQuery() query: ParsedQueryOf<typeof c.user>) {
    return this.service.user(id, query.zone);
  }

  @Endpoint(c.list, 'achievements')
  list(@ValidQuery() query: ListQueryParams) {
    return this.service.list(query);
  }

  @Endpoint(c.get, 'achievements')
  get(@Param('id') id: string) {
    return this.service.get(id);
  }

  @Endpoint(c.create, 'achievements')
  create(@ValidBody() body: ParsedBodyOf<typeof c.create>) {
    return this.service.create(body);
  }

  @Endpoint(c.update, 'achievements')
  update(@Param('id') id: string, @ValidBody() body: ParsedBodyOf<typeof c.update>) {
    return this.service.update(id, body);
  }

  @Endpoint(c.remove, 'achievements')
  remove(@Param('id') id: string) {
    return this.service.remove(id);
  }
}
