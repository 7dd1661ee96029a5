/** Checks shared by every app's translation test: ar, en and fr say the same things. */
type Tree = { [key: string]: string | Tree };

const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
const get = (tree: Tree, path: string) => path.split('.').reduce<Tree | string>((node, k) => (node as Tree)[k], tree) as string;
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

/** Same keys in the three languages, no empty text, the same {{placeholders}} as English. */
export function expectMatchingCatalogues(catalogues: { ar: object; en: object; fr: object }): void {
  const en = catalogues.en as Tree;
  const english = keys(en).sort();
  const others = [catalogues.ar, catalogues.fr] as Tree[];
  for (const catalogue of others) expect(keys(catalogue).sort()).toEqual(english);
  for (const key of english) {
    for (const catalogue of others) {
      expect(get(catalogue, key).trim()).not.toBe('');
      expect([key, placeholders(get(catalogue, key))]).toEqual([key, placeholders(get(en, key))]);
    }
  }
}
