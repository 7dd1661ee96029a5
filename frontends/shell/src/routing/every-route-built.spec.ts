import { createI18n } from '@cf/i18n';
import { ROUTES, type RemoteName } from '@cf/ui';

/**
 * The shell shows "on its way" for a route whose remote has no page for it (RemotePage). Every route
 * of the table is built: each remote route has its remote's page, and no route is the shell's
 * coming-soon page (issue 38: /profile, /inbox and /atmos-home no longer are).
 */
let PAGES: Record<RemoteName, Record<string, unknown>>;

describe('every route of the table is built', () => {
  beforeAll(async () => {
    // The remotes' route modules add their strings to the one i18next instance as they load.
    await createI18n({ language: 'en' });
    PAGES = {
      admin: (await import('../../../admin/src/routes')).pages,
      campaign: (await import('../../../campaign/src/routes')).pages,
      settings: (await import('../../../settings/src/routes')).pages,
      wallet: (await import('../../../wallet/src/routes')).pages,
    };
  });

  it.each(ROUTES.filter((route) => route.remote).map((route) => [route.path, route.remote!] as const))('[A2.4] %s has its page in the %s remote', (path, remote) => {
    expect(Object.keys(PAGES[remote])).toContain(path);
  });

  it('[A2.4] no route is the coming-soon page', () => {
    expect(ROUTES.filter((route) => route.shell === 'coming-soon').map((route) => route.path)).toEqual([]);
  });
});
