import { createAppConfig, type Mode } from '@cf/web-tools/webpack-common';
import { devRemoteManifest, DEV_PORTS } from '@cf/web-tools/dev-ports';
import { federation } from './module-federation.config';

export default (env: { mode?: Mode } = {}) =>
  createAppConfig({
    ...federation,
    mode: env.mode ?? 'production',
    port: DEV_PORTS.shell,
    isHost: true,
    devServer: {
      // Same-origin API as in production: the gateway on :8080.
      proxy: [{ context: ['/api'], target: 'http://127.0.0.1:8080', changeOrigin: false }],
      // In development the remotes run on their own dev servers.
      setupMiddlewares: (middlewares, devServer) => {
        devServer.app?.get('/remotes.json', (_req, res) => {
          res.json(devRemoteManifest());
        });
        return middlewares;
      },
    },
  });
