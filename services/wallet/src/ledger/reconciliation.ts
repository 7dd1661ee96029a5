import { TransferPostedV1 } from '@cf/contracts';
import { LedgerChecksRepository, type CheckRow as Row, type LedgerDatabase } from './ledger-checks.repository';

/**
 * The ledger's invariants, checked as queries over the wallet database (read only). Used by
 * `npm run ledger:check` and by the tests after every randomised run. Each check lists its
 * offending rows (the first 20) so a failure says what to look at.
 */
export interface ReconciliationCheck {
  name: string;
  description: string;
  ok: boolean;
  problems: string[];
  /** How many offending rows in all (problems shows at most 20). */
  count: number;
}

export interface ReconciliationReport {
  ok: boolean;
  checks: ReconciliationCheck[];
  totals: { accounts: number; transfers: number; entries: number; holds: number; events: number };
}

/** Transfers whose metadata carries this key and whose reason is this settle a provider payment (see ADR 0011). */
export const PROVIDER_PAYMENT_KEY = 'providerPaymentId';
export const SETTLEMENT_REASON = 'provider_settlement';

type Db = LedgerChecksRepository;
const big = (value: unknown): bigint => (value === null || value === undefined ? 0n : BigInt(typeof value === 'string' ? value.split('.')[0] : (value as number | bigint)));
const MAX_LISTED = 20;

function check(name: string, description: string, problems: string[]): ReconciliationCheck {
  return { name, description, ok: problems.length === 0, problems: problems.slice(0, MAX_LISTED), count: problems.length };
}

