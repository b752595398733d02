import { Controller } from '@nestjs/common';
import { adminContract } from '@hema/shared/contracts/admin';
import type { ResponseOf } from '@hema/shared/contracts/endpoint';
import { Endpoint } from '../common/endpoint.decorator.js';
import { UsersAnalyticsReader } from './users-analytics.reader.js';

/** Spec §2 /admin/users/analytics: the numbers behind the charts. */
@Controller()
export class UsersAnalyticsController {
  constructor(private readonly analyticsReader: UsersAnalyticsReader) {}

  @Endpoint(adminContract.analytics, 'admin')
  analytics(): Promise<ResponseOf<typeof adminContract.analytics>> {
    return this.analyticsReader.analytics();
  }
}
