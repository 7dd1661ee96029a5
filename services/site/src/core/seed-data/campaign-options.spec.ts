import { CAMPAIGN_OPTION_LISTS } from './campaign-options';
import { OPTION_LISTS } from './option-lists';

describe('CAMPAIGN_OPTION_LISTS', () => {
  it('uses the campaign terms slugs as campaign types', () => {
    expect(CAMPAIGN_OPTION_LISTS['campaign-type'].map((i) => i.key)).toEqual(['equity', 'equity-with-dividends', 'debt']);
  });

  it('has unique kebab-case keys, Arabic script in ar and no clash with the other option lists', () => {
    for (const [list, items] of Object.entries(CAMPAIGN_OPTION_LISTS)) {
      const keys = items.map((i) => i.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(OPTION_LISTS[list]).toBeUndefined();
      for (const item of items) {
        expect(item.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(item.name.ar).toMatch(/[\u0600-\u06FF]/);
        expect(item.name.en.trim()).not.toBe('');
        expect(item.name.fr.trim()).not.toBe('');
      }
    }
  });
});
