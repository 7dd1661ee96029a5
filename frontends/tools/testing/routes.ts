import { ROUTES, type RemoteName } from '@cf/ui';

/**
 * The routes of `remote` in the shell's table that `pages` (the remote's route module) does not
 * render: the shell would show "on its way" there (RemotePage). Each remote's test holds this empty.
 * A test helper, so it stays out of the shared bundle.
 */
export function routesWithoutPage(remote: RemoteName, pages: Partial<Record<string, unknown>>): string[] {
  return ROUTES.filter((route) => route.remote === remote && !pages[route.path]).map((route) => route.path);
}
