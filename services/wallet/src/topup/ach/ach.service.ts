import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { AchAccountView, Language, ListPage } from '@cf/contracts';
import { AppError, isUniqueViolation, listPage, newId, type AuthenticatedUser } from '@cf/platform';
import type { WalletConfig } from '../../config/env';
import { FeesService } from '../../fees/fees.service';
import { WALLET_CONFIG } from '../../wallet.tokens';
import type { AchAccountRow } from './ach-account.entity';
import { AchAccountsRepository } from './ach-accounts.repository';
import { StripeAchClient, type StripeLinkedAccount } from './stripe-ach.client';

/** A connected bank account (its contract's schema). */
export type { AchAccountView } from '@cf/contracts';

const PROVIDER = 'stripe';
const STRIPE_LOCALES: Record<Language, string> = { ar: 'auto', en: 'en', fr: 'fr' };

const toView = (row: AchAccountRow): AchAccountView => ({
  _id: row.id,
  id: row.id,
  accountId: row.accountId,
  companyName: row.companyName,
  bankName: row.companyName,
  last4: row.last4,
  status: row.status,
  createdAt: row.createdAt,
});

/**
 * ACH bank accounts (A7.11, C7.7) linked through the card payment provider (Stripe Financial
 * Connections). When Stripe is not configured on this platform every call that would reach it answers
 * 400 "ACH payments are not available on this platform" and the list is empty.
 */
@Injectable()
export class AchService {
  constructor(
    // The ambient transaction's manager (a keyed request runs in one): never a second pooled connection.
    private readonly accounts: AchAccountsRepository,
    private readonly fees: FeesService,
    private readonly stripe: StripeAchClient,
    @Inject(WALLET_CONFIG) private readonly config: WalletConfig,
  ) {}

  available(): boolean {
    // ACH has its own switches (the site's ach section), not the card's: configured is enough here.
    return this.fees.provider(PROVIDER)?.isEnabled() ?? false;
  }

  private requireAvailable(): void {
    if (!this.available()) throw new AppError('wallet.achUnavailable', HttpStatus.BAD_REQUEST);
  }

  private returnPage(): string {
    return `${this.config.platform.publicUrl.replace(/\/+$/, '')}/settings/ach-account-list`;
  }

  /** The user's Stripe customer, made on first use (and kept: the bank links hang from it). */
  private async customerFor(user: AuthenticatedUser): Promise<string> {
    const known = await this.accounts.findCustomer(user.id, PROVIDER);
    if (known) return known.customerId;
    const customer = await this.stripe.createCustomer({ id: user.id, email: user.email || null });
    try {
      await this.accounts.insertCustomer({ id: newId(), userId: user.id, provider: PROVIDER, customerId: customer.id, createdAt: new Date().toISOString() });
      return customer.id;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Made by a parallel first use.
      const made = await this.accounts.findCustomer(user.id, PROVIDER);
      if (!made) throw error;
      return made.customerId;
    }
  }

  /** get-connection-url: Stripe's hosted page (setup-mode Checkout, us_bank_account) that links a bank account. */
  async connectionUrl(user: AuthenticatedUser, language: Language): Promise<{ url: string | null; sessionId: string }> {
    this.requireAvailable();
    const customer = await this.customerFor(user);
    const page = this.returnPage();
    const session = await this.stripe.createSetupCheckout(customer, `${page}?result=success&session_id={CHECKOUT_SESSION_ID}`, `${page}?result=cancel`, STRIPE_LOCALES[language] ?? 'auto');
    return { url: session.url ?? null, sessionId: session.id };
  }

  /** create-payment-link-token: a Financial Connections session; its client secret opens Stripe.js's bank-linking modal. */
  async linkToken(user: AuthenticatedUser): Promise<{ linkToken: string | null; sessionId: string }> {
    this.requireAvailable();
    const customer = await this.customerFor(user);
    const session = await this.stripe.createFinancialConnectionsSession(customer, `${this.returnPage()}?result=success`);
    return { linkToken: session.client_secret ?? null, sessionId: session.id };
  }

