import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { currentContext, CurrentUser, RawResponse, type AuthenticatedUser } from '@cf/platform';
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
@Controller('api/v1/wallet')
export class StatementsController {
  constructor(private readonly statements: StatementsService) {}

  /** A2.22 statement download as CSV (`from`, `to`: YYYY-MM-DD, Muscat days, inclusive). */
  @RawResponse()
  @ApiProduces('text/csv')
  @Get('statement.csv')
  async csv(@CurrentUser() user: AuthenticatedUser, @Res({ passthrough: true }) reply: FastifyReply, @Query('from') from?: string, @Query('to') to?: string) {
    return send(reply, await this.statements.csv(user, currentContext()?.language ?? 'ar', from, to));
  }

  /** The same statement as a PDF (Arabic shaped and right-to-left). */
  @RawResponse()
  @ApiProduces('application/pdf')
  @Get('statement.pdf')
  async pdf(@CurrentUser() user: AuthenticatedUser, @Res({ passthrough: true }) reply: FastifyReply, @Query('from') from?: string, @Query('to') to?: string) {
    return send(reply, await this.statements.pdf(user, currentContext()?.language ?? 'ar', from, to));
  }
}
