import ar from './ar.json';
import en from './en.json';
import fr from './fr.json';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
const get = (tree: Tree, path: string) => path.split('.').reduce<Tree | string>((node, k) => (node as Tree)[k], tree) as string;

describe('campaign translations', () => {
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
});
