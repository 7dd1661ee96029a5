import { Controller, Logger, Param, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AppError, Public, ServeEndpoint } from '@cf/platform';
import { providerWebhookEndpoint } from '@cf/contracts';
import { FeesService, isPaymentMethod } from '../fees/fees.service';
import { WebhookSignatureError } from '../providers/payment-provider.port';
import { WebhooksService } from './webhooks.service';

/**
 * Providers' webhooks: `POST equity/payment-gateway/webhook/:provider` (public; the signature over
 * the exact bytes is the authentication). A bad signature answers 400 and is logged; an event seen
 * before answers 200 and changes nothing.
 */
@ApiTags('wallet: payment providers')
@Controller()
export class WebhookController {
  private readonly logger = new Logger('WalletWebhooks');

  constructor(
    private readonly fees: FeesService,
    private readonly webhooks: WebhooksService,
  ) {}

  @Public()
  @ServeEndpoint(providerWebhookEndpoint)
  async receive(@Param('provider') name: string, @Req() request: FastifyRequest & { rawBody?: Buffer }) {
    if (!isPaymentMethod(name)) throw AppError.notFound('wallet.unknownProvider');
    const provider = this.fees.provider(name);
    if (!provider) throw AppError.notFound('wallet.unknownProvider');
    const rawBody = request.rawBody ?? Buffer.from(typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? {}));
    let outcome;
    try {
      outcome = await provider.parseWebhook({
        rawBody,
        headers: request.headers,
        query: request.query as Record<string, string | undefined>,
      });
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        this.logger.warn({ provider: name, ip: request.ip, reason: error.message }, 'webhook refused: bad signature');
        throw new AppError('wallet.webhookSignatureInvalid', 400);
      }
      throw error;
    }
    return this.webhooks.handle(name, outcome);
  }
}
