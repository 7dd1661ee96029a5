import { ROUTES } from '@cf/ui';

/**
 * No route of the table is the shell's coming-soon page (issue 38: /profile, /inbox and /atmos-home
 * were). Each remote's own routes.spec holds that it renders every route the table gives it.
 */
describe('every route of the table is built', () => {
  it('[A2.4] no route is the coming-soon page', () => {
    expect(ROUTES.filter((route) => route.shell === 'coming-soon').map((route) => route.path)).toEqual([]);
  });
});
