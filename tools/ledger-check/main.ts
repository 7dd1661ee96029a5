/**
 * `npm run ledger:check`: proves the wallet ledger's invariants on a database (read only).
 *
 * Reads DB_URL (mysql://… or sqlite:<file>); without it, the embedded mode's wallet database
 * `<DATA_DIR or ./data>/wallet.sqlite`. Prints one line per check and the offending rows; exits 1
 * when any check fails (and 2 when the database cannot be read).
 */
import { join, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions, parseDbUrl } from '@cf/platform';
import { formatReconciliation, runReconciliation } from '@cf/wallet-service';

export function defaultWalletDbUrl(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DB_URL) return env.DB_URL;
  return `sqlite:${resolve(join(env.DATA_DIR || 'data', 'wallet.sqlite'))}`;
}

async function main(): Promise<number> {
  const dbUrl = defaultWalletDbUrl();
  const parsed = parseDbUrl(dbUrl);
  if (parsed.kind === 'sqlite' && !existsSync(parsed.location)) {
    process.stderr.write(`No wallet database at ${parsed.location}: start the platform once (npm start) or set DB_URL.\n`);
    return 2;
  }
  const dataSource = await new DataSource(buildDataSourceOptions(dbUrl, [], [])).initialize();
  try {
    const report = await runReconciliation(dataSource);
    process.stdout.write(`${formatReconciliation(report)}\n`);
    return report.ok ? 0 : 1;
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`ledger check could not run: ${(error as Error).message}\n`);
      process.exit(2);
    },
  );
}
