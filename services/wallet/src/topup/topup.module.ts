import { Module } from '@nestjs/common';
import type { WalletConfig } from '../config/env';
import { FeesModule } from '../fees/fees.module';
import { WalletReadsModule } from '../wallet-reads/wallet-reads.module';
import { WALLET_CONFIG } from '../wallet.tokens';
import { BankTransferSlipsService } from './bank-transfer-slips.service';
import { LocalDiskSlipStorage, SLIP_STORAGE } from './slip-storage';
import { TopupController } from './topup.controller';
import { TopupService } from './topup.service';
import { WebhookController } from './webhook.controller';
import { WebhooksService } from './webhooks.service';

/** Top-up: preapproval, provider checkout, webhooks, settlement; bank-transfer slips. */
@Module({
  imports: [WalletReadsModule, FeesModule],
  controllers: [TopupController, WebhookController],
  providers: [
    TopupService,
    WebhooksService,
    BankTransferSlipsService,
    { provide: SLIP_STORAGE, inject: [WALLET_CONFIG], useFactory: (config: WalletConfig) => new LocalDiskSlipStorage(config.flows.slipDirectory) },
  ],
  exports: [TopupService, BankTransferSlipsService],
})
export class TopupModule {}
