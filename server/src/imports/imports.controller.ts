import { Controller, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ParsedBodyOf, ResponseOf } from '@hema/shared/contracts/endpoint';
import { importsContract } from '@hema/shared/contracts/imports';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { IMPORT_COLUMNS, IMPORT_FILES, IMPORT_TEMPLATE } from '@hema/shared/imports/import-files';
import { CurrentUser } from '../common/current-user.decorator.js';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import { parseId } from '../common/validation.js';
import { csvZipOf } from '../documents/hema-ratings/hema-ratings-files.js';
import { sendFile } from '../documents/send-file.js';
import type { SessionUser } from '../users/user.view.js';
import { receiveImportFile } from './import-upload.js';
import { ImportsService } from './imports.service.js';

const TAG = 'imports';

/** `/rating-import` (any signed-in user uploads and follows their imports) and `/admin/tournament-imports`. */
@Controller()
export class ImportsController {
  constructor(private readonly imports: ImportsService) {}

  @Endpoint(importsContract.upload, TAG)
  async upload(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @CurrentUser() user: SessionUser,
  ): Promise<ResponseOf<typeof importsContract.upload>> {
    const file = await receiveImportFile(req, res);
    return this.imports.upload(user, file.originalname, file.buffer);
  }

  @Endpoint(importsContract.template, TAG)
  template(@Res() res: Response): void {
    const tables = IMPORT_FILES.map((file) => ({
      name: file,
      header: [...IMPORT_COLUMNS[file]],
      rows: IMPORT_TEMPLATE[file],
    }));
    sendFile(res, {
      name: 'tournament-import',
      extension: 'zip',
      type: 'application/zip',
      data: csvZipOf(tables),
    });
  }

  @Endpoint(importsContract.mine, TAG)
  mine(
    @ValidQuery() query: ListQueryParams,
    @CurrentUser() user: SessionUser,
  ): Promise<ResponseOf<typeof importsContract.mine>> {
    return this.imports.list(query, user._id);
  }

  @Endpoint(importsContract.list, TAG)
  list(@ValidQuery() query: ListQueryParams): Promise<ResponseOf<typeof importsContract.list>> {
    return this.imports.list(query);
  }

  @Endpoint(importsContract.get, TAG)
  get(@Param('id') id: string): Promise<ResponseOf<typeof importsContract.get>> {
    return this.imports.preview(parseId(id, 'Import'));
  }

  @Endpoint(importsContract.approve, TAG)
  approve(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof importsContract.approve>,
    @CurrentUser() admin: SessionUser,
  ): Promise<ResponseOf<typeof importsContract.approve>> {
    return this.imports.approve(parseId(id, 'Import'), admin, body?.confirmDuplicate === true);
  }

  @Endpoint(importsContract.withdraw, TAG)
  withdraw(
    @Param('id') id: string,
    @CurrentUser() admin: SessionUser,
  ): Promise<ResponseOf<typeof importsContract.withdraw>> {
    return this.imports.withdraw(parseId(id, 'Import'), admin);
  }

  @Endpoint(importsContract.refuse, TAG)
  refuse(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof importsContract.refuse>,
    @CurrentUser() admin: SessionUser,
  ): Promise<ResponseOf<typeof importsContract.refuse>> {
    return this.imports.refuse(parseId(id, 'Import'), admin, body.reason);
  }
}
