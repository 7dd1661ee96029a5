import { Controller, Param, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { contractDataEndpoint, contractPdfEndpoint } from '@cf/contracts';
import { CurrentUser, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { requestLanguage } from '../i18n/request-language';
import { ContractsService } from './contracts.service';

/** C7.8 contracts: an investment's contract for its investor. */
@ApiTags('investments')
@Controller()
export class ContractsController {
  constructor(private readonly contracts: ContractsService) {}

  @ServeEndpoint(contractDataEndpoint)
  data(@CurrentUser() user: AuthenticatedUser, @Param('investmentId') investmentId: string) {
    return this.contracts.data(user, investmentId, requestLanguage());
  }

  @ApiProduces('application/pdf')
  @ServeEndpoint(contractPdfEndpoint)
  async pdf(@CurrentUser() user: AuthenticatedUser, @Param('investmentId') investmentId: string, @Res() reply: FastifyReply) {
    const { pdf, referenceId } = await this.contracts.draftPdf(user, investmentId, requestLanguage());
    // Personal data: never cached, never sniffed.
    await reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'no-store, private')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="contract-${referenceId}.pdf"`)
      .send(pdf);
  }
}
