import multipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { WalletConfig } from '../config/env';

/**
 * Multipart bodies (bank-transfer slips, `POST wallet/bank-transfer-slip/:id`, field `slip`):
 * one file, at most the configured size; the handler reads it with `request.file()`.
 * Called from the service definition's `configure` hook, before the app listens.
 */
export async function registerWalletUploads(app: NestFastifyApplication, config: WalletConfig): Promise<void> {
  await app.register(multipart as never, {
    limits: { fileSize: config.flows.slipMaxBytes, files: 1, fields: 10, parts: 12 },
  });
}