function parseMetadata(value: unknown): Record<string, unknown> {
  if (typeof value !== 'string') return {};
  try {
    const parsed = JSON.parse(value) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function checkTransfersBalance(db: Db): Promise<ReconciliationCheck> {
  const rows = await db.transferSums();
  const problems = rows.filter((r) => big(r.total) !== 0n || Number(r.legs) < 2).map((r) => `transfer ${r.transferId}: entries sum to ${big(r.total)} over ${r.legs} leg(s)`);
  return check('transfers-sum-to-zero', 'every transfer has at least two entries and they sum to zero', problems);
}

export async function checkWalletsNotNegative(db: Db): Promise<ReconciliationCheck> {
  const rows = await db.accounts();
  const problems = rows
    .filter((r) => big(r.held) < 0n || (!Number(r.allowNegative) && (big(r.balance) < 0n || big(r.balance) - big(r.held) < 0n)))
    .map((r) => `${r.kind}/${r.owner} ${r.currency}: balance ${big(r.balance)}, held ${big(r.held)}`);
  return check('wallets-not-negative', 'no wallet-type account below zero (balance >= 0 and balance - held >= 0); held never negative', problems);
}

export async function checkBalancesMatchEntries(db: Db): Promise<ReconciliationCheck> {
  const rows = await db.balancesWithEntrySums();
  const problems = rows.filter((r) => big(r.balance) !== big(r.total)).map((r) => `${r.kind}/${r.owner}: balance ${big(r.balance)} but entries sum to ${big(r.total)}`);
  return check('balance-equals-entries', "each account's balance equals the sum of its entries", problems);
}

export async function checkHeldMatchesHolds(db: Db): Promise<ReconciliationCheck> {
  const rows = await db.heldWithPendingHoldSums();
  const problems = rows.filter((r) => big(r.held) !== big(r.total)).map((r) => `${r.kind}/${r.owner}: held ${big(r.held)} but pending holds sum to ${big(r.total)}`);
  return check('held-equals-pending-holds', "each account's held amount equals the sum of its pending holds", problems);
}

export async function checkHoldStates(db: Db): Promise<ReconciliationCheck> {
  const rows = await db.holdsWithTransfers();
  const problems: string[] = [];
  for (const r of rows) {
    if (r.status === 'posted' && r.postedHoldId !== r.holdId) problems.push(`hold ${r.holdId} is posted but its transfer ${r.transferId ?? '(none)'} is missing or belongs to another hold`);
    if (r.status !== 'posted' && r.transferId) problems.push(`hold ${r.holdId} is ${r.status} but names transfer ${r.transferId}`);
  }
  const orphans = await db.orphanHoldTransfers();
  for (const r of orphans) problems.push(`transfer ${r.transferId} says it posted hold ${r.holdId}, which does not point back to it`);
  return check('holds-consistent', 'a posted hold has exactly its transfer; other holds have none', problems);
}

export async function checkTotalIsZero(db: Db): Promise<ReconciliationCheck> {
  const rows = await db.totalsByCurrency();
  const problems = rows.filter((r) => big(r.total) !== 0n).map((r) => `${r.currency}: all balances sum to ${big(r.total)}`);
  return check('money-conserved', 'all balances of a currency sum to zero (money is only moved, never made)', problems);
}

/**
 * Clearing accounts net to zero for settled provider payments: group the entries of each
 * gateway_clearing account by the transfer metadata's `providerPaymentId`; every group that contains
 * a `provider_settlement` transfer must sum to zero (the top-up, any refunds or reversals and the
 * settlement cancel out), and a settlement must name a payment that has other clearing entries.
 */
export async function checkClearingSettled(db: Db): Promise<ReconciliationCheck> {
  const rows = await db.clearingEntries();
  const groups = new Map<string, { total: bigint; settled: boolean; legs: number }>();
  const problems: string[] = [];
  for (const r of rows) {
    const paymentId = parseMetadata(r.metadata)[PROVIDER_PAYMENT_KEY];
    if (typeof paymentId !== 'string' || paymentId === '') {
      if (r.reason === SETTLEMENT_REASON) problems.push(`settlement ${r.transferId} on ${r.owner} names no ${PROVIDER_PAYMENT_KEY}`);
      continue;
    }
    const key = `${r.owner}|${paymentId}`;
    const group = groups.get(key) ?? { total: 0n, settled: false, legs: 0 };
    group.total += big(r.amount);
    group.legs++;
    if (r.reason === SETTLEMENT_REASON) group.settled = true;
    groups.set(key, group);
  }
  for (const [key, group] of groups) {
    if (!group.settled) continue;
    const [owner, paymentId] = key.split('|');
    if (group.total !== 0n) problems.push(`gateway_clearing/${owner}: payment ${paymentId} is settled but its clearing entries sum to ${group.total}`);
    else if (group.legs < 2) problems.push(`gateway_clearing/${owner}: settlement of payment ${paymentId} matches no payment`);
  }
  return check('clearing-settled-net-zero', 'for each settled provider payment, its gateway_clearing entries sum to zero', problems);
}

export async function checkOutboxMatchesTransfers(db: Db): Promise<ReconciliationCheck> {
  const transfers = await db.transferIds();
  const events = await db.transferEventCounts();
  const counts = new Map(events.map((e) => [String(e.aggregateId), Number(e.n)]));
  const problems: string[] = [];
  for (const t of transfers) {
    const n = counts.get(String(t.id)) ?? 0;
    if (n !== 1) problems.push(`transfer ${t.transferId} has ${n} ${TransferPostedV1.type} event(s)`);
    counts.delete(String(t.id));
  }
  for (const [aggregateId] of counts) problems.push(`${TransferPostedV1.type} event for ${aggregateId} matches no transfer`);
  return check('events-match-transfers', `every ${TransferPostedV1.type} outbox event maps to exactly one transfer and vice versa`, problems);
}

interface WalletEntryRow {
  transferId: string;
  holdId: string | null;
  metadata: Record<string, unknown>;
  postedAt: string;
  amount: bigint;
  owner: string;
}

async function userWalletEntries(db: Db): Promise<WalletEntryRow[]> {
  const rows = await db.userWalletEntries();
  return rows.map((r) => ({ transferId: String(r.transferId), holdId: r.holdId ? String(r.holdId) : null, metadata: parseMetadata(r.metadata), postedAt: String(r.postedAt), amount: big(r.amount), owner: String(r.owner) }));
}

const named = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Every credit to a person's wallet was made by the wallet's own flows (a top-up, an approved
 * adjustment: `metadata.transactionId` names their transaction) or by a named service through the
 * internal API (`metadata.postedBy`, stamped from its credential). Anything else — an administrator's
 * login on the internal API before service credentials, a row written by hand — is listed.
 */
export async function checkWalletCreditsAttributed(db: Db): Promise<ReconciliationCheck> {
  const entries = (await userWalletEntries(db)).filter((e) => e.amount > 0n);
  const transactionIds = new Set((await db.walletTransactions()).map((r: Row) => String(r.id)));
  const problems = entries
    .filter((e) => !named(e.metadata.postedBy) && !(named(e.metadata.transactionId) && transactionIds.has(String(e.metadata.transactionId))))
    .map((e) => `transfer ${e.transferId} credits user_wallet/${e.owner} with ${e.amount} but names neither a wallet transaction nor the service that posted it`);
  return check('wallet-credits-attributed', "every credit to a wallet comes from the wallet's own flows or a named service credential", problems);
}

/**
 * Every ledger movement of a person's wallet is in that person's transaction list (and so in the
 * statement): the row its metadata names, the row of its transfer id, or the row of its hold.
 * Movements younger than the grace period are skipped: a database written before issue 39 listed other
 * services' transfers from the wallet's own `transfer-posted` event, a moment after the transfer (now
 * the row commits with the transfer: LedgerActivity).
 */
export async function checkWalletHistoryComplete(db: Db, postedBefore: string): Promise<ReconciliationCheck> {
  const entries = (await userWalletEntries(db)).filter((e) => e.postedAt < postedBefore);
  const rows = await db.walletTransactions();
  const ids = new Set(rows.map((r) => String(r.id)));
  const transfers = new Set(rows.filter((r) => r.ledgerTransferId).map((r) => String(r.ledgerTransferId)));
  const holds = new Set(rows.filter((r) => r.holdId).map((r) => String(r.holdId)));
  const problems = entries
    .filter((e) => !(named(e.metadata.transactionId) && ids.has(String(e.metadata.transactionId))) && !transfers.has(e.transferId.slice(0, 64)) && !(e.holdId && holds.has(e.holdId)))
    .map((e) => `transfer ${e.transferId} moves ${e.amount} on user_wallet/${e.owner} (${e.postedAt}) but is not in that user's transaction list`);
  return check('wallet-history-complete', "every movement of a wallet in the ledger is in its owner's transaction list", problems);
}

/**
 * ADR 0026: a child's money never mixes with anyone else's. A transfer that moves a child's wallet
 * moves it only with the wallet of that child's guardian, with a campaign's escrow (investing for
 * the child, a refund, a distribution), or with the person's own wallet once the child, at 18, took
 * the account over (the same owner id); anything else is listed.
 */
export async function checkChildMoneyApart(db: Db): Promise<ReconciliationCheck> {
  const rows = await db.childWalletCounterparts();
  // Escrows (investing, refunds, distributions) and payouts (a withdrawal to a bank account in the child's name, checked when asked).
  const escrow = new Set(['campaign_escrow', 'repayment_escrow', 'payouts']);
  const problems = rows
    .filter((r) => !(r.kind === 'user_wallet' && ((r.guardianId && String(r.owner) === String(r.guardianId)) || String(r.owner) === String(r.childId))) && !escrow.has(String(r.kind)))
    .map((r) => `transfer ${r.transferId} moves child_wallet/${r.childId} with ${r.kind}/${r.owner}, which is neither the child's guardian's wallet nor a campaign's escrow nor a payout`);
  return check('child-money-apart', "a child's wallet moves money only with its guardian's wallet, a campaign's escrow or, once taken over, the person's own wallet", problems);
}

export interface ReconciliationOptions {
  /**
   * Compare the ledger with the wallet's transaction lists (on by default). Off only for tests of
   * the ledger alone, which post transfers without the wallet flows around them.
   */
  history?: false | { graceSeconds: number; now?: Date };
}

/** Movements of the last five minutes may not be in the lists yet (see checkWalletHistoryComplete). */
export const DEFAULT_HISTORY_GRACE_SECONDS = 300;

export async function runReconciliation(database: LedgerDatabase, options: ReconciliationOptions = {}): Promise<ReconciliationReport> {
  const db = new LedgerChecksRepository(database);
  const history = options.history === undefined ? { graceSeconds: DEFAULT_HISTORY_GRACE_SECONDS } : options.history;
  const checks = [
    await checkTransfersBalance(db),
    await checkWalletsNotNegative(db),
    await checkBalancesMatchEntries(db),
    await checkHeldMatchesHolds(db),
    await checkHoldStates(db),
    await checkTotalIsZero(db),
    await checkClearingSettled(db),
    await checkOutboxMatchesTransfers(db),
  ];
  if (history) {
    const postedBefore = new Date((history.now ?? new Date()).getTime() - history.graceSeconds * 1000).toISOString();
    checks.push(await checkWalletCreditsAttributed(db), await checkWalletHistoryComplete(db, postedBefore), await checkChildMoneyApart(db));
  }
  return {
    ok: checks.every((c) => c.ok),
    checks,
    totals: {
      accounts: await db.count('ledger_accounts'),
      transfers: await db.count('ledger_transfers'),
      entries: await db.count('ledger_entries'),
      holds: await db.count('ledger_holds'),
      events: await db.transferEventTotal(),
    },
  };
}

export function formatReconciliation(report: ReconciliationReport): string {
  const t = report.totals;
  const lines = [`Ledger reconciliation: ${t.accounts} accounts, ${t.transfers} transfers, ${t.entries} entries, ${t.holds} holds, ${t.events} transfer events`];
  for (const c of report.checks) {
    lines.push(`${c.ok ? 'PASS' : 'FAIL'}  ${c.name}: ${c.description}`);
    for (const p of c.problems) lines.push(`        - ${p}`);
    if (c.count > c.problems.length) lines.push(`        … and ${c.count - c.problems.length} more`);
  }
  lines.push(report.ok ? 'All ledger invariants hold.' : `${report.checks.filter((c) => !c.ok).length} check(s) failed.`);
  return lines.join('\n');
}
