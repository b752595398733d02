import { Controller, Param } from '@nestjs/common';
import type { ParsedBodyOf, ParsedQueryOf } from '@hema/shared/contracts/endpoint';
import { predictionsContract } from '@hema/shared/contracts/predictions';
import { CurrentUser } from '../common/current-user.decorator.js';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { PredictionsService } from './predictions.service.js';

const c = predictionsContract;

/** Fight predictions: make or change one before the fight starts; leaderboards and the best predictors. */
@Controller()
export class PredictionsController {
  constructor(private readonly service: PredictionsService) {}

  @Endpoint(c.tournament, 'predictions')
  tournament(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.tournament(id, user);
  }

  @Endpoint(c.open, 'predictions')
  open(@CurrentUser() user?: SessionUser) {
    return this.service.open(user);
  }

  @Endpoint(c.best, 'predictions')
  best(@ValidQuery() query: ParsedQueryOf<typeof c.best>) {
    return this.service.best(query.zone);
  }

  @Endpoint(c.user, 'predictions')
  user(@Param('id') id: string) {
    return this.service.user(id);
  }

  @Endpoint(c.put, 'predictions')
  put(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof c.put>,
    @CurrentUser() user: SessionUser,
  ) {
    return this.service.put(id, body, user);
  }

  @Endpoint(c.remove, 'predictions')
  remove(@Param('id') id: string, @CurrentUser() user: SessionUser) {
    return this.service.remove(id, user);
  }
}
