import { Body, Controller, Headers, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public, resolveLanguage, ServeEndpoint } from '@cf/platform';
import { sandboxChallengeEndpoint, sandboxPayEndpoint, sandboxSessionEndpoint } from '@cf/contracts';
import { SandboxCheckoutService, type SandboxPayResult, type SandboxSessionView } from './sandbox-checkout.service';

/**
 * The sandbox processor's JSON API behind the hosted checkout page `/wallet-payment/<sessionId>`.
 * Public, as a processor's checkout is: the session id (a random UUIDv7) is the capability, and the
 * page never sees the wallet's own ids beyond the amount and description it must show.
 */
@ApiTags('payment providers: sandbox card')
@Public()
@Controller()
export class SandboxCheckoutController {
  constructor(private readonly sessions: SandboxCheckoutService) {}

  @ServeEndpoint(sandboxSessionEndpoint)
  async getSession(
    @Param('sessionId') sessionId: string,
    @Query() query: Record<string, string>,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<SandboxSessionView> {
    return this.sessions.view(await this.sessions.get(sessionId), resolveLanguage(query, acceptLanguage));
  }

  @ServeEndpoint(sandboxPayEndpoint)
  pay(
    @Param('sessionId') sessionId: string,
    @Body() body: unknown,
    @Query() query: Record<string, string>,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<SandboxPayResult> {
    return this.sessions.pay(sessionId, body, resolveLanguage(query, acceptLanguage));
  }

  @ServeEndpoint(sandboxChallengeEndpoint)
  challenge(
    @Param('sessionId') sessionId: string,
    @Body() body: unknown,
    @Query() query: Record<string, string>,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<SandboxPayResult> {
    return this.sessions.challenge(sessionId, body, resolveLanguage(query, acceptLanguage));
  }
}
