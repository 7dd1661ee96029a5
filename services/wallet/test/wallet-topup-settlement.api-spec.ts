import { request as undiciRequest } from 'undici';
import { SLIP_PDF as PDF, settleEvents, uploadSlip } from '@cf/testing';
import { data, idempotencyKey, startWalletTestApp, type TestUser, type WalletTestApp } from './wallet-test-app';
import { signatureHeader } from '../src/providers/shared/timestamped-signature';
import { DEV_SANDBOX_WEBHOOK_SECRET } from '../src/config/providers.config';
import { LedgerService } from '../src/ledger/ledger.service';
import { AbandonedPaymentsSweeper } from '../src/topup/abandoned-payments.sweeper';
import { WITHDRAWAL_EXPIRED_REASON } from '../src/withdrawal/withdrawal-hold-expiry.consumer';

/**
 * Top-ups that settle outside the card journey: an offline bank transfer (slip → status 0 → an
 * administrator approves or rejects), and provider webhooks (bad signature, the same event twice).
 */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

describe('wallet top-up settlement (api)', () => {
  let t: WalletTestApp;
  let investor: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startWalletTestApp();
    [investor, admin] = await Promise.all([t.user({ firstName: 'Aisha' }), t.user({ isAdmin: true })]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const detail = async (user: TestUser = investor) => data(await t.api('GET', '/api/v1/wallet/get-user-wallet-detail', { token: user.token }));

  /** Starts a top-up of `amount` with `method`; answers the add-wallet-topup payload. */
  const startTopup = async (amount: number, method: string, user: TestUser = investor) => {
    const pre = data(await t.api('POST', '/api/v1/wallet/wallet-preapproval', { token: user.token, body: { amount } }));
    const res = await t.api('POST', '/api/v1/wallet/add-wallet-topup', {
      token: user.token,
      headers: { 'idempotency-key': idempotencyKey() },
      body: { preapprovalId: pre._id, paymentMethod: method },
    });
    expect(res.status).toBe(200);
    return { ...data(res), preapprovalId: pre._id as string };
  };

  const upload = (transactionId: string, file: { bytes: Buffer; filename: string; type: string; field?: string } | null, lng = 'en', user = investor) =>
    uploadSlip(t.platform, user, transactionId, file, lng);

  const transaction = async (id: string, user: TestUser = investor) => data(await t.api('GET', `/api/v1/wallet/transactions/${id}`, { token: user.token }));

  describe('bank transfer', () => {
    it('[A4.6] [A5.9] slip: wrong type and too large are refused with a message; a PDF moves the top-up to pending (0); an admin approves it and the wallet is credited once', async () => {
      const before = await detail();
      const started = await startTopup(120_000, 'bank_transfer');
      expect(started.checkout).toBeNull();
      expect(started.transaction).toMatchObject({ status: 1, gateway: 'bank_transfer', amount: 120_000, totalAmount: 120_000, hasSlip: false });
      const id = started.transaction.id as string;

      const text = await upload(id, { bytes: Buffer.from('just some text'), filename: 'slip.pdf', type: 'application/pdf' });
      expect(text.status).toBe(400);
      expect(text.body.errors).toEqual([{ field: 'slip', msg: 'The slip must be a PDF, JPG or PNG file' }]);
      const exe = await upload(id, { bytes: Buffer.from('MZ\x90\x00binary', 'latin1'), filename: 'slip.png', type: 'image/png' }, 'fr');
      expect(exe.body.errors).toEqual([{ field: 'slip', msg: 'Le justificatif doit être un fichier PDF, JPG ou PNG' }]);
      // Two formats at once: a PDF that is also an HTML page, and a PDF that runs JavaScript when opened.
      const polyglot = await upload(id, { bytes: Buffer.concat([PDF, Buffer.from('<html><script>fetch("/api/v1/users/me")</script></html>')]), filename: 'slip.pdf', type: 'application/pdf' });
      expect(polyglot.status).toBe(400);
      expect(polyglot.body.errors).toEqual([{ field: 'slip', msg: 'The slip must be a PDF, JPG or PNG file' }]);
      const scripted = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n', 'latin1');
      expect((await upload(id, { bytes: scripted, filename: 'slip.pdf', type: 'application/pdf' })).status).toBe(400);

      const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 + 10, 0x20)]);
      const tooLarge = await upload(id, { bytes: big, filename: 'slip.pdf', type: 'application/pdf' });
      expect(tooLarge.status).toBeGreaterThanOrEqual(400);
      expect(tooLarge.status).toBeLessThan(500);
      expect(tooLarge.body.errors).toEqual([{ field: 'slip', msg: 'The slip must be smaller than 5 MB' }]);

      const missing = await upload(id, null);
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual([{ field: 'slip', msg: 'Please attach the bank transfer slip' }]);
      expect(await transaction(id)).toMatchObject({ status: 1, hasSlip: false });

      const ok = await upload(id, { bytes: PDF, filename: 'transfer.pdf', type: 'application/pdf' });
      expect(ok.status).toBe(200);
      expect(ok.body.data.data).toMatchObject({ id, status: 0, hasSlip: true });
      const slip = await undiciRequest(`${t.platform.gatewayUrl}/api/v1/wallet/admin/transactions/${id}/slip`, { headers: { authorization: `Bearer ${admin.token}` } });
      expect(slip.statusCode).toBe(200);
      expect(slip.headers['content-type']).toBe('application/pdf');
      expect(Buffer.from(await slip.body.arrayBuffer()).equals(PDF)).toBe(true);
      expect(await detail()).toMatchObject({ balance: before.balance });

      const pending = data(await t.api('GET', '/api/v1/wallet/admin/transactions?status=0&gateway=bank_transfer', { token: admin.token }));
      expect(pending.docs.map((d: { id: string }) => d.id)).toContain(id);
      expect(pending.docs.find((d: { id: string }) => d.id === id).user).toMatchObject({ id: investor.id, email: investor.email, firstName: 'Aisha' });

      const approved = await t.api('POST', `/api/v1/wallet/admin/transactions/${id}/approve`, { token: admin.token });
      expect(approved.status).toBe(200);
      expect(data(approved)).toMatchObject({ id, status: 2 });
      expect(await detail()).toMatchObject({ balance: before.balance + 120_000 });

      // Approving again changes nothing: 409, never a second credit.
      const again = await t.api('POST', `/api/v1/wallet/admin/transactions/${id}/approve`, { token: admin.token });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This transaction is no longer waiting for a decision');
      const twice = await Promise.all([1, 2].map(() => t.api('POST', `/api/v1/wallet/admin/transactions/${id}/approve`, { token: admin.token })));
      for (const r of twice) expect(r.status).toBe(409);
      expect(await detail()).toMatchObject({ balance: before.balance + 120_000 });
      // A decided top-up takes no further slip.
      expect((await upload(id, { bytes: PNG, filename: 'again.png', type: 'image/png' })).status).toBe(409);
    });

    it('[A4.6] [A3.7] [A4.13] [A8.5] an admin rejects a bank transfer with a reason: status 3, nothing credited, the user is notified with the reason', async () => {
      const before = await detail();
      const started = await startTopup(80_000, 'bank_transfer');
      const id = started.transaction.id as string;
      expect((await upload(id, { bytes: PNG, filename: 'slip.png', type: 'image/png' })).status).toBe(200);

      const noReason = await t.api('POST', `/api/v1/wallet/admin/transactions/${id}/reject`, { token: admin.token, body: { reason: '' } });
      expect(noReason.status).toBe(400);
      expect(noReason.body.errors).toEqual([{ field: 'reason', msg: 'Please enter the reason for the rejection' }]);

      const rejected = await t.api('POST', `/api/v1/wallet/admin/transactions/${id}/reject`, { token: admin.token, body: { reason: 'The slip shows another amount' } });
      expect(rejected.status).toBe(200);
      expect(data(rejected)).toMatchObject({ id, status: 3, rejectReason: 'The slip shows another amount' });
      expect(await transaction(id)).toMatchObject({ status: 3, rejectReason: 'The slip shows another amount' });
      expect((await t.api('POST', `/api/v1/wallet/admin/transactions/${id}/approve`, { token: admin.token })).status).toBe(409);
      expect((await t.api('POST', `/api/v1/wallet/admin/transactions/${id}/reject`, { token: admin.token, body: { reason: 'again' } })).status).toBe(409);
      expect(await detail()).toMatchObject({ balance: before.balance });

      await t.flush();
      const notification = await t.waitFor(async () => {
        const res = await t.api('GET', '/api/v1/user-notifications', { token: investor.token });
        return (data(res)?.docs ?? []).find(
          (n: { notificationType: string; walletTransactionId?: { transactionNumber: string } }) =>
            n.notificationType === 'rejectedWalletTransactions' && n.walletTransactionId?.transactionNumber === started.transaction.transactionNumber,
        );
      });
      expect(notification.walletTransactionId).toMatchObject({
        walletType: 'CREDIT',
        transactionNumber: started.transaction.transactionNumber,
        walletId: started.transaction.walletId,
        rejectReason: 'The slip shows another amount',
      });
      const mail = await t.platform.mailbox.waitFor((m) => m.to === investor.email && m.template === 'wallet-transaction-rejected' && m.text.includes('another amount'));
      expect(mail.text).toContain(started.transaction.transactionNumber);
    });

    it('[A4.6] a card top-up or an adjustment is not an administrator decision: 409', async () => {
      const card = await startTopup(5_000, 'sandbox_card');
      const res = await t.api('POST', `/api/v1/wallet/admin/transactions/${card.transaction.id}/approve`, { token: admin.token });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Only bank-transfer top-ups and withdrawals are reviewed by an administrator');
      expect((await upload(card.transaction.id, { bytes: PDF, filename: 's.pdf', type: 'application/pdf' })).status).toBe(409);
    });

    it('[A4.6] an approved withdrawal posts the hold: the balance drops once and nothing stays held', async () => {
      const before = await detail();
      const requested = await t.api('POST', '/api/v1/wallet/wallet-withdraw', {
        token: investor.token,
        headers: { 'idempotency-key': idempotencyKey() },
        body: { amount: 10_000, bankName: 'Bank Dhofar', accountHolderName: 'Aisha', accountType: 'current', accountNumber: '11112222', confirmAccountNumber: '11112222', routingNumber: '111222333' },
      });
      const id = data(requested).id as string;
      expect(await detail()).toMatchObject({ balance: before.balance, held: before.held + 10_000 });
      const adminView = data(await t.api('GET', `/api/v1/wallet/admin/transactions/${id}`, { token: admin.token }));
      expect(adminView.bankDetails.accountNumber).toBe('11112222');
      const approved = await t.api('POST', `/api/v1/wallet/admin/transactions/${id}/approve`, { token: admin.token });
      expect(data(approved)).toMatchObject({ status: 2 });
      expect((await t.api('POST', `/api/v1/wallet/admin/transactions/${id}/approve`, { token: admin.token })).status).toBe(409);
      expect(await detail()).toMatchObject({ balance: before.balance - 10_000, held: before.held });
      // The ledger's transfer-posted events of these flows never add a second row to the list.
      await settleEvents(t.platform);
      const docs = data(await t.api('GET', '/api/v1/wallet/get-user-wallet-list?limit=100', { token: investor.token })).docs;
      expect(docs.filter((d: { id: string }) => d.id === id)).toHaveLength(1);
      expect(docs.filter((d: { gateway: string }) => d.gateway === 'wallet')).toEqual([]);
    });
    it('[A4.6] a withdrawal nobody reviews before its hold expires fails (status 4), frees the money and can no longer be approved', async () => {
      const credit = await t.api('POST', '/api/v1/wallet/admin/adjustments', {
        token: admin.token,
        headers: { 'idempotency-key': idempotencyKey() },
        body: { userId: investor.id, kind: 'credit', amount: 7_000, reason: 'Funds for the expiry case' },
      });
      expect(credit.status).toBeLessThan(300);
      const before = await detail();
      const requested = await t.api('POST', '/api/v1/wallet/wallet-withdraw', {
        token: investor.token,
        headers: { 'idempotency-key': idempotencyKey() },
        body: { amount: 7_000, bankName: 'Bank Dhofar', accountHolderName: 'Aisha', accountType: 'current', accountNumber: '11112222', confirmAccountNumber: '11112222', routingNumber: '111222333' },
      });
      const id = data(requested).id as string;
      expect(await detail()).toMatchObject({ held: before.held + 7_000 });
      // The sweeper runs on a timer in production (off in tests): run it as if the hold's days had passed.
      const expired = await t.platform.service('wallet').get(LedgerService).expireStaleHolds(new Date(Date.now() + 400 * 86_400_000));
      expect(expired).toBeGreaterThanOrEqual(1);
      await t.flush();
      const row = await t.waitFor(async () => {
        const docs = data(await t.api('GET', '/api/v1/wallet/get-user-wallet-list?limit=100', { token: investor.token })).docs as Array<{ id: string; status: number; rejectReason: string | null }>;
        return docs.find((d) => d.id === id && d.status === 4);
      });
      expect(row.rejectReason).toBe(WITHDRAWAL_EXPIRED_REASON);
      expect(await detail()).toMatchObject({ balance: before.balance, held: before.held });
      expect((await t.api('POST', `/api/v1/wallet/admin/transactions/${id}/approve`, { token: admin.token })).status).toBe(409);
      expect(await detail()).toMatchObject({ balance: before.balance, held: before.held });
    });
  });

  describe('webhooks', () => {
    const event = (transaction: { id: string; totalAmount: number }, sessionId: string, eventId: string, type = 'checkout.session.succeeded') =>
      JSON.stringify({
        id: eventId,
        type,
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: sessionId, reference: transaction.id, amount: transaction.totalAmount, currency: 'OMR', status: 'succeeded', declineCode: null, cardBrand: 'visa', cardLast4: '4242' } },
      });
    const deliver = (body: string, signature: string) =>
      t.api('POST', '/api/v1/equity/payment-gateway/webhook/sandbox_card', { body, headers: { 'content-type': 'application/json', 'sandbox-signature': signature } });

    it('[A4.6] a webhook with a bad signature answers 400 and credits nothing', async () => {
      const user = await t.user();
      const started = await startTopup(30_000, 'sandbox_card', user);
      const sessionId = started.checkout.redirectUrl.split('/wallet-payment/')[1];
      const body = event(started.transaction, sessionId, `evt_bad_${sessionId}`);

      const forged = await deliver(body, signatureHeader('not-the-secret', body));
      expect(forged.status).toBe(400);
      expect(forged.body.message).toBe('Invalid webhook signature');
      const unsigned = await t.api('POST', '/api/v1/equity/payment-gateway/webhook/sandbox_card', { body, headers: { 'content-type': 'application/json' } });
      expect(unsigned.status).toBe(400);
      // Signed, then altered: the signature covers the exact bytes.
      const tampered = await deliver(body.replace(String(started.transaction.totalAmount), '99999999'), signatureHeader(DEV_SANDBOX_WEBHOOK_SECRET, body));
      expect(tampered.status).toBe(400);
      const stale = await deliver(body, signatureHeader(DEV_SANDBOX_WEBHOOK_SECRET, body, Math.floor(Date.now() / 1000) - 3600));
      expect(stale.status).toBe(400);

      expect(await transaction(started.transaction.id, user)).toMatchObject({ status: 1 });
      expect(await detail(user)).toMatchObject({ balance: 0 });
      const unknown = await t.api('POST', '/api/v1/equity/payment-gateway/webhook/cash', { body, headers: { 'content-type': 'application/json' } });
      expect(unknown.status).toBe(404);
    });

    it('[A4.6] the same signed webhook delivered twice (and a late duplicate under a new id) credits the wallet once', async () => {
      const user = await t.user();
      const started = await startTopup(40_000, 'sandbox_card', user);
      const sessionId = started.checkout.redirectUrl.split('/wallet-payment/')[1];
      const body = event(started.transaction, sessionId, `evt_ok_${sessionId}`);

      const first = await deliver(body, signatureHeader(DEV_SANDBOX_WEBHOOK_SECRET, body));
      expect(first.status).toBe(200);
      expect(data(first)).toMatchObject({ received: true, duplicate: false, transactionId: started.transaction.id, status: 2 });
      const second = await deliver(body, signatureHeader(DEV_SANDBOX_WEBHOOK_SECRET, body));
      expect(second.status).toBe(200);
      expect(data(second)).toMatchObject({ duplicate: true, status: 2 });
      const concurrent = await Promise.all([1, 2, 3].map(() => deliver(body, signatureHeader(DEV_SANDBOX_WEBHOOK_SECRET, body))));
      for (const r of concurrent) expect(r.status).toBe(200);
      const other = event(started.transaction, sessionId, `evt_other_${sessionId}`);
      expect((await deliver(other, signatureHeader(DEV_SANDBOX_WEBHOOK_SECRET, other))).status).toBe(200);

      expect(await detail(user)).toMatchObject({ balance: 40_000 });
      const list = data(await t.api('GET', '/api/v1/wallet/get-user-wallet-list', { token: user.token }));
      expect(list).toMatchObject({ totalCount: 1, userWalletBalance: 40_000 });
      expect(list.docs[0]).toMatchObject({ status: 2, amount: 40_000 });
      // The return page agrees and changes nothing.
      const refreshed = data(await t.api('PATCH', `/api/v1/wallet/update-wallet-topup/${started.preapprovalId}`, { token: user.token }));
      expect(refreshed).toMatchObject({ status: 2 });
      expect(await detail(user)).toMatchObject({ balance: 40_000 });
    });

    it('[A4.6] a declined payment fails the top-up (status 4) and a late success does not revive it; nothing credited', async () => {
      const user = await t.user();
      const started = await startTopup(15_000, 'sandbox_card', user);
      const sessionId = started.checkout.redirectUrl.split('/wallet-payment/')[1];
      const body = event(started.transaction, sessionId, `evt_declined_${sessionId}`, 'checkout.session.declined');
      expect((await deliver(body, signatureHeader(DEV_SANDBOX_WEBHOOK_SECRET, body))).status).toBe(200);
      const refreshed = data(await t.api('PATCH', `/api/v1/wallet/update-wallet-topup/${started.preapprovalId}`, { token: user.token }));
      expect(refreshed).toMatchObject({ status: 4 });
      // A success arriving after the failure does not revive it.
      const late = event(started.transaction, sessionId, `evt_late_${sessionId}`);
      expect((await deliver(late, signatureHeader(DEV_SANDBOX_WEBHOOK_SECRET, late))).status).toBe(200);
      expect(await transaction(started.transaction.id, user)).toMatchObject({ status: 4 });
      expect(await detail(user)).toMatchObject({ balance: 0 });
    });

    it('[A4.6] a card top-up left on the provider\'s page does not stay "in process": once its session expires the sweep fails it (status 4, "expired"), nothing credited; a recent one is left alone', async () => {
      const user = await t.user();
      const left = await startTopup(25_000, 'sandbox_card', user);
      const sweep = () => t.platform.service('wallet').get(AbandonedPaymentsSweeper).sweep();
      // Still on the provider's page a minute later: not touched.
      await sweep();
      expect(await transaction(left.transaction.id, user)).toMatchObject({ status: 1 });
      // A day later (the sandbox session lives 30 minutes): the provider says expired, the wallet follows.
      t.platform.travel(24 * 3_600_000);
      try {
        expect(await sweep()).toBeGreaterThanOrEqual(1);
      } finally {
        t.platform.resetClocks();
      }
      expect(await transaction(left.transaction.id, user)).toMatchObject({ status: 4, failureReason: 'expired' });
      expect(await detail(user)).toMatchObject({ balance: 0, held: 0 });
    });
  });

  describe("the site's payment switches (A1.3)", () => {
    const setSwitch = async (values: Record<string, 'yes' | 'no'>) => {
      const res = await t.api('PATCH', '/api/v1/payment-gateway', { token: admin.token, body: values });
      expect(res.status).toBe(200);
      await settleEvents(t.platform);
    };
    const offered = async () => Object.fromEntries(((await detail()).paymentMethods as Array<{ id: string; enabled: boolean }>).map((m) => [m.id, m.enabled]));

    it('[A1.3] a way to pay an administrator switches off is no longer offered nor accepted; a payment started before still finishes; switched on again it is offered at once', async () => {
      expect((await offered()).bank_transfer).toBe(true);
      const startedBefore = await startTopup(50_000, 'bank_transfer');

      await setSwitch({ offlineBankTransfer: 'no' });
      expect(await offered()).toMatchObject({ bank_transfer: false, sandbox_card: true });
      const pre = data(await t.api('POST', '/api/v1/wallet/wallet-preapproval', { token: investor.token, body: { amount: 50_000 } }));
      const refused = await t.api('POST', '/api/v1/wallet/add-wallet-topup?lng=en', { token: investor.token, headers: { 'idempotency-key': idempotencyKey() }, body: { preapprovalId: pre._id, paymentMethod: 'bank_transfer' } });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('This payment method is not available at the moment');
      // The transfer started while it was offered still takes its slip.
      expect((await upload(startedBefore.transaction.id as string, { bytes: PDF, filename: 'slip.pdf', type: 'application/pdf' })).status).toBe(200);

      await setSwitch({ offlineBankTransfer: 'yes' });
      expect((await offered()).bank_transfer).toBe(true);
      expect((await startTopup(50_000, 'bank_transfer')).transaction).toMatchObject({ gateway: 'bank_transfer', status: 1 });
    });
  });
});
