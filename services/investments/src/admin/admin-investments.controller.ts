import { Controller, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { adminInvestmentsEndpoint, adminInvestmentsExportEndpoint, type EndpointParsedQuery } from '@cf/contracts';
import { csvDownload, currentContext, EndpointQuery, RawResponse, ServeEndpoint } from '@cf/platform';
import { AdminInvestmentsService } from './admin-investments.service';

/** C1.3 every investment, for administrators. */
@ApiTags('investments')
@Controller()
export class AdminInvestmentsController {
  constructor(private readonly admin: AdminInvestmentsService) {}

  @ServeEndpoint(adminInvestmentsEndpoint)
  list(@EndpointQuery(adminInvestmentsEndpoint) query: EndpointParsedQuery<typeof adminInvestmentsEndpoint>) {
    return this.admin.list(query);
  }

  /** Issue 38: the period's investments as a spreadsheet, streamed as they are read. */
  @RawResponse()
  @ApiProduces('text/csv')
  @ServeEndpoint(adminInvestmentsExportEndpoint)
  export(@Res({ passthrough: true }) reply: FastifyReply, @EndpointQuery(adminInvestmentsExportEndpoint) query: EndpointParsedQuery<typeof adminInvestmentsExportEndpoint>) {
    return csvDownload(reply, this.admin.export(currentContext()?.language ?? 'ar', query));
  }
}
