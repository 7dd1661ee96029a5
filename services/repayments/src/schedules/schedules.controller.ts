import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  adminRepaymentsEndpoint,
  calculateTotalRepaymentEndpoint,
  createAutoRepaymentEndpoint,
  declareDividendEndpoint,
  getRepaymentEndpoint,
  repaymentScheduleEndpoint,
  singleRepaymentEndpoint,
  totalReservationsEndpoint,
  writeOffRepaymentEndpoint,
  type EndpointParsedBody,
  type EndpointParsedQuery,
} from '@cf/contracts';
import { CurrentUser, EndpointBody, EndpointQuery, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { SchedulesService } from './schedules.service';

const pageSize = (limit: string | undefined) => Math.min(200, Math.max(1, Number(limit) || 50));

/** C2.14, C3.11, C7.4 schedules: the owner's repayment tab, the public schedule, previews, dividends, write-offs. */
@ApiTags('repayments')
@Controller()
export class SchedulesController {
  constructor(private readonly schedules: SchedulesService) {}

  @ServeEndpoint(getRepaymentEndpoint)
  ownerSchedule(@CurrentUser() user: AuthenticatedUser, @Param('campaignId') campaignId: string) {
    return this.schedules.ownerSchedule(user, campaignId);
  }

  @ServeEndpoint(repaymentScheduleEndpoint)
  publicSchedule(@CurrentUser() user: AuthenticatedUser | undefined, @Param('campaignId') campaignId: string) {
    return this.schedules.publicSchedule(campaignId, user);
  }

  @ServeEndpoint(totalReservationsEndpoint)
  totalReservations(@CurrentUser() user: AuthenticatedUser, @Param('campaignId') campaignId: string) {
    return this.schedules.totalReservations(user, campaignId);
  }

  @ServeEndpoint(singleRepaymentEndpoint)
  single(@CurrentUser() user: AuthenticatedUser, @Param('rowId') rowId: string) {
    return this.schedules.single(user, rowId);
  }

  @ServeEndpoint(calculateTotalRepaymentEndpoint)
  preview(@EndpointBody(calculateTotalRepaymentEndpoint) body: EndpointParsedBody<typeof calculateTotalRepaymentEndpoint>) {
    return this.schedules.preview(body);
  }

  @ServeEndpoint(createAutoRepaymentEndpoint)
  autoRepayment(@CurrentUser() user: AuthenticatedUser, @EndpointBody(createAutoRepaymentEndpoint) body: EndpointParsedBody<typeof createAutoRepaymentEndpoint>) {
    return this.schedules.setAutoRepayment(user, body.campaignId, body.enabled);
  }

  @ServeEndpoint(declareDividendEndpoint)
  declareDividend(@CurrentUser() user: AuthenticatedUser, @EndpointBody(declareDividendEndpoint) body: EndpointParsedBody<typeof declareDividendEndpoint>) {
    return this.schedules.declareDividend(user, body);
  }

  @ServeEndpoint(adminRepaymentsEndpoint)
  adminList(@EndpointQuery(adminRepaymentsEndpoint) query: EndpointParsedQuery<typeof adminRepaymentsEndpoint>) {
    return this.schedules.adminList(query.status ?? 'all', pageSize(query.limit));
  }

  @ServeEndpoint(writeOffRepaymentEndpoint)
  writeOff(@CurrentUser() admin: AuthenticatedUser, @Param('rowId') rowId: string, @EndpointBody(writeOffRepaymentEndpoint) body: EndpointParsedBody<typeof writeOffRepaymentEndpoint>) {
    return this.schedules.writeOff(admin, rowId, body.reason);
  }
}
