/**
 * `npm run dev:web`: webpack-dev-server for the shell (http://127.0.0.1:4200, /api proxied to the
 * gateway on :8080) and each remote on its own port, with hot module replacement. The shell's dev
 * server answers /remotes.json with the remotes' dev URLs.
 */
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { REMOTES } from './dev-ports';
import { WORKSPACE_ROOT } from './webpack-common';

async function serve(app: string): Promise<WebpackDevServer> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const factory = require(path.join(WORKSPACE_ROOT, 'frontends', app, 'webpack.config.ts')).default as (env: {
    mode: string;
  }) => Configuration & {
    devServer: WebpackDevServer.Configuration;
  };
  const config = factory({ mode: 'development' });
  const publicDir = path.join(WORKSPACE_ROOT, 'frontends', app, 'public');
  const server = new WebpackDevServer(
    { ...config.devServer, static: { directory: publicDir, serveIndex: false, watch: false } },
    webpack(config),
  );
  await server.start();
  console.log(`${app.padEnd(9)} http://${config.devServer.host}:${config.devServer.port}/`);
  return server;
}

async function main(): Promise<void> {
  const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const apps = requested.length > 0 ? requested : [...REMOTES, 'shell'];
  const servers: WebpackDevServer[] = [];
  for (const app of apps) servers.push(await serve(app));
  const stop = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

void main();
