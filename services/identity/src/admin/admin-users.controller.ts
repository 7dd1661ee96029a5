import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '@cf/platform';
import { AdminUsersQuery, UserStatusDto } from './admin-users.dto';
import { AdminUsersService } from './admin-users.service';

@ApiTags('identity: administration')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/v1/users')
export class AdminUsersController {
  constructor(private readonly admin: AdminUsersService) {}

  /** GET users?search=&limit= (admins; page size 10) */
  @Get()
  list(@Query() query: AdminUsersQuery) {
    return this.admin.list(query.search, query.limit);
  }

  /** PATCH users/{id}/status { status: 'active' | 'inactive' } */
  @Patch(':id/status')
  setStatus(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string, @Body() dto: UserStatusDto) {
    return this.admin.setStatus(admin, id, dto.status);
  }
}
