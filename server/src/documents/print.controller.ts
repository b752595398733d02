import { Controller, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { documentsContract, PDF_TYPE } from '@hema/shared/contracts/documents';
import type { ParsedQueryOf } from '@hema/shared/contracts/endpoint';
import { CurrentUser } from '../common/current-user.decorator.js';
import { Endpoint, ValidQuery } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { printLanguageOf } from './print-language.js';
import { PrintService, type PrintedDocument } from './print.service.js';
import { sendFile } from './send-file.js';

type PrintQuery = ParsedQueryOf<typeof documentsContract.poolSheet>;

const sendPdf = (res: Response, document: PrintedDocument) =>
  sendFile(res, { ...document, extension: 'pdf', type: PDF_TYPE });

/** Spec §7 "print by GET {resource}/{id}/print returned as a blob": PDFs of pools, stages, rings and categories. */
@Controller()
export class PrintController {
  constructor(private readonly service: PrintService) {}

  @Endpoint(documentsContract.poolSheet, 'documents')
  async poolSheet(
    @Param('id') id: string,
    @ValidQuery() query: PrintQuery,
    @Req() req: Request,
    @Res() res: Response,
    @CurrentUser() user?: SessionUser,
  ): Promise<void> {
    sendPdf(res, await this.service.poolSheet(id, user, printLanguageOf(query.lang, req)));
  }

  @Endpoint(documentsContract.stageBracket, 'documents')
  async stageBracket(
    @Param('id') id: string,
    @ValidQuery() query: PrintQuery,
    @Req() req: Request,
    @Res() res: Response,
    @CurrentUser() user?: SessionUser,
  ): Promise<void> {
    sendPdf(res, await this.service.stageBracket(id, user, printLanguageOf(query.lang, req)));
  }

  @Endpoint(documentsContract.ringSchedule, 'documents')
  async ringSchedule(
    @Param('id') id: string,
    @ValidQuery() query: PrintQuery,
    @Req() req: Request,
    @Res() res: Response,
    @CurrentUser() user?: SessionUser,
  ): Promise<void> {
    sendPdf(res, await this.service.ringSchedule(id, user, printLanguageOf(query.lang, req)));
  }

  @Endpoint(documentsContract.categoryResults, 'documents')
  async categoryResults(
    @Param('id') id: string,
    @ValidQuery() query: PrintQuery,
    @Req() req: Request,
    @Res() res: Response,
    @CurrentUser() user?: SessionUser,
  ): Promise<void> {
    sendPdf(res, await this.service.categoryResults(id, user, printLanguageOf(query.lang, req)));
  }
}
