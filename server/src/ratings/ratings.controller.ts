import { Controller, Param } from '@nestjs/common';
import type { ResponseOf } from '@hema/shared/contracts/endpoint';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { ratingsContract, resultsJobContract } from '@hema/shared/contracts/ratings';
import { Endpoint, ValidQuery } from '../common/endpoint.decorator.js';
import { ResultsJob } from '../results/results-job.js';
import { WeaponRatingsReader } from './weapon-ratings.reader.js';

/** Weapon ratings as HEMA Ratings shows them (rank by r − 2·RD), and the results job's state for admins. */
@Controller()
export class RatingsController {
  constructor(
    private readonly ratings: WeaponRatingsReader,
    private readonly job: ResultsJob,
  ) {}

  @Endpoint(ratingsContract.weapon, 'ratings')
  weapon(
    @Param('id') id: string,
    @ValidQuery() query: ListQueryParams,
  ): Promise<ResponseOf<typeof ratingsContract.weapon>> {
    return this.ratings.ofWeapon(id, query);
  }

  @Endpoint(ratingsContract.weaponType, 'ratings')
  weaponType(
    @Param('id') id: string,
    @ValidQuery() query: ListQueryParams,
  ): Promise<ResponseOf<typeof ratingsContract.weaponType>> {
    return this.ratings.ofWeaponType(id, query);
  }

  @Endpoint(resultsJobContract.status, 'results job')
  status(): Promise<ResponseOf<typeof resultsJobContract.status>> {
    return this.job.status();
  }
}
