/**
 * `npm run build:web`: production builds of the shell and each remote, one after the other (2 cores),
 * each into frontends/<name>/dist, then assembled for the gateway's STATIC_DIR:
 *
 *   dist/web/index.html, main.*.js, …      the shell at the site root
 *   dist/web/remotes/<name>/remoteEntry.js   each remote under its own folder
 *   dist/web/remotes.json                    remote name → remoteEntry URL, read by the shell at run time
 *
 * Usage: build.ts [app…] (default: all). Also writes frontends/<name>/dist/.stats.json for the budget check.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { productionRemoteManifest, REMOTES } from './dev-ports';
import { WORKSPACE_ROOT } from './webpack-common';

const APPS = ['shell', ...REMOTES] as const;
const OUT = path.join(WORKSPACE_ROOT, 'dist', 'web');

function loadConfig(app: string): Configuration {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const factory = require(path.join(WORKSPACE_ROOT, 'frontends', app, 'webpack.config.ts')).default as (env: {
    mode: string;
  }) => Configuration;
  return factory({ mode: 'production' });
}

function compile(config: Configuration): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error('webpack returned no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, errorDetails: true, colors: false })));
      resolve(stats);
    });
  });
}

function copyPublic(app: string, dist: string): void {
  const publicDir = path.join(WORKSPACE_ROOT, 'frontends', app, 'public');
  if (!existsSync(publicDir)) return;
  for (const name of readdirSync(publicDir))
    if (name !== 'index.html') cpSync(path.join(publicDir, name), path.join(dist, name), { recursive: true });
}

async function buildApp(app: string): Promise<number> {
  const started = Date.now();
  const config = loadConfig(app);
  const stats = await compile(config);
  const dist = config.output!.path!;
  writeFileSync(
    path.join(dist, '.stats.json'),
    JSON.stringify(
      stats.toJson({
        all: false,
        assets: true,
        chunks: true,
        chunkGroups: true,
        entrypoints: true,
        ids: true,
        chunkRelations: true,
        chunkOrigins: true,
      }),
    ),
  );
  if (app === 'shell') copyPublic(app, dist);
  const warnings = stats.toJson({ all: false, warnings: true }).warnings ?? [];
  for (const w of warnings) console.warn(`[${app}] warning: ${w.message.split('\n')[0]}`);
  const seconds = (Date.now() - started) / 1000;
  console.log(`built ${app.padEnd(9)} in ${seconds.toFixed(1)} s → ${path.relative(WORKSPACE_ROOT, dist)}`);
  return seconds;
}

function assemble(): void {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const skip = (src: string) => !path.basename(src).startsWith('.') && !src.endsWith('.map');
  cpSync(path.join(WORKSPACE_ROOT, 'frontends', 'shell', 'dist'), OUT, { recursive: true, filter: skip });
  for (const remote of REMOTES) {
    const dist = path.join(WORKSPACE_ROOT, 'frontends', remote, 'dist');
    if (!existsSync(dist)) continue;
    // Remotes keep no index.html in the combined folder: the shell's index.html is the only page.
    cpSync(dist, path.join(OUT, 'remotes', remote), { recursive: true, filter: (src) => skip(src) && path.basename(src) !== 'index.html' });
  }
  writeFileSync(path.join(OUT, 'remotes.json'), `${JSON.stringify(productionRemoteManifest(), null, 2)}\n`);
  console.log(`assembled ${path.relative(WORKSPACE_ROOT, OUT)}/ (shell at /, remotes under /remotes/<name>/, remotes.json)`);
}

async function main(): Promise<void> {
  const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const apps = requested.length > 0 ? requested : [...APPS];
  for (const app of apps)
    if (!(APPS as readonly string[]).includes(app)) throw new Error(`unknown app "${app}" (known: ${APPS.join(', ')})`);
  const started = Date.now();
  for (const app of apps) await buildApp(app);
  assemble();
  console.log(`build:web total ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
