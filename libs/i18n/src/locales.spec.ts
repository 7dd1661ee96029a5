import ar from './locales/ar.json';
import en from './locales/en.json';
import fr from './locales/fr.json';

type Tree = { [key: string]: string | Tree };
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}
function get(tree: Tree, path: string): string {
  return path.split('.').reduce<Tree | string>((node, k) => (node as Tree)[k], tree) as string;
}

describe('translation catalogues', () => {
  it('[A9.2] ar, en and fr have exactly the same keys (Arabic fallback never needs loading)', () => {
    const english = keys(en).sort();
    expect(keys(ar).sort()).toEqual(english);
    expect(keys(fr).sort()).toEqual(english);
  });

  it('no translation is empty', () => {
    for (const catalogue of [ar, en, fr] as Tree[]) for (const key of keys(catalogue)) expect(get(catalogue, key).trim()).not.toBe('');
  });

  it.each([
    ['validation.passwordMismatch', "Password doesn't match"],
    ['validation.strongPassword', 'Please enter a strong password'],
    ['validation.captchaMismatch', 'Captcha does not match'],
    ['validation.acceptTerms', 'Please accept the terms of use'],
    ['common.error', 'An error has occurred'],
    ['common.noResults', 'No results found'],
    ['common.noRecord', 'No record found'],
  ])('[A5.4][A8.3] English message %s is the spec text "%s"', (key, text) => {
    expect(get(en as Tree, key)).toBe(text);
  });

  it('[A2.1] the maintenance page carries the three lines', () => {
    expect(get(en as Tree, 'maintenance.line1').toLowerCase()).toBe('sorry for the inconvenience');
    expect(get(en as Tree, 'maintenance.line2').toLowerCase()).toBe('we are performing some maintenance at the moment');
    expect(get(en as Tree, 'maintenance.line3').toLowerCase()).toBe('we will be back up shortly');
  });

  it('keeps interpolation placeholders in every language', () => {
    for (const key of keys(en)) {
      const placeholders = (get(en as Tree, key).match(/\{\{\w+\}\}/g) ?? []).sort();
      expect([key, (get(ar as Tree, key).match(/\{\{\w+\}\}/g) ?? []).sort()]).toEqual([key, placeholders]);
      expect([key, (get(fr as Tree, key).match(/\{\{\w+\}\}/g) ?? []).sort()]).toEqual([key, placeholders]);
    }
  });
});
