import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '@cf/contracts';
import { Public } from '@cf/platform';
import type { WalletConfig } from '../config/env';
import type { PaymentMethod } from '../fees/wallet-flows-config';
import { internalCallerOf } from '../ledger/internal-caller';
import { parseInput } from '../ledger/ledger.dto';
import { WALLET_CONFIG } from '../wallet.tokens';
import { InvestmentPaymentsService } from './investment-payments.service';

/** PayPal is left out: it charges another currency at a rate (ADR 0013), an investment is an exact amount. */
const INVESTMENT_PAYMENT_METHODS = ['sandbox_card', 'bank_transfer', 'stripe', 'paymob'] as const satisfies readonly PaymentMethod[];

const id = z.string('common.required').min(1, 'common.required').max(36, 'common.invalidFormat');
const startBodySchema = z.object({
  investmentId: id,
  investorId: id,
  investorEmail: z.string().max(254).nullish().transform((v) => v ?? null),
  campaignId: id,
  campaignName: z.string().min(1).max(200),
  currency: z.string().regex(/^[A-Z]{3}$/, 'common.invalidFormat'),
  amount: z.number().int('wallet.amountInvalid').min(1, 'wallet.amountInvalid').max(Number.MAX_SAFE_INTEGER, 'wallet.amountInvalid'),
  method: z.enum(INVESTMENT_PAYMENT_METHODS, 'wallet.paymentMethodUnavailable'),
  holdExpiresAt: z.string().datetime({ offset: true, message: 'common.invalidFormat' }),
  // A path of the web app, never another site (the wallet adds its own public URL).
  returnPath: z.string().regex(/^\/[A-Za-z0-9/_-]{0,200}$/, 'common.invalidFormat'),
  language: z.enum(SUPPORTED_LANGUAGES),
});

/**
 * Investments paid by card or bank transfer, service to service (docs/adr/0020): investments starts
 * the payment and asks where it stands. The gateway routes nothing under /internal.
 */
@ApiExcludeController()
@Public()
@Controller('internal/payments/investments')
export class InvestmentPaymentsController {
  constructor(
    private readonly payments: InvestmentPaymentsService,
    @Inject(WALLET_CONFIG) private readonly config: WalletConfig,
  ) {}

  @Post()
  @HttpCode(200)
  start(@Headers('x-internal-token') token: string | undefined, @Body() body: unknown) {
    internalCallerOf(this.config, token);
    return this.payments.start(parseInput(startBodySchema, body));
  }

  @Get(':investmentId')
  status(@Headers('x-internal-token') token: string | undefined, @Param('investmentId') investmentId: string) {
    internalCallerOf(this.config, token);
    return this.payments.status(investmentId);
  }
}
