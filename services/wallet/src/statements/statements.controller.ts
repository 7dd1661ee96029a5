import { Controller, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type AuthenticatedUser, csvDownload, currentContext, CurrentUser, RawResponse, ServeEndpoint } from '@cf/platform';
import { adminTransactionsExportEndpoint, statementCsvEndpoint, statementPdfEndpoint } from '@cf/contracts';
import { StatementsService, type StatementFile } from './statements.service';

const send = (reply: FastifyReply, file: StatementFile) => {
  void reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store');
  return file.body;
};

@ApiTags('wallet')
@ApiBearerAuth()
@Controller()
export class StatementsController {
  constructor(private readonly statements: StatementsService) {}

  /** A2.22 statement download as CSV (`from`, `to`: YYYY-MM-DD, Muscat days, inclusive). */
  @RawResponse()
  @ApiProduces('text/csv')
  @ServeEndpoint(statementCsvEndpoint)
  async csv(@CurrentUser() user: AuthenticatedUser, @Res({ passthrough: true }) reply: FastifyReply, @Query('from') from?: string, @Query('to') to?: string) {
    return send(reply, await this.statements.csv(user, currentContext()?.language ?? 'ar', from, to));
  }

  /** Issue 38: every transaction of the period for administrators, streamed as it is read. */
  @RawResponse()
  @ApiProduces('text/csv')
  @ServeEndpoint(adminTransactionsExportEndpoint)
  exportAll(@Res({ passthrough: true }) reply: FastifyReply, @Query('from') from?: string, @Query('to') to?: string) {
    return csvDownload(reply, this.statements.exportAll(currentContext()?.language ?? 'ar', from, to));
  }

  /** The same statement as a PDF (Arabic shaped and right-to-left). */
  @RawResponse()
  @ApiProduces('application/pdf')
  @ServeEndpoint(statementPdfEndpoint)
  async pdf(@CurrentUser() user: AuthenticatedUser, @Res({ passthrough: true }) reply: FastifyReply, @Query('from') from?: string, @Query('to') to?: string) {
    return send(reply, await this.statements.pdf(user, currentContext()?.language ?? 'ar', from, to));
  }
}