  /**
   * connect-ach-account {sessionId}: reads the accounts linked in a session of this user's customer
   * (a Financial Connections session `fcsess_…` or a setup Checkout `cs_…`) and keeps them. Repeatable.
   */
  async connect(user: AuthenticatedUser, sessionId: string): Promise<ListPage<AchAccountView>> {
    this.requireAvailable();
    const customer = await this.accounts.findCustomer(user.id, PROVIDER);
    if (!customer) throw AppError.notFound('wallet.achSessionInvalid');
    let linked: StripeLinkedAccount[];
    if (sessionId.startsWith('fcsess_')) {
      const session = await this.stripe.getFinancialConnectionsSession(sessionId);
      if (session.account_holder?.customer !== customer.customerId) throw AppError.notFound('wallet.achSessionInvalid');
      linked = session.accounts?.data ?? [];
    } else if (sessionId.startsWith('cs_')) {
      const session = await this.stripe.getSetupCheckout(sessionId);
      if (session.customer !== customer.customerId) throw AppError.notFound('wallet.achSessionInvalid');
      const method = typeof session.setup_intent === 'object' && session.setup_intent ? session.setup_intent.payment_method : null;
      const bank = typeof method === 'object' && method ? method.us_bank_account : null;
      linked = bank && typeof method === 'object' && method
        ? [{ id: bank.financial_connections_account ?? method.id, institution_name: bank.bank_name, last4: bank.last4, status: 'active' }]
        : [];
    } else {
      throw AppError.notFound('wallet.achSessionInvalid');
    }
    const usable = linked.filter((a) => a.id && (a.status ?? 'active') === 'active');
    if (usable.length === 0) throw new AppError('wallet.achNoAccountLinked', HttpStatus.CONFLICT);
    for (const account of usable) {
      const now = new Date().toISOString();
      const fields = {
        companyName: (account.institution_name || account.display_name || 'Bank').slice(0, 200),
        last4: account.last4 && /^\d{4}$/.test(account.last4) ? account.last4 : null,
        status: 'active' as const,
        updatedAt: now,
      };
      const existing = await this.accounts.findAccount(user.id, account.id);
      if (existing) {
        await this.accounts.updateAccount(existing.id, fields);
        continue;
      }
      try {
        await this.accounts.insertAccount({ id: newId(), userId: user.id, provider: PROVIDER, accountId: account.id.slice(0, 128), createdAt: now, ...fields });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    return this.list(user);
  }

  /** get-all-accounts-by-user: the user's linked accounts, newest first; empty where ACH is not offered. */
  async list(user: AuthenticatedUser): Promise<ListPage<AchAccountView>> {
    if (!this.available()) return listPage([], 0);
    const rows = await this.accounts.activeAccounts(user.id);
    return listPage(rows.map(toView), rows.length);
  }

  private async ownActive(user: AuthenticatedUser, idOrAccountId: string): Promise<AchAccountRow | null> {
    const row = await this.accounts.findOwn(user.id, idOrAccountId);
    return row && row.status === 'active' ? row : null;
  }

  /** disconnect-ach-account/:id (our id or the provider's account id): unlinks at Stripe, then here. */
  async disconnect(user: AuthenticatedUser, id: string): Promise<AchAccountView> {
    this.requireAvailable();
    const row = await this.ownActive(user, id);
    if (!row) throw AppError.notFound('wallet.achAccountNotFound');
    if (row.accountId.startsWith('fca_')) await this.stripe.disconnect(row.accountId);
    const updatedAt = new Date().toISOString();
    await this.accounts.updateAccount(row.id, { status: 'disconnected', updatedAt });
    return toView({ ...row, status: 'disconnected', updatedAt });
  }

  /**
   * repayment/get-ach-status: whether the user could pay by ACH debit here. Never payable while
   * ACH debits settle only in US dollars (ADR 0012); the answer says which step stops it first, as
   * processPayment would refuse it.
   */
  async status(user: AuthenticatedUser): Promise<{ available: boolean; connectedAccounts: number; payable: false; reason: 'unavailable' | 'no_account' | 'currency' }> {
    if (!this.available()) return { available: false, connectedAccounts: 0, payable: false, reason: 'unavailable' };
    const connectedAccounts = (await this.accounts.activeAccounts(user.id)).length;
    return { available: true, connectedAccounts, payable: false, reason: connectedAccounts === 0 ? 'no_account' : 'currency' };
  }

  /**
   * wallet-process-payment {preapprovalId, accountId}, and process-payment {investmentId, accountId}
   * for an investment: a payment by ACH debit. Needs a linked
   * account ("Please connect your payment account"); ACH debits settle in US dollars only, so an OMR
   * wallet cannot be funded this way and the request is refused with that reason (ADR 0012).
   */
  async processPayment(user: AuthenticatedUser, accountId: string | undefined): Promise<never> {
    this.requireAvailable();
    const account = accountId ? await this.ownActive(user, accountId) : null;
    if (!account) throw new AppError('wallet.connectPaymentAccount', HttpStatus.BAD_REQUEST);
    throw new AppError('wallet.achCurrencyUnsupported', HttpStatus.BAD_REQUEST);
  }
}
