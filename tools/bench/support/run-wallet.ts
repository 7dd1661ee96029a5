import { listeningPort } from '@cf/platform';
import { walletService } from '@cf/wallet-service';

/** Child process of the ledger benchmark: the wallet service alone, configured from the environment (DB_URL, PORT, INTERNAL_API_CREDENTIALS). */
async function main(): Promise<void> {
  const app = await walletService.start(walletService.configFromEnv(process.env, {}));
  process.send?.({ ready: true, port: listeningPort(app) });
  process.once('SIGTERM', () => void app.close().finally(() => process.exit(0)));
}

main().catch((error: unknown) => {
  process.stderr.write(`wallet could not start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
