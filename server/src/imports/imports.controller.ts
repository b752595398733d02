import { Controller, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import type { ParsedBodyOf, ResponseOf } from '@hema/shared/contracts/endpoint';
import { IMPORT_STATUSES, importsContract } from '@hema/shared/contracts/imports';
import type { ListQueryParams } from '@hema/shared/contracts/list';
import { IMPORT_COLUMNS, IMPORT_FILES, IMPORT_TEMPLATE } from '@hema/shared/imports/import-files';
import { CurrentUser } from '../common/current-user.decorator.js';
import { Endpoint, ValidBody, ValidQuery } from '../common/endpoint.decorator.js';
import { runList, type ListDefinition } from '../common/list.js';
import { parseId } from '../common/validation.js';
import { csvZipOf } from '../documents/hema-ratings/hema-ratings-files.js';
import { sendFile } from '../documents/send-file.js';
import type { SessionUser } from '../users/user.view.js';
import { receiveImportFile } from './import-upload.js';
import { importSummary, ImportsService } from './imports.service.js';
import { TournamentImport } from './tournament-import.entity.js';

const TAG = 'imports';

const importList: ListDefinition<TournamentImport> = {
  resource: 'imports',
  fields: {
    _id: { column: 'import.id', type: 'id', sortable: true, filterable: true },
    status: {
      column: 'import.status',
      type: 'enum',
      values: IMPORT_STATUSES,
      sortable: true,
      filterable: true,
    },
    title: { column: 'import.title', type: 'text', sortable: true, filterable: true },
    dateStart: { column: 'import.dateStart', type: 'date', sortable: true, filterable: true },
    createdAt: { column: 'import.createdAt', type: 'date', sortable: true, filterable: true },
    uploader: { column: 'uploader.name', type: 'text', sortable: true, filterable: true },
  },
  defaultSort: '-createdAt',
  selectTitle: 'title',
};

/** `/rating-import` (any signed-in user uploads and follows their imports) and `/admin/tournament-imports`. */
@Controller()
export class ImportsController {
  constructor(
    private readonly db: DataSource,
    private readonly imports: ImportsService,
  ) {}

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

  private listOf(query: ListQueryParams, uploaderId?: string) {
    const qb = this.db
      .getRepository(TournamentImport)
      .createQueryBuilder('import')
      .leftJoinAndSelect('import.uploader', 'uploader')
      .leftJoinAndSelect('import.tournament', 'tournament');
    if (uploaderId) qb.where('import.uploaderId = :uploaderId', { uploaderId });
    return runList(qb, importList, query, importSummary);
  }

  @Endpoint(importsContract.mine, TAG)
  mine(
    @ValidQuery() query: ListQueryParams,
    @CurrentUser() user: SessionUser,
  ): Promise<ResponseOf<typeof importsContract.mine>> {
    return this.listOf(query, user._id);
  }

  @Endpoint(importsContract.list, TAG)
  list(@ValidQuery() query: ListQueryParams): Promise<ResponseOf<typeof importsContract.list>> {
    return this.listOf(query);
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
