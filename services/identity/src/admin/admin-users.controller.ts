import { Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser, EndpointBody, EndpointQuery, ServeEndpoint } from '@cf/platform';
import { adminUsersEndpoint, setUserStatusEndpoint, type EndpointParsedBody, type EndpointParsedQuery } from '@cf/contracts';
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
}
