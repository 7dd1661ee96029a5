import ar from './ar.json';
import en from './en.json';
import fr from './fr.json';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
const get = (tree: Tree, path: string) => path.split('.').reduce<Tree | string>((node, k) => (node as Tree)[k], tree) as string;

describe('wallet translations', () => {
  it('[A9.2] ar, en and fr have the same keys, none empty, same placeholders', () => {
    const english = keys(en).sort();
    expect(keys(ar).sort()).toEqual(english);
    expect(keys(fr).sort()).toEqual(english);
    for (const key of english) {
      const placeholders = (get(en, key).match(/\{\{\w+\}\}/g) ?? []).sort();
      for (const catalogue of [ar, fr] as Tree[]) {
        expect(get(catalogue, key).trim()).not.toBe('');
        expect([key, (get(catalogue, key).match(/\{\{\w+\}\}/g) ?? []).sort()]).toEqual([key, placeholders]);
      }
    }
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
