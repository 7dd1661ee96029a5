import { Clock, Transactions } from '@cf/platform';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '@cf/platform';
import { FeesService } from '../fees/fees.service';
import type { PaymentMethod } from '../config/wallet-flows-config';
import { TopupService } from '../topup/topup.service';
import { TX_STATUS, WalletTransactionRow } from '../wallet-transactions/entities/wallet-transaction.entity';
import { WALLET_CURRENCY } from '../wallet-transactions/wallet-accounts';
import { EMPTY_TRANSACTION_FIELDS, WalletTransactionsRepository } from '../wallet-transactions/wallet-transactions.repository';
import { WithdrawalService } from '../withdrawal/withdrawal.service';

/** Identity's demo accounts (services/identity/src/seed/demo-users.ts): fixed ids. */
const DEMO_ADMIN_ID = '00000000-0000-7000-8000-000000000001';
const DEMO_INVESTORS = [
  {
    id: '00000000-0000-7000-8000-000000000003',
    email: 'investor1@demo.om',
    scale: 1n,
    holder: 'Khalid Al Harthy',
    account: '0301004455667',
  },
  {
    id: '00000000-0000-7000-8000-000000000004',
    email: 'investor2@demo.om',
    scale: 2n,
    holder: 'Maryam Al Rawahi',
    account: '0412009988776',
  },
];

/**
 * One bank transfer each: the crowd behind the demo's figures (investor4-13), enough for the demo
 * story's investments, and the owner, who repays an instalment from it (an owner repays from the
 * business's money, not from the payout).
 */
const DEMO_FUNDED_ACCOUNTS = [
  { id: '00000000-0000-7000-8000-000000000002', amount: 30_000_000 },
  { id: '00000000-0000-7000-8000-000000000006', amount: 1_500_000_000 },
  { id: '00000000-0000-7000-8000-000000000007', amount: 1_500_000_000 },
  { id: '00000000-0000-7000-8000-000000000008', amount: 1_500_000_000 },
  { id: '00000000-0000-7000-8000-000000000009', amount: 100_000_000 },
  { id: '00000000-0000-7000-8000-000000000010', amount: 100_000_000 },
  { id: '00000000-0000-7000-8000-000000000011', amount: 100_000_000 },
  { id: '00000000-0000-7000-8000-000000000012', amount: 20_000_000 },
  { id: '00000000-0000-7000-8000-000000000013', amount: 20_000_000 },
  { id: '00000000-0000-7000-8000-000000000014', amount: 1_500_000_000 },
  { id: '00000000-0000-7000-8000-000000000015', amount: 1_500_000_000 },
];

const MUSCAT_OFFSET_MS = 4 * 3600 * 1000; // UTC+4 all year (no daylight saving)
/** `hour`:15 Muscat time on the Muscat calendar day `days` before today (from 20:00 UTC Muscat is already on tomorrow). */
const daysAgo = (days: number, hour = 10): string => {
  const muscatToday = new Date(Date.now() + MUSCAT_OFFSET_MS);
  return new Date(
    Date.UTC(muscatToday.getUTCFullYear(), muscatToday.getUTCMonth(), muscatToday.getUTCDate() - days, hour, 15) - MUSCAT_OFFSET_MS,
  ).toISOString();
};

interface DemoStep {
  daysAgo: number;
  kind: 'card' | 'bank' | 'failed-card' | 'withdrawal-paid' | 'withdrawal-pending';
  /** OMR × 1000 (baisa) for investor 1; investor 2 gets `scale` times as much. */
  amount: number;
}

/** A few months of wallet life: card and bank top-ups, a declined card, a paid withdrawal, one waiting. */
const STEPS: DemoStep[] = [
  { daysAgo: 84, kind: 'card', amount: 1_500_000 },
  { daysAgo: 61, kind: 'bank', amount: 1_000_000 },
  { daysAgo: 40, kind: 'failed-card', amount: 300_000 },
  { daysAgo: 33, kind: 'card', amount: 750_000 },
  { daysAgo: 18, kind: 'withdrawal-paid', amount: 250_000 },
  { daysAgo: 6, kind: 'card', amount: 500_000 },
  { daysAgo: 2, kind: 'withdrawal-pending', amount: 400_000 },
];

