import { Module } from '@nestjs/common';
import { ChildWalletsModule } from '../child-wallets/child-wallets.module';
import type { WalletConfig } from '../config/env';
import { FeesModule } from '../fees/fees.module';
import { WalletTransactionsModule } from '../wallet-transactions/wallet-transactions.module';
import { WALLET_CONFIG } from '../wallet.tokens';
import { AbandonedPaymentsSweeper } from './abandoned-payments.sweeper';
import { AchController } from './ach/ach.controller';
import { AchAccountsRepository } from './ach/ach-accounts.repository';
import { AchService } from './ach/ach.service';
import { StripeAchClient } from './ach/stripe-ach.client';
import { BankTransferSlipsService } from './bank-transfer-slips.service';
import { SLIP_STORAGE, StoredSlipStorage } from './slip-storage';
import { FileAreas } from '@cf/platform';
import { ProviderPaymentsController } from './provider-payments.controller';
import { ProviderPaymentsService } from './provider-payments.service';
import { TopupController } from './topup.controller';
import { PreapprovalsRepository } from './preapprovals.repository';
import { TopupService } from './topup.service';
import { WebhookEventsRepository } from './webhook-events.repository';
import { WebhookController } from './webhook.controller';
import { WebhooksService } from './webhooks.service';

/** Top-up: preapproval, provider checkout, webhooks, settlement; bank-transfer slips; ACH bank links; investments paid by card or bank transfer. */
@Module({
  imports: [WalletTransactionsModule, FeesModule, ChildWalletsModule],
  controllers: [TopupController, WebhookController, AchController, ProviderPaymentsController],
  providers: [
    PreapprovalsRepository,
    WebhookEventsRepository,
    TopupService,
    AbandonedPaymentsSweeper,
    ProviderPaymentsService,
    WebhooksService,
    BankTransferSlipsService,
    AchService,
    AchAccountsRepository,
    StripeAchClient,
    { provide: SLIP_STORAGE, inject: [FileAreas, WALLET_CONFIG], useFactory: (files: FileAreas, config: WalletConfig) => new StoredSlipStorage(files, config.flows.slipDirectory) },
  ],
  exports: [TopupService, BankTransferSlipsService],
})
export class TopupModule {}
