import { Transactions } from '@cf/platform';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { request as undiciRequest } from 'undici';
import { InProcessEventBus, listeningPort } from '@cf/platform';
import { WALLET_INTERNAL_CALLS } from '@cf/contracts';
import { checkInternalAnswer, dropTestDatabase, makeTestDbUrl, signTestToken, startTestJwks } from '@cf/testing';
import { LedgerService, runReconciliation, walletService, type AccountRef, type ReconciliationReport } from '../../src';
import type { ApiResponse } from '../wallet-test-app';

export const INTERNAL_TOKEN = 'test-internal-token-0123456789';

export interface LedgerTestApp {
  app: NestFastifyApplication;
  ledger: LedgerService;
  /** The kernel's ambient transaction, to run ledger calls inside a caller's transaction. */
  transactions: Transactions;
  dataSource: DataSource;
  baseUrl: string;
  adminToken: string;
  userToken: string;
  /** Calls the internal ledger API over HTTP with the shared secret (unless headers say otherwise). */
  internal(method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>): Promise<Pick<ApiResponse, 'status' | 'body'>>;
  reconcile(): Promise<ReconciliationReport>;
  close(): Promise<void>;
}

/** The wallet service alone on a fresh database (MariaDB, or SQLite with TEST_DB=sqlite), with a local JWKS. */
export async function startLedgerTestApp(env: Record<string, string> = {}): Promise<LedgerTestApp> {
  const jwks = await startTestJwks();
  const dbUrl = makeTestDbUrl('wallet');
  const config = walletService.configFromEnv({ NODE_ENV: 'test', INTERNAL_API_CREDENTIALS: `tests=${INTERNAL_TOKEN}`, ...env }, { port: 0, dbUrl, identityUrl: jwks.url, logLevel: 'silent', outboxPollMs: 20 });
  const app = await walletService.start(config);
  const baseUrl = `http://127.0.0.1:${listeningPort(app)}`;
  const dataSource = app.get(DataSource);
  return {
    app,
    ledger: app.get(LedgerService),
    transactions: app.get(Transactions),
    dataSource,
    baseUrl,
    adminToken: await signTestToken({ isAdmin: true, userType: 'admin' }),
    userToken: await signTestToken({ isAdmin: false }),
    async internal(method, path, body, headers = { 'x-internal-token': INTERNAL_TOKEN }) {
      const response = await undiciRequest(`${baseUrl}/internal/ledger/${path}`, {
        method,
        headers: { accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      const text = await response.body.text();
      const answer = text ? JSON.parse(text) : null;
      checkInternalAnswer(WALLET_INTERNAL_CALLS, method, `internal/ledger/${path}`, response.statusCode, answer);
      return { status: response.statusCode, body: answer };
    },
    // The ledger alone: its tests post transfers without the wallet flows (and their lists) around them.
    reconcile: () => runReconciliation(dataSource, { history: false }),
    close: async () => {
      await app.close();
      await InProcessEventBus.shared().close();
      await jwks.close();
      await dropTestDatabase(dbUrl);
    },
  };
}

export const wallet = (owner: string): AccountRef => ({ kind: 'user_wallet', owner });
export const clearing = (owner = 'sandbox'): AccountRef => ({ kind: 'gateway_clearing', owner });
export const payouts = (owner = 'bank'): AccountRef => ({ kind: 'payouts', owner });
export const escrow = (owner: string): AccountRef => ({ kind: 'campaign_escrow', owner });

/** Tops a wallet up from the sandbox clearing account. */
export function topUp(ledger: LedgerService, owner: string, amount: bigint, transferId = `topup-${owner}-${Math.random().toString(36).slice(2)}`) {
  return ledger.transfer({ transferId, reason: 'topup', entries: [{ account: clearing(), amount: -amount }, { account: wallet(owner), amount }] });
}
