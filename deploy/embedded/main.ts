import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startEmbeddedPlatform } from './start-platform';

const WEB_DIST = join(__dirname, '..', '..', 'dist', 'web');

/** The gateway serves the built shell and remotes; build them once on a fresh clone. */
function ensureWebBuilt(): void {
  if (existsSync(join(WEB_DIST, 'index.html')) || process.env.SKIP_WEB_BUILD === 'true') return;
  process.stdout.write('Building the web front end (first start only, about a minute)...\n');
  const result = spawnSync('npm', ['run', '-s', 'build:web'], { stdio: 'inherit', cwd: join(__dirname, '..', '..') });
  if (result.status !== 0) throw new Error('the web build failed (npm run build:web)');
}

/** `npm start`: the whole platform in one process on SQLite, with demo data. */
async function main(): Promise<void> {
  ensureWebBuilt();
  const started = Date.now();
  const platform = await startEmbeddedPlatform({
    env: existsSync(join(WEB_DIST, 'index.html')) && !process.env.STATIC_DIR ? { STATIC_DIR: WEB_DIST } : {},
    seedDemo: process.env.SEED_DEMO !== 'false',
    logLevel: process.env.LOG_LEVEL ?? 'warn',
    gatewayPort: process.env.PORT ? Number(process.env.PORT) : undefined,
    dataDir: process.env.DATA_DIR,
    // A second copy on one machine: SERVICE_PORTS=random keeps the services off the well-known ports.
    ports: process.env.SERVICE_PORTS === 'random' ? 'random' : 'default',
    log: (line) => process.stdout.write(`${line}\n`),
  });
  const lines = [
    '',
    `  Oman Crowdfunding platform is running (embedded mode, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    '',
    `  Open:          ${platform.gatewayUrl}`,
    `  API:           ${platform.gatewayUrl}/api/v1  (reference: ${platform.gatewayUrl}/api/docs, events: ${platform.gatewayUrl}/api/docs/events)`,
    `  Dev mailbox:   ${platform.gatewayUrl}/api/v1/dev/mailbox`,
    '',
    '  Demo logins (captcha shown on the sign-in page):',
    '    admin      admin@demo.om       Admin#2026pass',
    '    owner      owner@demo.om       Owner#2026pass',
    '    investor   investor1@demo.om   Investor#2026pass   (verified, retail: OMR 20,000 a year)',
    '    investor   investor2@demo.om   Investor#2026pass   (verified, angel: OMR 100,000 a year)',
    '    investor   investor3@demo.om   Investor#2026pass   (verification under review)',
    '    investors  investor4@demo.om … investor13@demo.om, same password: the crowd whose investments',
    '               make up the demo figures (five sophisticated, three angels, two retail)',
    '',
    '  Sandbox card for wallet top-ups: 4242 4242 4242 4242 (any future expiry, any CVC);',
    '  4000 0000 0000 0002 is declined, 4000 0000 0000 3220 asks for the code 123456.',
    '',
    `  Data lives in ${process.env.DATA_DIR ?? './data'} (delete it to start afresh). Ctrl+C stops.`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
  const stop = async (): Promise<void> => {
    await platform.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  process.stderr.write(`The platform could not start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
