import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { adminInvestmentsEndpoint, type EndpointParsedQuery } from '@cf/contracts';
import { EndpointQuery, ServeEndpoint } from '@cf/platform';
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
}
