import { randomBytes } from 'node:crypto';
import { request as undiciRequest } from 'undici';
import type { TestUser } from '../accounts';
import type { ApiResponse, TestPlatform } from '../platform';
import { waitFor } from '../wait-for';

const call = (platform: TestPlatform, method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
  platform.api.request(method, `/api/v1/${path}`, options);

/**
 * Tops up `user`'s wallet by `amount` baisa as a person does, through the gateway: preapproval, the
 * sandbox provider's hosted checkout paid with a test card, its signed webhook crediting the
 * wallet. Resolves once the wallet shows the credit. With `childId`, the guardian pays for a child:
 * the settlement credits the child's wallet (ADR 0026).
 */
export async function topUpWallet(platform: TestPlatform, user: TestUser, amount: number, options: { childId?: string } = {}): Promise<void> {
  const pre = await call(platform, 'POST', 'wallet/wallet-preapproval', { token: user.token, body: { amount, currencyId: 'OMR', ...options } });
  if (pre.status !== 200) throw new Error(`wallet-preapproval answered ${pre.status}: ${JSON.stringify(pre.body)}`);
  const preapprovalId = pre.body.data.data._id as string;
  const started = await call(platform, 'POST', 'wallet/add-wallet-topup', {
    token: user.token,
    headers: { 'idempotency-key': randomBytes(12).toString('hex') },
    body: { preapprovalId, paymentMethod: 'sandbox_card' },
  });
  if (started.status !== 200) throw new Error(`add-wallet-topup answered ${started.status}: ${JSON.stringify(started.body)}`);
  const paid = await paySandboxCheckout(platform, started.body.data.data.checkout.redirectUrl as string);
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

/** Test cards of the sandbox processor (docs/adr/0013): one that pays, one that is declined. */
export const SANDBOX_CARDS = { pays: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/**
 * Pays the sandbox processor's hosted checkout at `redirectUrl` (…/wallet-payment/<session>) as the
 * payer's browser does; the processor then sends its signed webhook to the wallet.
 */
export function paySandboxCheckout(platform: TestPlatform, redirectUrl: string, cardNumber: string = SANDBOX_CARDS.pays) {
  const sessionId = redirectUrl.split('/wallet-payment/')[1];
  return call(platform, 'POST', `equity/payment-gateway/sandbox/sessions/${sessionId}/pay`, {
    body: { cardNumber, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123', holderName: 'Test Investor' },
  });
}

/** The smallest PDF the wallet's slip check accepts. */
export const SLIP_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** Uploads a bank-transfer slip for one of `user`'s wallet transactions (multipart, binary-safe, through the gateway). */
export async function uploadSlip(
  platform: { gatewayUrl: string },
  user: TestUser,
  transactionId: string,
  file: { bytes: Buffer; filename: string; type: string; field?: string } | null = { bytes: SLIP_PDF, filename: 'slip.pdf', type: 'application/pdf' },
  lng = 'en',
): Promise<ApiResponse> {
  const boundary = `----slip${randomBytes(6).toString('hex')}`;
  const parts: Buffer[] = [];
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'slip'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const response = await undiciRequest(`${platform.gatewayUrl}/api/v1/wallet/bank-transfer-slip/${transactionId}?lng=${lng}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json' },
    body: Buffer.concat(parts),
  });
  const text = await response.body.text();
  return { status: response.statusCode, body: text ? JSON.parse(text) : null, headers: response.headers };
}
