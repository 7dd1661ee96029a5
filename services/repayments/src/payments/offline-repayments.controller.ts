import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  approveOfflineRepaymentEndpoint,
  declineOfflineRepaymentEndpoint,
  offlineRepaymentsEndpoint,
  recordOfflineRepaymentEndpoint,
  type EndpointParsedBody,
  type EndpointParsedQuery,
} from '@cf/contracts';
import { CurrentUser, EndpointBody, EndpointQuery, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { OfflineRepaymentsService } from './offline-repayments.service';

/** C1.3, C6.4 repayments received outside the platform, recorded by one administrator and decided by another. */
@ApiTags('repayments')
@Controller()
export class OfflineRepaymentsController {
  constructor(private readonly offline: OfflineRepaymentsService) {}

  @ServeEndpoint(recordOfflineRepaymentEndpoint)
  record(@CurrentUser() admin: AuthenticatedUser, @EndpointBody(recordOfflineRepaymentEndpoint) body: EndpointParsedBody<typeof recordOfflineRepaymentEndpoint>) {
    return this.offline.record(admin, body);
  }

  @ServeEndpoint(offlineRepaymentsEndpoint)
  list(@EndpointQuery(offlineRepaymentsEndpoint) query: EndpointParsedQuery<typeof offlineRepaymentsEndpoint>) {
    return this.offline.list(query.status, query.limit);
  }

  @ServeEndpoint(approveOfflineRepaymentEndpoint)
  approve(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string) {
    return this.offline.approve(admin, id);
  }

  @ServeEndpoint(declineOfflineRepaymentEndpoint)
  decline(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string, @EndpointBody(declineOfflineRepaymentEndpoint) body: EndpointParsedBody<typeof declineOfflineRepaymentEndpoint>) {
    return this.offline.decline(admin, id, body.reason);
  }
}
