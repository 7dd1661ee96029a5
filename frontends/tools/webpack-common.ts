/**
 * One webpack configuration shape for the shell and every remote: swc for TypeScript/TSX and for
 * minification (about half the build time of babel + terser here, same output size), CSS extracted
 * and minified with lightningcss, and Module Federation from @module-federation/enhanced with the
 * shared singletons of DESIGN §8. Each app's webpack.config.ts only states its name, port and exposes.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { constants as zlibConstants, type BrotliOptions } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

export const WORKSPACE_ROOT = path.resolve(__dirname, '..', '..');
const rootPackage = JSON.parse(readFileSync(path.join(WORKSPACE_ROOT, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};
const versionOf = (name: string): string => rootPackage.devDependencies[name];

export type Mode = 'production' | 'development';

/**
 * Shared singletons. One copy of each in the page, whoever loads first provides it: two Reacts break
 * hooks, two query clients split the cache, two i18next instances make a language change reach only
 * the shell. @cf/ui is shared as ONE module (never per sub-path) so its Radix direction context is
 * the same object in the shell and in every remote.
 */
export function sharedSingletons(): Record<string, { singleton: true; requiredVersion: string | false; strictVersion?: boolean }> {
  const lib = (name: string) => ({ singleton: true as const, requiredVersion: versionOf(name) });
  const workspace = { singleton: true as const, requiredVersion: '^0.1.0' };
  return {
    react: lib('react'),
    'react/jsx-runtime': lib('react'),
    'react-dom': lib('react-dom'),
    'react-dom/client': lib('react-dom'),
    'react-router': lib('react-router'),
    '@tanstack/react-query': lib('@tanstack/react-query'),
    i18next: { singleton: true, requiredVersion: versionOf('i18next') ?? '^26.0.0' },
    'react-i18next': lib('react-i18next'),
    '@cf/ui': workspace,
    '@cf/api-client': workspace,
    '@cf/i18n': workspace,
    // The REST contracts and their zod/mini: one copy for the shell's forms and every remote's.
    '@cf/contracts/rest': workspace,
  };
}

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
function precompressed() {
  return [
    new CompressionPlugin<BrotliOptions>({ filename: '[path][base].br', algorithm: 'brotliCompress', test: COMPRESSIBLE, compressionOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }, threshold: 1024, minRatio: 0.9 }),
    new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: COMPRESSIBLE, compressionOptions: { level: 9 }, threshold: 1024, minRatio: 0.9 }),
  ];
}

export interface AppOptions {
  /** Module Federation container name and folder name under frontends/. */
  name: string;
  mode: Mode;
  /** Dev-server port. */
  port: number;
  /** Remote only: modules other apps may load. */
  exposes?: Record<string, string>;
  /** Host only: runtime plugins (paths), e.g. the resilient-remote plugin. */
  runtimePlugins?: string[];
  /** The shell is served from the site root; remotes resolve their chunks from their remoteEntry's URL. */
  isHost: boolean;
  /** Extra dev-server settings (proxy, middlewares). */
  devServer?: DevServerConfiguration;
  /** Values replaced at build time (`process.env.X`). */
  define?: Record<string, string>;
}

export function createAppConfig(options: AppOptions): Configuration & { devServer?: DevServerConfiguration } {
  const appDir = path.join(WORKSPACE_ROOT, 'frontends', options.name);
  const production = options.mode === 'production';
  const hash = production ? '.[contenthash:10]' : '';
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const webpack = require('webpack') as typeof import('webpack');

  return {
    name: options.name,
    mode: options.mode,
    context: appDir,
    entry: { main: './src/main.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(appDir, 'dist'),
      publicPath: options.isHost ? '/' : 'auto',
      filename: `[name]${hash}.js`,
      chunkFilename: `[name]${hash}.js`,
      assetModuleFilename: `assets/[name]${production ? '-[contenthash:10]' : ''}[ext]`,
      uniqueName: `cf_${options.name}`,
      clean: true,
      // A remote that never answers must not hold a page for webpack's default 120 s.
      chunkLoadTimeout: 15_000,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      // Front ends take the REST contracts only (browser-safe), never the event contracts.
      alias: { '@cf/contracts/rest$': path.join(WORKSPACE_ROOT, 'libs', 'contracts', 'src', 'rest', 'index.ts') },
      // Workspace libs are symlinked under node_modules; resolve to their real path so the swc rule applies.
      symlinks: true,
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2020',
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
              },
              sourceMaps: true,
            },
          },
        },
        {
          // The endpoints' OpenAPI summaries stay out of the bundles (the gateway serves them in its document).
          test: /\.ts$/,
          include: path.join(WORKSPACE_ROOT, 'libs', 'contracts', 'src', 'rest'),
          enforce: 'pre',
          use: path.join(__dirname, 'strip-endpoint-summaries-loader.js'),
        },
        {
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', { loader: 'css-loader', options: { importLoaders: 0 } }],
        },
        { test: /\.(png|svg|jpe?g|gif|webp|ico|woff2?)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 2048 } } },
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [
        new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 }, mangle: true } }),
        new CssMinimizerPlugin({ minify: CssMinimizerPlugin.lightningCssMinify }),
      ],
      // Federation decides chunking of shared modules; keep webpack's own splitting out of the way.
      splitChunks: false,
      moduleIds: production ? 'deterministic' : 'named',
      chunkIds: production ? 'deterministic' : 'named',
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        remotes: {},
        shared: sharedSingletons(),
        // Whatever is already loaded wins, so a slow remote never blocks the shell's own React (DESIGN §8).
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins,
        dts: false,
        manifest: false,
      }),
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(options.mode),
        ...Object.fromEntries(Object.entries(options.define ?? {}).map(([k, v]) => [`process.env.${k}`, JSON.stringify(v)])),
      }),
      ...(production ? [new MiniCssExtractPlugin({ filename: `[name]${hash}.css`, chunkFilename: `[name]${hash}.css` })] : []),
      // Brotli and gzip copies beside each script, style sheet and page, made once here so the gateway
      // sends them as they are (@fastify/static preCompressed) instead of compressing on every request.
      ...(production ? precompressed() : []),
      new HtmlWebpackPlugin({
        template: path.join(appDir, 'public', 'index.html'),
        // Remotes get a page too, for working on them on their own (`dev:web` serves them standalone).
        filename: 'index.html',
        chunks: ['main'],
        scriptLoading: 'defer',
        minify: production ? { collapseWhitespace: true, removeComments: true } : false,
      }),
    ],
    devServer: {
      port: options.port,
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: options.isHost,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
      static: false,
      ...options.devServer,
    },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
