import { Global, Module } from '@nestjs/common';
import './i18n/provider-messages';
import { BankTransferProvider } from './bank-transfer/bank-transfer.provider';
import { PAYMENT_PROVIDERS, type PaymentProvider } from './payment-provider.port';
import { PaymentProviderRegistry } from './payment-provider.registry';
import { PaymentSwitches } from './payment-switches';
import { PaymobProvider } from './paymob/paymob.provider';
import { PayPalProvider } from './paypal/paypal.provider';
import { SandboxCardProvider } from './sandbox/sandbox-card.provider';
import { SandboxCheckoutController } from './sandbox/sandbox-checkout.controller';
import { SandboxCheckoutService } from './sandbox/sandbox-checkout.service';
import { SandboxSessionsRepository } from './sandbox/sandbox-sessions.repository';
import { SandboxCheckoutSessionRow } from './sandbox/sandbox-session.entity';
import { SandboxWebhookSender } from './sandbox/sandbox-webhook-sender';
import { StripeProvider } from './stripe/stripe.provider';

/** Entities of the providers (the sandbox processor's sessions); listed in WALLET_ENTITIES. */
export const PROVIDER_ENTITIES = [SandboxCheckoutSessionRow];

const ADAPTERS = [SandboxCardProvider, BankTransferProvider, StripeProvider, PaymobProvider, PayPalProvider];

/**
 * Every payment provider behind the one PaymentProvider port. Exports the PAYMENT_PROVIDERS list
 * and PaymentProviderRegistry (`get(name)`, `getEnabled(name)`, `paymentMethods()`,
 * `verifyWebhook(name, request)`); serves the sandbox processor's hosted-checkout API. Global, so
 * top-up and fees inject PAYMENT_PROVIDERS / PaymentProviderRegistry without importing it.
 */
@Global()
@Module({
  controllers: [SandboxCheckoutController],
  providers: [
    SandboxWebhookSender,
    SandboxCheckoutService,
    SandboxSessionsRepository,
    ...ADAPTERS,
    { provide: PAYMENT_PROVIDERS, useFactory: (...adapters: PaymentProvider[]) => adapters, inject: ADAPTERS },
    PaymentProviderRegistry,
    PaymentSwitches,
  ],
  exports: [PAYMENT_PROVIDERS, PaymentProviderRegistry, PaymentSwitches, SandboxCheckoutService],
})
export class ProvidersModule {}
