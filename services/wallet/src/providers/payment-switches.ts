import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { paymentGatewaysEndpoint, SiteSettingsUpdatedV1, type EventData, type EventEnvelope, type PaymentGatewayOption } from '@cf/contracts';
import { OnEvent, ServiceClient } from '@cf/platform';
import type { WalletConfig } from '../config/env';
import { WALLET_CONFIG } from '../wallet.tokens';
import type { ProviderName } from './payment-provider.port';

/** The site's payment-gateway switch that offers each provider (A1.3). */
const SWITCH_OF: Record<ProviderName, string> = {
  sandbox_card: 'sandbox',
  bank_transfer: 'offlineBankTransfer',
  stripe: 'stripe',
  paymob: 'paymob',
  paypal: 'paypal',
};

/**
 * Which ways to pay administrators offer (A1.3, the site's `payment-gateway` settings). A provider
 * is offered to a payer only when it is configured here *and* switched on there. The copy is read
 * from the site's public API at start, again whenever the site announces a change of that section,
 * and every `siteSwitchesRefreshMs` in case an event was missed. Until the site has answered once,
 * the configuration alone decides (a wallet must not refuse every payment because the site was slow
 * to start); a payment already started always finishes, whatever the switch says now.
 */
@Injectable()
export class PaymentSwitches implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PaymentSwitches.name);
  private readonly client: ServiceClient;
  private switches: Record<string, boolean> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private lastAttempt = 0;

  constructor(@Inject(WALLET_CONFIG) private readonly config: WalletConfig) {
    this.client = new ServiceClient(config.siteUrl, 3000);
  }

  /** Whether the site offers `provider` (true while the site's switches are not known yet). */
  allows(provider: ProviderName): boolean {
    // Not known yet (the site was down at start): ask again in the background, at most every 5 s.
    if (!this.switches && Date.now() - this.lastAttempt > 5000) void this.refresh();
    return this.switches?.[SWITCH_OF[provider]] ?? true;
  }

  async refresh(): Promise<void> {
    this.lastAttempt = Date.now();
    try {
      const options = await this.client.request<PaymentGatewayOption[]>('GET', `/api/v1/${paymentGatewaysEndpoint.path}?lng=en`);
      this.switches = Object.fromEntries(options.map((option) => [option.key, option.enabled === 'yes']));
    } catch (error) {
      // The last copy stays; the next event or tick tries again.
      this.logger.warn(`could not read the site's payment switches: ${(error as Error).message}`);
    }
  }

  @OnEvent(SiteSettingsUpdatedV1)
  async settingsUpdated(event: EventEnvelope<EventData<typeof SiteSettingsUpdatedV1>>): Promise<void> {
    if (event.data.section === 'payment-gateway') await this.refresh();
  }

  async onApplicationBootstrap(): Promise<void> {
    void this.refresh();
    if (this.config.siteSwitchesRefreshMs > 0) {
      this.timer = setInterval(() => void this.refresh(), this.config.siteSwitchesRefreshMs);
      this.timer.unref();
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.client.close();
  }
}
