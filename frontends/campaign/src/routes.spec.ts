import { createI18n } from '@cf/i18n';
import { routesWithoutPage } from '@cf/web-tools/testing/routes';

describe('the campaign remote', () => {
  it('[A2.4] renders every route the shell\'s table gives it (none falls to "on its way")', async () => {
    // The route module adds its strings to the one i18next instance as it loads.
    await createI18n({ language: 'en' });
    const { pages } = await import('./routes');
    expect(routesWithoutPage('campaign', pages)).toEqual([]);
  });
});
