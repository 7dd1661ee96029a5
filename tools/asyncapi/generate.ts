import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAsyncApi } from './build-asyncapi';

export const ASYNCAPI_PATH = join(__dirname, '..', '..', 'docs', 'events', 'asyncapi.json');

if (require.main === module) {
  writeFileSync(ASYNCAPI_PATH, `${JSON.stringify(buildAsyncApi(), null, 2)}\n`);
  process.stdout.write(`wrote ${ASYNCAPI_PATH}\n`);
}