/**
 * Demo wallet history for the two demo investors, made through the same services as real requests
 * (so every credit is a ledger transfer and the ledger reconciles). Idempotent: an investor who
 * already has wallet transactions is left alone. Balances end at a few thousand OMR.
 */
export async function seedWalletDemo(app: NestFastifyApplication): Promise<void> {
  const dataSource = app.get(DataSource);
  const topups = app.get(TopupService);
  const withdrawals = app.get(WithdrawalService);
  const fees = app.get(FeesService);
  const transactions = app.get(WalletTransactionsRepository);
  const unitOfWork = app.get(Transactions);
  const clock = app.get(Clock);
  const admin = { id: DEMO_ADMIN_ID } as AuthenticatedUser;
  /** Runs `work` with the service's clock at `at`, so its ledger entries carry that date (the chart). */
  const backdated = async <T>(at: string, work: () => Promise<T>): Promise<T> => {
    const shift = Date.parse(at) - clock.now().getTime();
    clock.travel(shift);
    try {
      return await work();
    } finally {
      clock.travel(-shift);
    }
  };

  /** A card or bank top-up (settled, or a declined card) at `at`, through the top-up use case. */
  const topUp = async (
    userId: string,
    kind: 'card' | 'bank' | 'failed-card',
    amount: number,
    at: string,
    providerRef: string,
  ): Promise<void> => {
    const method: PaymentMethod = kind === 'bank' ? 'bank_transfer' : 'sandbox_card';
    const quote = fees.quote(amount, method);
    const row = await unitOfWork.run(() =>
      transactions.insert({
        ...EMPTY_TRANSACTION_FIELDS,
        userId,
        entryType: 'CREDIT',
        type: 'topup',
        currencyId: WALLET_CURRENCY,
        amount,
        fees: quote.fees,
        totalAmount: quote.total,
        gateway: method,
        providerRef,
        status: method === 'bank_transfer' ? TX_STATUS.pending : TX_STATUS.inProcess,
        createdBy: userId,
        createdAt: at,
      }),
    );
    if (kind === 'failed-card') {
      await topups.fail(row.id, { reason: 'declined' });
    } else if (kind === 'bank') {
      await backdated(at, () => topups.settle(row.id, { approvedBy: admin.id, from: [TX_STATUS.pending] }));
    } else {
      await backdated(at, () => topups.settle(row.id));
    }
    await transactions.update(row.id, kind === 'failed-card' ? {} : { settledAt: at });
  };

  for (const investor of DEMO_INVESTORS) {
    if (await dataSource.getRepository(WalletTransactionRow).existsBy({ userId: investor.id })) continue;
    const user = { id: investor.id, email: investor.email, isAdmin: false } as AuthenticatedUser;
    for (const step of STEPS) {
      const amount = Number(BigInt(step.amount) * investor.scale);
      const at = daysAgo(step.daysAgo);
      if (step.kind === 'withdrawal-paid' || step.kind === 'withdrawal-pending') {
        const view = await withdrawals.request(user, {
          amount,
          bankName: 'Bank Muscat',
          accountHolderName: investor.holder,
          accountType: 'savings',
          accountNumber: investor.account,
          confirmAccountNumber: investor.account,
          routingNumber: '027000012',
        });
        await transactions.update(view.id, { createdAt: at });
        if (step.kind === 'withdrawal-paid') {
          const row = (await transactions.findById(view.id))!;
          await backdated(daysAgo(step.daysAgo - 1), () => unitOfWork.run(() => withdrawals.approve(row, admin.id)));
          await transactions.update(view.id, { decidedAt: daysAgo(step.daysAgo - 1), settledAt: daysAgo(step.daysAgo - 1) });
        }
        continue;
      }
      await topUp(investor.id, step.kind, amount, at, `demo-${step.daysAgo}-${investor.id.slice(-2)}`);
    }
  }
  for (const member of DEMO_FUNDED_ACCOUNTS) {
    if (await dataSource.getRepository(WalletTransactionRow).existsBy({ userId: member.id })) continue;
    await topUp(member.id, 'bank', member.amount, daysAgo(20), `demo-funds-${member.id.slice(-2)}`);
  }
}
