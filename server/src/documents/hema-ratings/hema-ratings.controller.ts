import { Controller, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { documentsContract, XLSX_TYPE, ZIP_TYPE } from '@hema/shared/contracts/documents';
import type { ParsedQueryOf } from '@hema/shared/contracts/endpoint';
import { CurrentUser } from '../../common/current-user.decorator.js';
import { Endpoint, ValidQuery } from '../../common/endpoint.decorator.js';
import type { SessionUser } from '../../users/user.view.js';
import { sendFile } from '../send-file.js';
import { HemaRatingsService } from './hema-ratings.service.js';

@Controller()
export class HemaRatingsController {
  constructor(private readonly service: HemaRatingsService) {}

  @Endpoint(documentsContract.hemaRatings, 'documents')
  async export(
    @Param('id') id: string,
    @ValidQuery() query: ParsedQueryOf<typeof documentsContract.hemaRatings>,
    @Res() res: Response,
    @CurrentUser() user?: SessionUser,
  ): Promise<void> {
    const file = await this.service.export(id, user, query.format);
    sendFile(res, {
      name: file.name,
      data: file.data,
      ...(file.format === 'csv'
        ? { extension: 'zip', type: ZIP_TYPE }
        : { extension: 'xlsx', type: XLSX_TYPE }),
    });
  }
}
