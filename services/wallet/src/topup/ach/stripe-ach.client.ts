import { Inject, Injectable } from '@nestjs/common';
import type { WalletConfig } from '../../config/env';
import { formEncode, providerRequest, ProviderRequestError } from '../../providers/shared/provider-http';
import { WALLET_CONFIG } from '../../wallet.tokens';

/** A linked bank account as Stripe Financial Connections describes it (the fields read). */
export interface StripeLinkedAccount {
  id: string;
  institution_name?: string | null;
  display_name?: string | null;
  last4?: string | null;
  status?: 'active' | 'inactive' | 'disconnected' | string;
}

export interface StripeFinancialConnectionsSession {
  id: string;
  client_secret?: string | null;
  account_holder?: { type?: string; customer?: string | null } | null;
  accounts?: { data?: StripeLinkedAccount[] } | null;
}

export interface StripeSetupCheckoutSession {
  id: string;
  url?: string | null;
  customer?: string | null;
  status?: string | null;
  setup_intent?: {
    id: string;
    payment_method?: { id: string; us_bank_account?: { bank_name?: string | null; last4?: string | null; financial_connections_account?: string | null } | null } | string | null;
  } | string | null;
}

/**
 * The Stripe calls ACH needs (customers, Financial Connections sessions and accounts, setup-mode
 * Checkout for us_bank_account). The providers' Stripe adapter (providers/stripe) covers card
 * checkout only and is not edited from here: these calls use the same configuration (STRIPE_API_BASE,
 * STRIPE_SECRET_KEY, PAYMENT_PROVIDER_TIMEOUT_MS) and the providers' shared HTTP helper.
 * Every call answers the parsed body or throws the translated 502 of ProviderRequestError.
 */
@Injectable()
export class StripeAchClient {
  constructor(@Inject(WALLET_CONFIG) private readonly config: WalletConfig) {}

  private async call<T>(method: 'GET' | 'POST', path: string, fields?: Array<[string, string | number]>, idempotencyKey?: string): Promise<T> {
    const settings = this.config.providers.stripe;
    const headers: Record<string, string> = { authorization: `Bearer ${settings.secretKey ?? ''}` };
    if (fields) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    try {
      const { body } = await providerRequest<T>({
        method,
        url: `${settings.apiBase}${path}`,
        headers,
        body: fields ? formEncode(fields) : undefined,
        timeoutMs: this.config.providers.requestTimeoutMs,
      });
      return body;
    } catch (error) {
      throw error instanceof ProviderRequestError ? error.toAppError() : error;
    }
  }

  /** POST /v1/customers (one per user: the idempotency key is the user id). */
  createCustomer(user: { id: string; email: string | null }): Promise<{ id: string }> {
    const fields: Array<[string, string]> = [['metadata[userId]', user.id]];
    if (user.email) fields.push(['email', user.email]);
    return this.call('POST', '/v1/customers', fields, `ach-customer-${user.id}`);
  }

  /** POST /v1/financial_connections/sessions: the client secret Stripe.js opens the bank-linking flow with. */
  createFinancialConnectionsSession(customerId: string, returnUrl: string): Promise<StripeFinancialConnectionsSession> {
    return this.call('POST', '/v1/financial_connections/sessions', [
      ['account_holder[type]', 'customer'],
      ['account_holder[customer]', customerId],
      ['permissions[]', 'payment_method'],
      ['filters[countries][]', 'US'],
      ['return_url', returnUrl],
    ]);
  }

  getFinancialConnectionsSession(sessionId: string): Promise<StripeFinancialConnectionsSession> {
    return this.call('GET', `/v1/financial_connections/sessions/${encodeURIComponent(sessionId)}`);
  }

  /** POST /v1/checkout/sessions in setup mode for us_bank_account: Stripe's hosted page that links a bank account. */
  createSetupCheckout(customerId: string, successUrl: string, cancelUrl: string, locale: string): Promise<StripeSetupCheckoutSession> {
    return this.call('POST', '/v1/checkout/sessions', [
      ['mode', 'setup'],
      ['currency', 'usd'],
      ['customer', customerId],
      ['payment_method_types[]', 'us_bank_account'],
      ['payment_method_options[us_bank_account][financial_connections][permissions][]', 'payment_method'],
      ['success_url', successUrl],
      ['cancel_url', cancelUrl],
      ['locale', locale],
    ]);
  }

  getSetupCheckout(sessionId: string): Promise<StripeSetupCheckoutSession> {
    return this.call('GET', `/v1/checkout/sessions/${encodeURIComponent(sessionId)}?expand[]=setup_intent.payment_method`);
  }

  /** POST /v1/financial_connections/accounts/:id/disconnect */
  disconnect(accountId: string): Promise<StripeLinkedAccount> {
    return this.call('POST', `/v1/financial_connections/accounts/${encodeURIComponent(accountId)}/disconnect`, []);
  }
}
