import { checkCard, formatCardNumber, formatExpiry, luhnValid, parseExpiry } from './card';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('sandbox card checks', () => {
  it('spaces the number in groups of four and the expiry as MM/YY while typing', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('٤٢٤٢٤٢')).toBe('4242 42');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('1')).toBe('1');
  });

  it('checks the number with Luhn', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('4000 0000 0000 0002')).toBe(true);
    expect(luhnValid('4000 0000 0000 3220')).toBe(true);
    expect(luhnValid('4242 4242 4242 4241')).toBe(false);
    expect(luhnValid('4242')).toBe(false);
  });

  it('refuses an unreal month and an expiry in the past; the current month is still good', () => {
    expect(parseExpiry('13/28')).toBeNull();
    expect(parseExpiry('12/28')).toEqual({ month: 12, year: 2028 });
    const card = { holderName: 'K', cardNumber: '4242 4242 4242 4242', cvc: '123' };
    expect(checkCard({ ...card, expiry: '10/26' }, NOW).expiry?.key).toBe('expiryPast');
    expect(checkCard({ ...card, expiry: '11/26' }, NOW).expiry).toBeUndefined();
    expect(checkCard({ ...card, expiry: '1/2' }, NOW).expiry?.key).toBe('expiryInvalid');
  });

  it('needs a holder name and a 3 or 4 digit security code', () => {
    const errors = checkCard({ holderName: ' ', cardNumber: '4242 4242 4242 4241', expiry: '12/30', cvc: '12' }, NOW);
    expect(errors.holderName?.key).toBe('holderName');
    expect(errors.cardNumber?.key).toBe('cardNumber');
    expect(errors.cvc?.key).toBe('cvc');
  });
});
