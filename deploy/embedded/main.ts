import { startEmbeddedPlatform } from './start-platform';

/** `npm start`: the whole platform in one process on SQLite, with demo data. */
async function main(): Promise<void> {
  const started = Date.now();
  const platform = await startEmbeddedPlatform({
    seedDemo: process.env.SEED_DEMO !== 'false',
    logLevel: process.env.LOG_LEVEL ?? 'warn',
    gatewayPort: process.env.PORT ? Number(process.env.PORT) : undefined,
  });
  const lines = [
    '',
    `  Oman Crowdfunding platform is running (embedded mode, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    '',
    `  Open:          ${platform.gatewayUrl}`,
    `  API:           ${platform.gatewayUrl}/api/v1  (OpenAPI: ${platform.gatewayUrl}/api/v1/openapi.json)`,
    `  Dev mailbox:   ${platform.gatewayUrl}/api/v1/dev/mailbox`,
    '',
    '  Demo logins (captcha shown on the sign-in page):',
    '    admin      admin@demo.om       Admin#2026pass',
    '    owner      owner@demo.om       Owner#2026pass',
    '    investor   investor1@demo.om   Investor#2026pass',
    '    investor   investor2@demo.om   Investor#2026pass',
    '',
    '  Data lives in ./data (delete it to start afresh). Ctrl+C stops.',
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
