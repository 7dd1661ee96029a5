import ar from './ar.json';
import en from './en.json';
import fr from './fr.json';
import { expectMatchingCatalogues } from '@cf/web-tools/testing/catalogues';

describe('campaign translations', () => {
  it('[A9.2] ar, en and fr have the same keys, none empty, same placeholders', () => {
    expectMatchingCatalogues({ ar, en, fr });
  });
});
