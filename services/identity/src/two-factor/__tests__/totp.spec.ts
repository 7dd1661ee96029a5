import { authenticator } from 'otplib';
import { newTotpSecret, totpKeyUri, totpStep } from '../totp';

describe('authenticator codes (TOTP)', () => {
  const secret = newTotpSecret();
  const at = (ms: number) => authenticator.clone({ epoch: ms }).generate(secret);

  it('[A4.1] accepts the current code and one step of drift either way, with its step', () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 15);
    const step = Math.floor(now / 30000);
    expect(totpStep(secret, at(now), new Date(now))).toBe(step);
    expect(totpStep(secret, at(now - 30000), new Date(now))).toBe(step - 1);
    expect(totpStep(secret, at(now + 30000), new Date(now))).toBe(step + 1);
    expect(totpStep(secret, at(now - 90000), new Date(now))).toBeNull();
  });

  it('[A4.1] refuses malformed codes', () => {
    for (const code of ['', '12345', '1234567', 'abcdef']) expect(totpStep(secret, code, new Date())).toBeNull();
  });

  it('[A7.5] builds the otpauth URL with the issuer', () => {
    expect(totpKeyUri('a@b.om', 'Oman Crowdfunding', 'ABC')).toBe(
      'otpauth://totp/Oman%20Crowdfunding:a%40b.om?secret=ABC&period=30&digits=6&algorithm=SHA1&issuer=Oman%20Crowdfunding',
    );
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });
});
