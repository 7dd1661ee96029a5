import { ValidationFailedError } from '@cf/platform';
import { parseCardDetails, parseChallengeCode, passesLuhn, SANDBOX_TEST_CARDS } from '../sandbox/card-validation';

const now = new Date('2026-06-15T10:00:00Z');
const good = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123', holderName: 'Aisha Al Balushi' };
const fieldsOf = (body: unknown): Array<{ field: string; messageKey: string }> => {
  try {
    parseCardDetails(body, now);
  } catch (error) {
    if (error instanceof ValidationFailedError) return error.errors;
    throw error;
  }
  return [];
};

describe('sandbox card form validation', () => {
  it('accepts the test cards (Luhn-valid)', () => {
    for (const number of Object.values(SANDBOX_TEST_CARDS)) expect(passesLuhn(number)).toBe(true);
    expect(parseCardDetails(good, now)).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      holderName: 'Aisha Al Balushi',
    });
  });

  it('refuses a number failing the Luhn check, too short or with letters', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(fieldsOf({ ...good, cardNumber: '4242424242424241' })).toEqual([
      { field: 'cardNumber', messageKey: 'wallet.sandbox.cardNumberInvalid' },
    ]);
    expect(fieldsOf({ ...good, cardNumber: '4242' })[0].field).toBe('cardNumber');
    expect(fieldsOf({ ...good, cardNumber: '4242abcd42424242' })[0].field).toBe('cardNumber');
  });

  it('refuses an expiry month outside 1-12 and an expiry in the past; this month is still valid', () => {
    expect(fieldsOf({ ...good, expMonth: 13 })).toEqual([{ field: 'expMonth', messageKey: 'wallet.sandbox.expMonthInvalid' }]);
    expect(fieldsOf({ ...good, expMonth: 5, expYear: 2026 })).toEqual([{ field: 'expYear', messageKey: 'wallet.sandbox.cardExpired' }]);
    expect(fieldsOf({ ...good, expMonth: 12, expYear: 2025 })).toEqual([{ field: 'expYear', messageKey: 'wallet.sandbox.cardExpired' }]);
    expect(fieldsOf({ ...good, expMonth: '06', expYear: '26' })).toEqual([]);
    expect(fieldsOf({ ...good, expYear: 'abcd' })).toEqual([{ field: 'expYear', messageKey: 'wallet.sandbox.expYearInvalid' }]);
  });

  it('refuses a CVC that is not 3 or 4 digits and a missing holder name', () => {
    expect(fieldsOf({ ...good, cvc: '12' })).toEqual([{ field: 'cvc', messageKey: 'wallet.sandbox.cvcInvalid' }]);
    expect(fieldsOf({ ...good, cvc: '12345' })[0].field).toBe('cvc');
    expect(fieldsOf({ ...good, cvc: '1234' })).toEqual([]);
    expect(fieldsOf({ ...good, holderName: ' ' })).toEqual([{ field: 'holderName', messageKey: 'wallet.sandbox.holderNameInvalid' }]);
    expect(fieldsOf({ ...good, holderName: 'عائشة البلوشي' })).toEqual([]);
  });

  it('reports every wrong field at once', () => {
    expect(fieldsOf({}).map((e) => e.field)).toEqual(['cardNumber', 'expMonth', 'expYear', 'cvc', 'holderName']);
  });

  it('asks for a challenge code but leaves its correctness to the processor', () => {
    expect(parseChallengeCode({ code: ' 123456 ' })).toBe('123456');
    expect(parseChallengeCode({ code: '000000' })).toBe('000000');
    expect(() => parseChallengeCode({})).toThrow(ValidationFailedError);
  });
});
