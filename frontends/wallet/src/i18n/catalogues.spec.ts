import ar from './ar.json';
import en from './en.json';
import fr from './fr.json';
import { expectMatchingCatalogues } from '@cf/web-tools/testing/catalogues';

describe('wallet translations', () => {
  it('[A9.2] ar, en and fr have the same keys, none empty, same placeholders', () => {
    expectMatchingCatalogues({ ar, en, fr });
  });

  it('[A8.3] quotes the specification\'s wallet messages word for word in English', () => {
    expect(en.fail.message).toBe('Top-up process failed');
    expect(en.validation.insufficientBalance).toBe('Insufficient wallet balance');
    expect(en.validation.accountMismatch).toBe('Account numbers must match');
    expect(en.ach.connectFirst).toBe('Please connect your payment account');
  });

  it('[A8.3] uses the wallet service\'s own Arabic words for the messages it also sends', () => {
    expect(ar.validation.insufficientBalance).toBe('رصيد المحفظة غير كافٍ');
    expect(ar.validation.accountMismatch).toBe('يجب أن تتطابق أرقام الحساب');
    expect(ar.fail.message).toBe('فشلت عملية الشحن');
  });
});
