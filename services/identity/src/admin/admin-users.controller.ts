import { Controller, Param, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type AuthenticatedUser, csvDownload, currentContext, CurrentUser, EndpointBody, EndpointQuery, RawResponse, ServeEndpoint } from '@cf/platform';
import { adminUsersEndpoint, adminUsersExportEndpoint, setUserStatusEndpoint, type EndpointParsedBody, type EndpointParsedQuery } from '@cf/contracts';
import { AdminUsersService } from './admin-users.service';

@ApiTags('identity: administration')
@ApiBearerAuth()
@Controller()
export class AdminUsersController {
  constructor(private readonly admin: AdminUsersService) {}

  /** GET users?search=&limit= (admins; page size 10) */
  @ServeEndpoint(adminUsersEndpoint)
  list(@EndpointQuery(adminUsersEndpoint) query: EndpointParsedQuery<typeof adminUsersEndpoint>) {
    return this.admin.list(query.search, query.limit);
  }

  /** PATCH users/{id}/status { status: 'active' | 'inactive' } */
  @ServeEndpoint(setUserStatusEndpoint)
  setStatus(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string, @EndpointBody(setUserStatusEndpoint) dto: EndpointParsedBody<typeof setUserStatusEndpoint>) {
    return this.admin.setStatus(admin, id, dto.status);
  }

  /** Issue 38: the period's new accounts as a spreadsheet, streamed as they are read. */
  @RawResponse()
  @ApiProduces('text/csv')
  @ServeEndpoint(adminUsersExportEndpoint)
  export(@Res({ passthrough: true }) reply: FastifyReply, @EndpointQuery(adminUsersExportEndpoint) query: EndpointParsedQuery<typeof adminUsersExportEndpoint>) {
    return csvDownload(reply, this.admin.export(currentContext()?.language ?? 'ar', query.from, query.to));
  }
}
