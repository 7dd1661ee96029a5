import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock, PeriodicSweep, Transactions } from '@cf/platform';
import { isProviderPaymentType } from '@cf/contracts';
import type { InvestmentsConfig } from '../config/env';
import { INVESTMENTS_CONFIG } from '../investments.tokens';
import { WalletEscrow } from '../core/wallet-escrow';
import { InvestingService } from './investing.service';
import { InvestmentsRepository } from '../core/investments.repository';

/** What one reconciliation did, and what it found that is not right (`ledger:check`'s cross-service report). */
export interface HoldReconciliationReport {
  checked: number;
  /** Payments finished: the wallet held the money, the investment had not recorded it. */
  finished: string[];
  /** Holds voided: their investment ended, failed, was cancelled or was never recorded. */
  voided: string[];
  /** Holds left pending for a reason given (a provider payment settles itself, a failure is retried). */
  left: Array<{ holdId: string; why: string }>;
}

const PAGE = 100;

/**
 * No hold without a live investment (issue 34). The wallet's pending investment holds older than the
 * grace (a payment request may still be placing one) are matched with their investments, page by
 * page, at start and every HOLD_RECONCILE_MS:
 * - a payment in process is settled (committed with its hold);
 * - an open reservation whose hold exists is finished as a wallet payment: its payment request died
 *   after the wallet placed the hold, and the move to "processing" rolled back with the request's
 *   transaction (an Idempotency-Key's). The hold is the payment's trace: the investor asked to pay,
 *   and a retry with the same key learns the same outcome;
 * - a reservation past its time expires, and its hold is voided, as is the hold of an investment that
 *   failed, was cancelled or expired, or that investments never recorded: the money goes back to
 *   the investor's available balance.
 * With `dryRun` it changes nothing and says what it would do (the operator's check).
 */
@Injectable()
export class HoldReconciliation extends PeriodicSweep {
  private readonly log = new Logger('HoldReconciliation');

  constructor(
    private readonly investing: InvestingService,
    private readonly investments: InvestmentsRepository,
    private readonly wallet: WalletEscrow,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    @Inject(INVESTMENTS_CONFIG) private readonly config: InvestmentsConfig,
  ) {
    super('HoldReconciliation');
  }

  protected intervalMs(): number {
    return this.config.holdReconcileMs;
  }

  protected override runsAtStart(): boolean {
    return true;
  }

  protected async runOnce(): Promise<number> {
    const report = await this.reconcile();
    return report.finished.length + report.voided.length;
  }

  protected describe(count: number): string {
    return `${count} investment hold(s) finished or voided`;
  }

  async reconcile(options: { dryRun?: boolean } = {}): Promise<HoldReconciliationReport> {
    const report: HoldReconciliationReport = { checked: 0, finished: [], voided: [], left: [] };
    const now = this.clock.now();
    const createdBefore = new Date(now.getTime() - this.config.holdReconcileGraceSeconds * 1000).toISOString();
    for (let after = ''; ; ) {
      const holds = await this.wallet.pendingHolds(createdBefore, after, PAGE);
      for (const hold of holds) {
        report.checked += 1;
        await this.reconcileOne(hold.holdId, now.toISOString(), report, options.dryRun ?? false).catch((error: Error) => {
          report.left.push({ holdId: hold.holdId, why: `failed, retried next time: ${error.message}` });
          this.log.warn(`reconciling hold ${hold.holdId}: ${error.message}`);
        });
      }
      if (holds.length < PAGE) return report;
      after = holds.at(-1)!.holdId;
    }
  }

  private async reconcileOne(holdId: string, nowIso: string, report: HoldReconciliationReport, dryRun: boolean): Promise<void> {
    const investmentId = WalletEscrow.investmentIdOf(holdId);
    if (!investmentId) return;
    const row = await this.investments.find(investmentId);
    const voidIt = async (why: string): Promise<void> => {
      report.voided.push(holdId);
      if (dryRun) return;
      this.log.warn(`voiding hold ${holdId}: ${why}`);
      await this.wallet.voidHold(investmentId, why);
      if (row) await this.investments.markWalletSettled(investmentId, this.clock.nowIso());
    };
    if (!row) return voidIt('no investment was recorded for it');
    switch (row.state) {
      case 'processing':
        report.finished.push(holdId);
        if (!dryRun) await this.investing.settle(row);
        return;
      case 'reserved': {
        if (row.reservedUntil <= nowIso) {
          if (!dryRun) await this.investing.expire(row);
          return voidIt('its reservation ended unpaid');
        }
        if (isProviderPaymentType(row.paymentType)) {
          report.left.push({ holdId, why: 'a provider payment, settled by its own check' });
          return;
        }
        report.finished.push(holdId);
        if (dryRun) return;
        this.log.warn(`finishing the payment of investment ${row.id}: the wallet holds its money, its request did not record it`);
        const moved = await this.transactions.run(() => this.investments.move(row.id, { from: ['reserved'], to: 'processing', fields: { paymentType: 'wallet', gateway: 'wallet' } }, this.clock.nowIso()));
        const current = moved ? { ...row, state: 'processing' as const, paymentType: 'wallet' as const, gateway: 'wallet' } : await this.investments.find(row.id);
        if (current?.state === 'processing') await this.investing.settle(current);
        return;
      }
      case 'committed':
      case 'confirmed':
        report.left.push({ holdId, why: `its investment is ${row.state}: the hold is posted when its window ends` });
        return;
      default:
        return voidIt(`its investment is ${row.state}`);
    }
  }
}
