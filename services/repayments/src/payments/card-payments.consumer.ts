import { Injectable } from '@nestjs/common';
import { TopupCompletedV1, TopupFailedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { RepaymentPaymentsRepository } from '../core/repayment-payments.repository';
import { PaymentsService } from './payments.service';

/**
 * Issue 38: an owner's card payment of a repayment settled or failed at the wallet. The payment goes
 * on at once (its transfer is already made, or it fails and frees the row); the sweeper does the same
 * for a payment whose event is late, and the payer's return page asks the same way.
 */
@Injectable()
export class CardPaymentsConsumer {
  constructor(
    private readonly payments: RepaymentPaymentsRepository,
    private readonly paying: PaymentsService,
  ) {}

  @OnEvent(TopupCompletedV1)
  async completed(event: EventEnvelope<EventData<typeof TopupCompletedV1>>): Promise<void> {
    await this.goOn(event.data.repaymentPaymentId);
  }

  @OnEvent(TopupFailedV1)
  async failed(event: EventEnvelope<EventData<typeof TopupFailedV1>>): Promise<void> {
    await this.goOn(event.data.repaymentPaymentId);
  }

  private async goOn(paymentId: string | undefined): Promise<void> {
    if (!paymentId) return;
    const payment = await this.payments.find(paymentId);
    if (!payment) return;
    // Finished already (the return page or the sweeper was first), or failed before its card was paid.
    if (payment.state !== 'pending') return this.paying.returnIfPaidLate(payment);
    await this.paying.finish(payment, { throwOnRefusal: false });
  }
}
