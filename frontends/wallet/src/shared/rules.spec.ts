import { friendlyIban, checkTopupAmount, checkWithdraw, checkWithdrawAmount, type WithdrawValues } from './rules';
import { omaniIbanBankCode } from '@cf/contracts/rest';

const LIMITS = { topupMin: 5_000, topupMax: 5_000_000, withdrawMin: 10_000, withdrawMax: 2_000_000 };

const valid: WithdrawValues = {
  amount: '25.500',
  bankName: 'Bank Muscat',
  accountHolderName: 'Khalid Al Harthy',
  accountType: 'current',
  accountNumber: '0123456789',
  confirmAccountNumber: '0123456789',
  routingNumber: '123456789',
  swiftCode: '',
  iban: '',
};

describe('wallet rules', () => {
  it('[A5.11] a top-up is at least 1, not below the minimum and not above the maximum, parsed exactly to baisa', () => {
    expect(checkTopupAmount('', LIMITS).error?.key).toBe('required');
    expect(checkTopupAmount('abc', LIMITS).error?.key).toBe('amountInvalid');
    expect(checkTopupAmount('1.2345', LIMITS).error?.key).toBe('amountInvalid');
    expect(checkTopupAmount('0.999', { ...LIMITS, topupMin: 0 }).error?.key).toBe('amountAtLeastOne');
    expect(checkTopupAmount('5', LIMITS).error).toBeUndefined();
    expect(checkTopupAmount('4.999', LIMITS).error?.key).toBe('topupBelowMin');
    expect(checkTopupAmount('5000.001', LIMITS).error?.key).toBe('topupAboveMax');
    expect(checkTopupAmount('5000', LIMITS).baisa).toBe(5_000_000n);
    // Arabic digits and decimal comma, as typed on an Arabic keyboard.
    expect(checkTopupAmount('١٢٫٥', LIMITS).baisa).toBe(12_500n);
  });

  it('[A5.11][A8.3] a withdrawal is refused above the available balance with "Insufficient wallet balance"', () => {
    expect(checkWithdrawAmount('9.999', 1_000_000, LIMITS).error?.key).toBe('withdrawBelowMin');
    expect(checkWithdrawAmount('1000.001', 1_000_000, LIMITS).error?.key).toBe('insufficientBalance');
    expect(checkWithdrawAmount('1000', 1_000_000, LIMITS).baisa).toBe(1_000_000n);
    expect(checkWithdrawAmount('2000.001', 9_000_000, LIMITS).error?.key).toBe('withdrawAboveMax');
  });

  it('[A5.7][A8.3] bank details: numeric account number of 5 to 20, matching confirmation, 9-digit routing number, required bank and type', () => {
    expect(checkWithdraw(valid, 1_000_000, LIMITS)).toEqual({});
    expect(checkWithdraw({ ...valid, confirmAccountNumber: '0123456780' }, 1_000_000, LIMITS).confirmAccountNumber?.key).toBe('accountMismatch');
    expect(checkWithdraw({ ...valid, accountNumber: '1234', confirmAccountNumber: '1234' }, 1_000_000, LIMITS).accountNumber?.key).toBe('accountNumber');
    expect(checkWithdraw({ ...valid, accountNumber: '12345a', confirmAccountNumber: '12345a' }, 1_000_000, LIMITS).accountNumber?.key).toBe(
      'accountNumber',
    );
    expect(checkWithdraw({ ...valid, accountNumber: '1'.repeat(21), confirmAccountNumber: '1'.repeat(21) }, 1_000_000, LIMITS).accountNumber?.key).toBe(
      'accountNumber',
    );
    expect(checkWithdraw({ ...valid, routingNumber: '12345678' }, 1_000_000, LIMITS).routingNumber?.key).toBe('routingNumber');
    const empty = checkWithdraw({ ...valid, bankName: '', accountType: '' }, 1_000_000, LIMITS);
    expect(empty.bankName?.key).toBe('required');
    expect(empty.accountType?.key).toBe('required');
    expect(checkWithdraw({ ...valid, swiftCode: 'BMUS' }, 1_000_000, LIMITS).swiftCode?.key).toBe('swift');
  });

  it('[A3.11] an IBAN is optional; given, it must pass ISO 13616 (an Omani one: OM, 23 characters, mod-97), typed as printed', () => {
    expect(checkWithdraw({ ...valid, iban: 'OM81 0180 0000 0129 9123 456' }, 1_000_000, LIMITS).iban).toBeUndefined();
    expect(checkWithdraw({ ...valid, iban: 'om810180000001299123456' }, 1_000_000, LIMITS).iban).toBeUndefined();
    // One digit wrong, two swapped, one missing: each fails.
    for (const wrong of ['OM81 0180 0000 0129 9123 457', 'OM81 0180 0000 0129 9132 456', 'OM81 0180 0000 0129 9123 45', 'US81 0180 0000 0129 9123 456'])
      expect([wrong, checkWithdraw({ ...valid, iban: wrong }, 1_000_000, LIMITS).iban?.key]).toEqual([wrong, 'iban']);
    expect(friendlyIban('om810180000001299123456')).toBe('OM81 0180 0000 0129 9123 456');
    expect(omaniIbanBankCode('OM81 0180 0000 0129 9123 456')).toBe('018');
  });
});
