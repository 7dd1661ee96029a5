import path from 'node:path';

/**
 * The host. It declares no remotes at build time: their URLs come from `/remotes.json` at run time
 * (src/federation/remote-registry.ts), so each remote deploys on its own.
 */
export const federation = {
  name: 'shell',
  exposes: undefined,
  runtimePlugins: [path.join(__dirname, 'src/federation/resilient-remotes-plugin.ts')],
};
