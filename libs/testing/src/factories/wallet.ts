import { randomBytes } from 'node:crypto';
import type { TestUser } from '../accounts';
import type { TestPlatform } from '../platform';
import { waitFor } from '../wait-for';

const call = (platform: TestPlatform, method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
  platform.api.request(method, `/api/v1/${path}`, options);

/**
 * Tops up `user`'s wallet by `amount` baisa as a person does, through the gateway: preapproval, the
 * sandbox provider's hosted checkout paid with a test card, its signed webhook crediting the
 * wallet. Resolves once the wallet shows the credit.
 */
export async function topUpWallet(platform: TestPlatform, user: TestUser, amount: number): Promise<void> {
  const pre = await call(platform, 'POST', 'wallet/wallet-preapproval', { token: user.token, body: { amount, currencyId: 'OMR' } });
  if (pre.status !== 200) throw new Error(`wallet-preapproval answered ${pre.status}: ${JSON.stringify(pre.body)}`);
  const preapprovalId = pre.body.data.data._id as string;
  const started = await call(platform, 'POST', 'wallet/add-wallet-topup', {
    token: user.token,
    headers: { 'idempotency-key': randomBytes(12).toString('hex') },
    body: { preapprovalId, paymentMethod: 'sandbox_card' },
  });
  if (started.status !== 200) throw new Error(`add-wallet-topup answered ${started.status}: ${JSON.stringify(started.body)}`);
  const sessionId = (started.body.data.data.checkout.redirectUrl as string).split('/wallet-payment/')[1];
  const paid = await call(platform, 'POST', `equity/payment-gateway/sandbox/sessions/${sessionId}/pay`, {
    body: { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123', holderName: 'Test Investor' },
  });
  if (paid.status !== 200) throw new Error(`sandbox pay answered ${paid.status}: ${JSON.stringify(paid.body)}`);
  await waitFor(async () => {
    const settled = await call(platform, 'PATCH', `wallet/update-wallet-topup/${preapprovalId}`, { token: user.token });
    return settled.body?.data?.data?.status === 2 ? true : null;
  });
}

/** The wallet's balance, held and available amounts (baisa) as the wallet page shows them. */
export async function walletOf(platform: TestPlatform, user: TestUser): Promise<{ balance: number; held: number; available: number }> {
  const detail = await call(platform, 'GET', 'wallet/get-user-wallet-detail?currencyId=OMR', { token: user.token });
  return detail.body.data.data as { balance: number; held: number; available: number };
}
