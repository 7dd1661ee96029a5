import { createHmac } from 'node:crypto';
import { PAYMOB_HMAC_FIELDS, paymobHmac, paymobHmacString, verifyPaymobHmac } from '../paymob/paymob-hmac';

/** Shaped like the transaction-processed callback in Paymob's documentation (values from its HMAC example). */
const obj = {
  id: 192036465,
  pending: false,
  amount_cents: 100000,
  success: true,
  is_auth: false,
  is_capture: false,
  is_standalone_payment: true,
  is_voided: false,
  is_refunded: false,
  is_3d_secure: true,
  integration_id: 4097558,
  has_parent_transaction: false,
  order: { id: 217503754, merchant_order_id: 'topup-1' },
  created_at: '2024-06-13T11:33:44.592345',
  currency: 'EGP',
  source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
  error_occured: false,
  owner: 302852,
  data: { message: 'Approved' },
};
const secret = 'paymob-hmac-secret-for-tests';

describe('Paymob transaction callback HMAC (SHA-512 over the documented fields)', () => {
  it('lists the twenty documented fields in the documented order', () => {
    expect(PAYMOB_HMAC_FIELDS).toEqual([
      'amount_cents',
      'created_at',
      'currency',
      'error_occured',
      'has_parent_transaction',
      'id',
      'integration_id',
      'is_3d_secure',
      'is_auth',
      'is_capture',
      'is_refunded',
      'is_standalone_payment',
      'is_voided',
      'order.id',
      'owner',
      'pending',
      'source_data.pan',
      'source_data.sub_type',
      'source_data.type',
      'success',
    ]);
  });

  it("concatenates the values exactly as Paymob's documented example string", () => {
    // The example concatenated string from Paymob's "HMAC Transaction Callback" page.
    expect(paymobHmacString(obj)).toBe(
      '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue',
    );
  });

  it('signs that string with HMAC-SHA512 under the HMAC secret', () => {
    const expected = createHmac('sha512', secret)
      .update(
        '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue',
      )
      .digest('hex');
    expect(paymobHmac(obj, secret)).toBe(expected);
    expect(verifyPaymobHmac(obj, expected, secret)).toBe(true);
    expect(verifyPaymobHmac(obj, expected.toUpperCase(), secret)).toBe(true);
  });

  it('refuses a wrong secret, a tampered field, and a missing hmac', () => {
    const good = paymobHmac(obj, secret);
    expect(verifyPaymobHmac(obj, paymobHmac(obj, 'another-secret'), secret)).toBe(false);
    expect(verifyPaymobHmac({ ...obj, amount_cents: 1000000 }, good, secret)).toBe(false);
    expect(verifyPaymobHmac({ ...obj, success: false }, good, secret)).toBe(false);
    expect(verifyPaymobHmac({ ...obj, order: { id: 1 } }, good, secret)).toBe(false);
    expect(verifyPaymobHmac(obj, undefined, secret)).toBe(false);
    expect(verifyPaymobHmac(obj, 'not-hex', secret)).toBe(false);
  });

  it("ignores fields outside the signed list (they are not protected by Paymob's HMAC)", () => {
    expect(paymobHmac({ ...obj, data: { message: 'changed' } }, secret)).toBe(paymobHmac(obj, secret));
  });
});
