import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { AppError } from '@cf/platform';
import {
  PAYMENT_PROVIDERS,
  WebhookSignatureError,
  type PaymentOutcome,
  type PaymentProvider,
  type ProviderName,
  type WebhookRequest,
} from './payment-provider.port';

export const PROVIDER_NAMES: readonly ProviderName[] = ['sandbox_card', 'bank_transfer', 'stripe', 'paymob', 'paypal'];

export function isProviderName(value: unknown): value is ProviderName {
  return typeof value === 'string' && (PROVIDER_NAMES as readonly string[]).includes(value);
}

/**
 * The way to a payment provider by name: `get('stripe')` for any configured adapter,
 * `getEnabled(name)` when a user picks a method (refuses a disabled one), `paymentMethods()` for
 * the wallet detail's list, and `verifyWebhook(name, request)` for the webhook controller, which
 * logs every refused signature before rethrowing the WebhookSignatureError.
 */
@Injectable()
export class PaymentProviderRegistry {
  private readonly logger = new Logger('PaymentWebhooks');
  private readonly byName: Map<string, PaymentProvider>;

  constructor(@Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProvider[]) {
    this.byName = new Map(providers.map((provider) => [provider.name, provider]));
  }

  list(): PaymentProvider[] {
    return [...this.providers];
  }

  /** `[{id, enabled}]` in a fixed order (API item 1: paymentMethods). */
  paymentMethods(): Array<{ id: ProviderName; enabled: boolean }> {
    return PROVIDER_NAMES.filter((name) => this.byName.has(name)).map((name) => ({
      id: name,
      enabled: this.byName.get(name)!.isEnabled(),
    }));
  }

  find(name: string): PaymentProvider | undefined {
    return this.byName.get(name);
  }

  /** The adapter, enabled or not (fetching the outcome of a payment started before it was switched off). */
  get(name: string): PaymentProvider {
    const provider = this.byName.get(name);
    if (!provider) throw new AppError('wallet.provider.unknown', HttpStatus.BAD_REQUEST);
    return provider;
  }

  /** The adapter a user may pay with now. */
  getEnabled(name: string): PaymentProvider {
    const provider = this.get(name);
    if (!provider.isEnabled()) throw new AppError('wallet.provider.disabled', HttpStatus.BAD_REQUEST);
    return provider;
  }

  /**
   * Checks and parses a webhook for `name`. A bad signature is logged (provider, reason, client
   * address when given) and rethrown: the controller answers 400 and credits nothing.
   */
  async verifyWebhook(
    name: string,
    request: WebhookRequest,
    context: { ip?: string; correlationId?: string } = {},
  ): Promise<PaymentOutcome> {
    const provider = this.byName.get(name);
    if (!provider) {
      this.logger.warn(
        `webhook refused: unknown provider "${name.slice(0, 40)}" (ip ${context.ip ?? '?'}, correlation ${context.correlationId ?? '?'})`,
      );
      throw AppError.notFound('wallet.provider.unknown');
    }
    try {
      return await provider.parseWebhook(request);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        this.logger.warn(
          `webhook refused: ${name}: ${error.message} (ip ${context.ip ?? '?'}, correlation ${context.correlationId ?? '?'}, ${request.rawBody.length} bytes)`,
        );
      }
      throw error;
    }
  }
}
