import { Controller, Inject, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { ResponseOf } from '@hema/shared/contracts/endpoint';
import { geoContract } from '@hema/shared/contracts/geo';
import { Endpoint } from '../common/endpoint.decorator.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

/**
 * GET /geo/country (spec §7): the visitor's country code. Only a header set by a proxy we trust (COUNTRY_HEADER,
 * e.g. cf-ipcountry) is believed; otherwise the default FI. Answered as a plain string, like the original.
 */
@Controller()
export class GeoController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Endpoint(geoContract.country, 'geo')
  country(@Req() req: Request): ResponseOf<typeof geoContract.country> {
    const header = this.config.COUNTRY_HEADER
      ? req.headers[this.config.COUNTRY_HEADER.toLowerCase()]
      : undefined;
    const value = typeof header === 'string' ? header.trim().toUpperCase() : '';
    return /^[A-Z]{2}$/.test(value) && value !== 'XX' ? value : this.config.DEFAULT_COUNTRY;
  }
}
